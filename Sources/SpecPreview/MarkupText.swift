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

    /// A fraction (an offset, an opacity), clamped to 0…1, with at most three decimals: `0`, `0.45`, `0.333`.
    static func fraction(_ value: Double) -> String {
        let thousandths = value.isFinite ? Int((min(max(value, 0), 1) * 1000).rounded()) : 0
        if thousandths == 1000 { return "1" }
        if thousandths == 0 { return "0" }
        var digits = String(thousandths)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }
}
