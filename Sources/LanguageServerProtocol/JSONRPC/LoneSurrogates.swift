/// Makes JSON text with lone UTF-16 surrogate escapes decodable.
///
/// Editors hold text as UTF-16 and may send a `\uD83D` without its partner (a half-typed emoji, a
/// paste cut in the middle). Foundation's decoder rejects the whole message then, so a `didChange`
/// would be dropped and every later incremental edit would land on stale text. Each lone surrogate
/// escape becomes `\uFFFD` instead: the replacement character is one UTF-16 code unit too, so the
/// server's text keeps the editor's positions.
public enum LoneSurrogates {
    /// `json` with every lone surrogate escape replaced by `\uFFFD` (the same length; unchanged,
    /// without copying, when there is none).
    public static func replacingEscapes(in json: [UInt8]) -> [UInt8] {
        var result = json
        var index = 0
        var changed = false
        while index + 1 < json.count {
            guard json[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            guard json[index + 1] == UInt8(ascii: "u"), let unit = codeUnit(in: json, at: index) else {
                index += 2  // another escape (such as `\\`), whose second byte is never a new escape's start
                continue
            }
            if (0xD800...0xDBFF).contains(unit), let next = codeUnit(in: json, at: index + 6), (0xDC00...0xDFFF).contains(next) {
                index += 12  // a valid pair
                continue
            }
            if (0xD800...0xDFFF).contains(unit) {
                result.replaceSubrange((index + 2)..<(index + 6), with: Array("FFFD".utf8))
                changed = true
            }
            index += 6
        }
        return changed ? result : json
    }

    /// The code unit of a `\uXXXX` escape starting at `index`, or nil when there is none.
    private static func codeUnit(in json: [UInt8], at index: Int) -> UInt16? {
        guard index + 6 <= json.count, json[index] == UInt8(ascii: "\\"), json[index + 1] == UInt8(ascii: "u") else {
            return nil
        }
        return UInt16(String(decoding: json[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
    }
}
