import SpecFoundation
import SpecSyntax

/// How candidates replace what is being typed: the replaced byte range, JSON quoting, the text the
/// client filters on, and sort keys.
///
/// Inside a string value, candidates replace only the string's contents (after the opening quote), and
/// add the closing quote when it is missing: the text before the cursor then matches the candidate's
/// label, as clients that filter on the word before the cursor (Neovim's built-in omnifunc) require.
/// Keys, and values typed without a quote, are replaced whole.
struct CompletionEdit {
    /// The byte range every candidate replaces (the whole string or word, or empty at the cursor).
    private(set) var replaceRange: Range<Int>
    /// True when the replaced text starts with `"`, so clients filter on `"label`.
    private(set) var startsWithQuote: Bool
    /// What was typed between the start of the string (after its quote) and the cursor.
    let typedPrefix: String

    /// True when a key inserted here must be preceded by `, ` (the previous member has no comma yet).
    let needsLeadingComma: Bool
    /// True when candidates replace a string value's contents, not its quotes.
    private(set) var replacesContents = false
    /// True when the string being edited has no closing quote yet (with `replacesContents`).
    private(set) var addsClosingQuote = false

    init(cursor: CursorLocation, bytes: [UInt8]) {
        var range = cursor.replaceRange
        var prefix = cursor.typedPrefix
        if range.isEmpty {
            // A bare word the parser did not attach to a node (e.g. a key typed without quotes).
            var start = range.lowerBound
            var end = range.upperBound
            while start > 0, start <= bytes.count, Self.isWordByte(bytes[start - 1]) { start -= 1 }
            while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            if start < end {
                prefix = String(decoding: bytes[start..<range.lowerBound], as: UTF8.self)
                range = start..<end
            }
        }
        replaceRange = range
        typedPrefix = prefix
        startsWithQuote = !range.isEmpty && range.lowerBound < bytes.count && bytes[range.lowerBound] == UInt8(ascii: "\"")
        var previous = min(range.lowerBound, bytes.count) - 1
        while previous >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[previous]) { previous -= 1 }
        needsLeadingComma = previous >= 0 && !"{[,/".utf8.contains(bytes[previous])
    }

    /// The same edit restricted to the contents of the string value the cursor (at `offset`) is in; no
    /// change when the cursor is in no string. An unclosed string is replaced only up to the cursor, so
    /// the text after it on the line is never lost.
    ///
    /// A value typed into the middle of a line before its closing quote (`"symbol": "cart|, "width": 44`)
    /// parses as a closed string that ends at the next key's opening quote (`"cart, "`). Such a string is
    /// taken as open: the candidate replaces the word at the cursor and closes the string, so the rest of
    /// the line stays as it was. Only the bytes after the string on its line are read.
    func insideStringValue(_ string: SyntaxNode?, cursor offset: Int, bytes: [UInt8]) -> CompletionEdit {
        guard let string, string.kind == .string, startsWithQuote, replaceRange == string.range else { return self }
        var edit = self
        let contents = string.contentRange
        let cursor = max(contents.lowerBound, min(offset, contents.upperBound))
        if string.isClosed, !Self.closingQuoteOpensAKey(after: string.range.upperBound, in: bytes) {
            edit.replaceRange = contents
            edit.addsClosingQuote = false
        } else {
            var end = cursor
            while end < contents.upperBound, Self.isValueByte(bytes[end]) { end += 1 }
            edit.replaceRange = contents.lowerBound..<(string.isClosed ? end : cursor)
            edit.addsClosingQuote = true
        }
        edit.startsWithQuote = false
        edit.replacesContents = true
        return edit
    }

    /// Whether the quote just before `end` opens a key rather than closing a value: on the same line it
    /// is followed by a name, a quote and a colon (`width": 44`).
    private static func closingQuoteOpensAKey(after end: Int, in bytes: [UInt8]) -> Bool {
        var index = end
        while index < bytes.count, !"\",:{}[]\n\r".utf8.contains(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), index > end else { return false }
        index += 1
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }

    /// Bytes a value being typed is made of: anything but quotes, separators, brackets and white space.
    private static func isValueByte(_ byte: UInt8) -> Bool {
        !"\",:{}[] \t\n\r".utf8.contains(byte)
    }

    /// Letters, digits and `. _ - $`: what a bare word is made of.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "$")
        }
    }

    /// A candidate inserting `label` as a JSON string (or verbatim when `quoted` is false), plus `suffix`.
    func candidate(
        _ label: String, kind: CompletionKind, detail: String? = nil, documentation: String? = nil, sortText: String,
        quoted: Bool = true, prefix: String = "", suffix: String = "", isDeprecated: Bool = false, resolveKey: String? = nil
    ) -> CompletionCandidate {
        CompletionCandidate(
            label: label, kind: kind, detail: detail, documentation: documentation, replaceRange: replaceRange,
            newText: prefix + quotedText(label, quoted: quoted) + suffix, sortText: sortText,
            filterText: startsWithQuote ? "\"" + label : nil, isDeprecated: isDeprecated, resolveKey: resolveKey)
    }

    /// `label` as it is inserted: a JSON string, its escaped contents inside an existing string, or verbatim.
    private func quotedText(_ label: String, quoted: Bool) -> String {
        guard quoted else { return label }
        let literal = Self.jsonString(label)
        guard replacesContents else { return literal }
        return String(literal.dropFirst().dropLast()) + (addsClosingQuote ? "\"" : "")
    }

    /// A sort key: the group first, then the position within it, zero-padded so they sort as text.
    static func sortText(group: Int, index: Int) -> String {
        let digits = String(index)
        return String(group) + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// `text` as a JSON string literal, quotes included.
    static func jsonString(_ text: String) -> String {
        JSONStringLiteral.quoted(text)
    }
}
