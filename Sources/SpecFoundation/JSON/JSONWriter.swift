/// The project's one JSON writer: appends JSON text as UTF-8 bytes.
///
/// Two styles: `.compact` (no whitespace; the language server's messages) and `.pretty` (two-space
/// indentation, keys sorted, `"key": value`, empty containers as `[]` / `{}`; the CLI's reports, the
/// same bytes on every platform). Strings escape quotes, backslashes and control characters and
/// keep everything else (non-ASCII, `/`) verbatim. Numbers: integral doubles below 10^15 print as
/// integers, non-finite ones as `null`. Any `Encodable` value is written directly (compact), without
/// building a tree or going through Foundation's encoder; types on hot paths (diagnostics) write
/// themselves through `JSONWritable` and the member-by-member methods below, which skip `Encodable`'s
/// per-field dynamic dispatch.
public struct JSONWriter {
    /// How the text is laid out.
    public enum Style: Sendable {
        /// No whitespace at all; object members in dictionary order.
        case compact
        /// Two-space indentation, one member or element per line, keys sorted.
        case pretty
    }

    /// The text written so far.
    public private(set) var bytes: [UInt8] = []
    /// The layout.
    public let style: Style
    /// Whether the next member or element needs a comma before it (member-by-member writing).
    var needsComma = false

    /// Creates an empty writer.
    public init(style: Style = .compact) {
        self.style = style
    }

    /// `value` as compact JSON bytes.
    public static func compact(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter()
        writer.write(value)
        return writer.bytes
    }

    /// `value` as pretty JSON text ending in a newline.
    public static func pretty(_ value: JSONValue) -> String {
        var writer = JSONWriter(style: .pretty)
        writer.write(value)
        writer.bytes.append(UInt8(ascii: "\n"))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// `value` encoded through its `Encodable` conformance, as compact JSON bytes.
    public static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = StreamingEncoder()
        try encoder.encodeValue(value)
        encoder.closeContainers(downTo: 0)
        return encoder.writer.bytes
    }

    /// Appends `value`.
    public mutating func write(_ value: JSONValue) {
        write(value, indent: 0)
    }

    private mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: appendRaw("null")
        case .bool(let flag): appendRaw(flag ? "true" : "false")
        case .int(let number): appendInt(number)
        case .double(let number): appendDouble(number)
        case .string(let text): appendString(text)
        case .array(let elements):
            guard !elements.isEmpty else { return appendRaw("[]") }
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                write(element, indent: indent + 1)
            }
            newline(indent: indent)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return appendRaw("{}") }
            bytes.append(UInt8(ascii: "{"))
            let ordered = style == .pretty ? members.sorted { $0.key < $1.key } : Array(members)
            for (index, member) in ordered.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                appendString(member.key)
                appendRaw(style == .pretty ? ": " : ":")
                write(member.value, indent: indent + 1)
            }
            newline(indent: indent)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func newline(indent: Int) {
        guard style == .pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    // MARK: Member by member (compact)

    /// Opens an object (as a value: after `key(_:)`, as an array element, or at the top).
    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes the innermost object.
    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Opens an array.
    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    /// Closes the innermost array.
    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an object member's key (a literal with nothing to escape); its value follows.
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    /// Writes a string value.
    public mutating func value(_ text: String) {
        separate()
        appendString(text)
        needsComma = true
    }

    /// Writes an integer value.
    public mutating func value(_ number: Int) {
        separate()
        appendInt(number)
        needsComma = true
    }

    /// Writes a Boolean value.
    public mutating func value(_ flag: Bool) {
        separate()
        appendRaw(flag ? "true" : "false")
        needsComma = true
    }

    /// Writes a value that writes itself.
    public mutating func value<Value: JSONWritable>(_ value: Value) {
        separate()
        value.write(to: &self)
        needsComma = true
    }

    /// Writes `null`.
    public mutating func null() {
        separate()
        appendRaw("null")
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = false
    }

    // MARK: Scalars

    /// Appends `text` verbatim (it must be valid JSON in place).
    mutating func appendRaw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends an integer.
    mutating func appendInt<Integer: BinaryInteger>(_ number: Integer) {
        guard let small = Int(exactly: number) else { return bytes.append(contentsOf: String(number).utf8) }
        appendInt(small)
    }

    /// Appends an `Int` digit by digit (no intermediate string).
    mutating func appendInt(_ number: Int) {
        guard number != Int.min else { return bytes.append(contentsOf: String(number).utf8) }
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes, enough for 20 digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var end = buffer.count
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: buffer[end...])
        }
    }

    /// Appends a number: integral values below 10^15 as integers, non-finite ones as `null`.
    mutating func appendDouble(_ number: Double) {
        if !number.isFinite {
            appendRaw("null")
        } else if number == number.rounded(), abs(number) < 1e15 {
            appendInt(Int(number))
        } else {
            bytes.append(contentsOf: String(number).utf8)
        }
    }

    /// Appends `text` as a string literal.
    public mutating func appendString(_ text: String) {
        var text = text
        text.withUTF8 { Self.appendQuoted($0, to: &bytes) }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends `utf8` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            runStart = index + 1
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
            default:
                bytes.append(contentsOf: [
                    UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]
                ])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func appendByte(_ byte: UInt8) {
        bytes.append(byte)
    }
}

/// A value that writes its own compact JSON with `JSONWriter`'s member-by-member methods — for
/// types written in bulk, where `Encodable`'s generic path costs too much. The result must be what
/// the type's `Encodable` conformance (if any) produces; `JSONWriter.encode(_:)` prefers it.
public protocol JSONWritable {
    /// Writes the value (exactly one JSON value) to `writer`.
    func write(to writer: inout JSONWriter)
}

extension JSONValue: JSONWritable {
    /// Writes the value compactly.
    public func write(to writer: inout JSONWriter) {
        writer.write(self)
    }
}

extension Array: JSONWritable where Element: JSONWritable {
    /// Writes the elements as an array.
    public func write(to writer: inout JSONWriter) {
        writer.beginArray()
        for element in self { writer.value(element) }
        writer.endArray()
    }
}
