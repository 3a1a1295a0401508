/// Writes JSON string literals: the inverse of the parser's string decoding.
public enum JSONStringLiteral {
    /// `text` as a JSON string literal, quotes included: quotes, backslashes and control characters
    /// escaped, everything else (including non-ASCII) verbatim.
    public static func quoted(_ text: String) -> String {
        var result = ""
        append(text, to: &result)
        return result
    }

    /// Appends `text` as a JSON string literal to `output`.
    public static func append(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
