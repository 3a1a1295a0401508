import SpecSyntax

/// Deterministic JSON text for the machine-readable outputs: two-space indentation, keys sorted,
/// `"key": value`, empty containers as `[]` / `{}`, the same bytes on every platform.
enum JSONText {
    /// `value` (built from `String`, `Int`, `Double`, `Bool`, arrays and `[String: Any]`) as JSON
    /// text ending in a newline. Values of any other type are written as `null`.
    static func serialize(_ value: Any) -> String {
        var output = ""
        write(value, indent: "", to: &output)
        return output + "\n"
    }

    private static func write(_ value: Any, indent: String, to output: inout String) {
        switch value {
        case let string as String:
            writeString(string, to: &output)
        case let flag as Bool:
            output += flag ? "true" : "false"
        case let number as Int:
            output += String(number)
        case let number as Double:
            output += number.isFinite ? (number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)) : "null"
        case let array as [Any]:
            guard !array.isEmpty else {
                output += "[]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (index, element) in array.enumerated() {
                output += inner
                write(element, indent: inner, to: &output)
                output += index == array.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case let object as [String: Any]:
            guard !object.isEmpty else {
                output += "{}"
                return
            }
            let inner = indent + "  "
            output += "{\n"
            let members = object.sorted { $0.key < $1.key }
            for (index, member) in members.enumerated() {
                output += inner
                writeString(member.key, to: &output)
                output += ": "
                write(member.value, indent: inner, to: &output)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        default:
            output += "null"
        }
    }

    private static func writeString(_ string: String, to output: inout String) {
        JSONStringLiteral.append(string, to: &output)
    }
}
