import Foundation

extension RuleRegistry {
    /// Rules about the words on screen: gestures named for the device, the tone of error messages.
    static let writingRules: [any Rule.Type] = [
        GestureVerbMatchesDeviceRule.self,
        ErrorMessageInterjectionRule.self,
        PreAlertButtonTitleRule.self
    ]
}

/// Finding whole words in interface text.
enum WordMatch {
    /// The first of `words` (lowercase; may contain spaces or hyphens) that stands as a whole word in
    /// `text`, ignoring case, with the text as written.
    static func first(of words: [String], in text: String) -> String? {
        let lowered = text.lowercased()
        for word in words {
            // Foundation's search is slow, and it cannot find a word whose bytes the text lacks: the words
            // are ASCII, and no other character of a lowercased text is canonically equivalent to ASCII.
            guard Self.bytes(of: word, occurIn: lowered) else { continue }
            var searchStart = lowered.startIndex
            while let found = lowered.range(of: word, range: searchStart..<lowered.endIndex) {
                let before = found.lowerBound == lowered.startIndex ? nil : lowered[lowered.index(before: found.lowerBound)]
                let after = found.upperBound == lowered.endIndex ? nil : lowered[found.upperBound]
                if !(before?.isLetter ?? false), !(after?.isLetter ?? false) {
                    // Lowercasing can change lengths; fall back to the lowercase word when the offsets differ.
                    guard lowered.count == text.count else { return word }
                    let start = text.index(text.startIndex, offsetBy: lowered.distance(from: lowered.startIndex, to: found.lowerBound))
                    return String(text[start..<text.index(start, offsetBy: word.count)])
                }
                searchStart = found.upperBound
            }
        }
        return nil
    }

    /// True when the UTF-8 bytes of `word` occur in those of `text`.
    private static func bytes(of word: String, occurIn text: String) -> Bool {
        var text = text
        var word = word
        return text.withUTF8 { text in
            word.withUTF8 { word in
                guard let first = word.first else { return true }
                guard text.count >= word.count else { return false }
                var start = 0
                while start <= text.count - word.count {
                    if text[start] == first, text[start..<(start + word.count)].elementsEqual(word) { return true }
                    start += 1
                }
                return false
            }
        }
    }
}

extension String {
    /// The text without the `CharacterSet.whitespaces` scalars at either end, as
    /// `trimmingCharacters(in: .whitespaces)` gives it, but without bridging the text to Foundation
    /// (rules trim a label or title of every component they judge, and most need no trimming).
    var trimmingWhitespace: String {
        let whitespace = CharacterSet.whitespaces
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !whitespace.contains($0) }),
            let last = scalars.lastIndex(where: { !whitespace.contains($0) })
        else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }

    /// True when the text is empty or only `CharacterSet.whitespaces`.
    var isBlank: Bool {
        let whitespace = CharacterSet.whitespaces
        return unicodeScalars.allSatisfy { whitespace.contains($0) }
    }
}
