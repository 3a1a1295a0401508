/// Text from a spec (names, ids, colors, messages quoting them, paths) made safe to print on a terminal.
enum TerminalText {
    /// `text` with every control character but line feed and tab replaced by a visible escape such as
    /// `\u{1B}`: the C0 controls U+0000–U+001F (carriage return included), DEL U+007F and the C1
    /// controls U+0080–U+009F. A spec can then never clear the screen, set the window title or hide
    /// text with ESC, CSI or OSC sequences. Text without control characters is returned unchanged.
    static func sanitized(_ text: String) -> String {
        guard !isPlain(text), text.unicodeScalars.contains(where: isEscaped) else { return text }
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

    /// Whether `text` certainly holds no control character and no line break of any kind (it has no
    /// byte below 0x20, no DEL, no C1 control or NEL, no U+2028/U+2029): checked on its UTF-8 bytes,
    /// which is what lets the text report print hundreds of thousands of lines quickly.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return false }
                if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return false }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    return false
                }
                index += 1
            }
            return true
        }
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
