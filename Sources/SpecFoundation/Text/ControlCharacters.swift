/// The Unicode scalars that must never reach a reader raw, and the one way they are escaped: as
/// `\u{…}` with the scalar's hex value, which reads the same in a terminal, a Swift string literal
/// and a Swift comment.
///
/// Three kinds are escaped:
/// - **controls**: C0 (U+0000–U+001F, carriage return, line feed and tab included), DEL U+007F and
///   C1 (U+0080–U+009F, NEL U+0085 included) — a terminal acts on them (ESC, CSI, OSC);
/// - **line and paragraph separators** U+2028 and U+2029 — editors and some compilers start a new
///   line at them;
/// - **bidirectional controls** (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) — they
///   reorder what is shown, so text can read differently from what it is ("Trojan Source").
///
/// `DesignSpecCLI`'s `TerminalText` is the terminal's use of it; `TokenExport` escapes names with it
/// in generated Swift.
public enum ControlCharacters {
    /// Whether `scalar` is escaped (see the type's notes); with `keepingLineFeeds`, line feed and tab
    /// are not (for text that is many lines on purpose, such as help or a diff).
    public static func isEscaped(_ scalar: Unicode.Scalar, keepingLineFeeds: Bool = false) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return !keepingLineFeeds
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        default: return isBidirectionalControl(scalar)
        }
    }

    /// Whether `scalar` is a bidirectional formatting control: ALM U+061C, LRM U+200E, RLM U+200F,
    /// the embeddings and overrides U+202A–U+202E and the isolates U+2066–U+2069.
    public static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` with every escaped scalar (see `isEscaped(_:keepingLineFeeds:)`) written `\u{1B}`;
    /// text without one is returned unchanged.
    public static func escaped(_ text: String, keepingLineFeeds: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isEscaped($0, keepingLineFeeds: keepingLineFeeds) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isEscaped(scalar, keepingLineFeeds: keepingLineFeeds) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
