import SpecFoundation

/// Text from a spec or the file system (names, ids, colors, messages quoting them, paths) made safe
/// to print on a terminal: the one sanitizer of the text output.
enum TerminalText {
    /// `text` as one piece of a line: every control character (line feed, carriage return and tab
    /// included), the line and paragraph separators and the bidirectional controls replaced by a
    /// visible escape such as `\u{1B}` or `\u{202E}` (`ControlCharacters`). A spec or a file name can
    /// then never start a line of its own in the output (one that reads `forged.design.json:1:1:
    /// error: …` to a CI problem matcher), clear the screen, set the window title, hide text with
    /// ESC, CSI or OSC sequences, or reorder what is shown. Text without them is returned unchanged.
    ///
    /// With `keepingLineFeeds`, line feeds and tabs are kept: for output that is many lines on
    /// purpose (help, a diff), whose user pieces were escaped on their own.
    static func sanitized(_ text: String, keepingLineFeeds: Bool = false) -> String {
        guard !isPlain(text) else { return text }
        return ControlCharacters.escaped(text, keepingLineFeeds: keepingLineFeeds)
    }

    /// Whether `text` certainly holds nothing `sanitized` escapes (no byte below 0x20, no DEL, no C1
    /// control or NEL, no U+2028/U+2029, no bidirectional control): checked on its UTF-8 bytes, which
    /// is what lets the text report print hundreds of thousands of lines quickly.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return false }
                if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return false }
                // U+061C (arabic letter mark)
                if byte == 0xD8, index + 1 < bytes.count, bytes[index + 1] == 0x9C { return false }
                if byte == 0xE2, index + 2 < bytes.count {
                    let second = bytes[index + 1]
                    let third = bytes[index + 2]
                    // U+200E, U+200F, U+2028–U+202E
                    if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return false }
                    // U+2066–U+2069
                    if second == 0x81, (0xA6...0xA9).contains(third) { return false }
                }
                index += 1
            }
            return true
        }
    }

    /// Whether `scalar` is escaped in one piece of a line (see `sanitized`).
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.isEscaped(scalar)
    }
}
