/// Text helpers shared by the SVG and HTML writers: escaping and deterministic number and color
/// spelling (the same spec always gives the same bytes).
enum MarkupText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped for XML/HTML text and attribute values.
    ///
    /// Works on Unicode scalars, not `Character`s: a quote followed by a combining mark (`"` + U+0301)
    /// is one grapheme cluster but still a quote to an HTML parser, so it is escaped too.
    static func escape(_ text: String) -> String {
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"")
                    || $0 == UInt8(ascii: "'")
            })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A coordinate with at most one decimal: `12`, `12.5`, `-3.2`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((min(max(value, -1e9), 1e9) * 10).rounded())
        if tenths % 10 == 0 { return String(tenths / 10) }
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
