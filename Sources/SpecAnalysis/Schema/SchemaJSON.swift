import SpecFoundation
import SpecSyntax

/// A JSON value with ordered object members, and a deterministic pretty printer (2-space indent),
/// used to write generated JSON Schema files.
indirect enum SchemaJSON {
    case object([(String, SchemaJSON)])
    case array([SchemaJSON])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// The value as pretty-printed JSON, ending without a newline.
    func rendered() -> String {
        var output = ""
        write(into: &output, indent: 0)
        return output
    }

    private func write(into output: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closingPad = String(repeating: "  ", count: indent)
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return output += "{}" }
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += pad + Self.quoted(member.0) + ": "
                member.1.write(into: &output, indent: indent + 1)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += closingPad + "}"
        case .array(let elements):
            guard !elements.isEmpty else { return output += "[]" }
            if elements.allSatisfy(\.isScalar) {
                let inline = "[" + elements.map { $0.rendered() }.joined(separator: ", ") + "]"
                let lineSoFar =
                    output.utf8.count
                    - (output.utf8.lastIndex(of: UInt8(ascii: "\n")).map { output.utf8.distance(from: output.utf8.startIndex, to: $0) + 1 }
                        ?? 0)
                if lineSoFar + inline.utf8.count <= 120 { return output += inline }
            }
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += pad
                element.write(into: &output, indent: indent + 1)
                output += position == elements.count - 1 ? "\n" : ",\n"
            }
            output += closingPad + "]"
        case .string(let text):
            output += Self.quoted(text)
        case .integer(let value):
            output += String(value)
        case .bool(let value):
            output += value ? "true" : "false"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        JSONStringLiteral.quoted(text)
    }
}
