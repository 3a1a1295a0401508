/// Writes JSON string literals: the inverse of the parser's string decoding, for code that builds
/// JSON text by hand (synthesized specs, fixes that replace a string node). The escaping is
/// `JSONWriter`'s, so the two never differ.
public enum JSONStringLiteral {
    /// `text` as a JSON string literal, quotes included: quotes, backslashes and control characters
    /// escaped, everything else (including non-ASCII) verbatim.
    public static func quoted(_ text: String) -> String {
        var writer = JSONWriter()
        writer.appendString(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
