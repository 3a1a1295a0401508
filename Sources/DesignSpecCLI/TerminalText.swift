/// Text from a spec (names, ids, colors, messages quoting them, paths) made safe to print on a terminal.
enum TerminalText {
    /// `text` with every control character but line feed and tab replaced by a visible escape such as
    /// `\u{1B}`: the C0 controls U+0000–U+001F (carriage return included), DEL U+007F and the C1
    /// controls U+0080–U+009F. A spec can then never clear the screen, set the window title or hide
    /// text with ESC, CSI or OSC sequences. Text without control characters is returned unchanged.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `scalar` is a control character a terminal might act on (line feed and tab are kept).
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }
}
