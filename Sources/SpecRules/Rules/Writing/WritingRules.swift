import Foundation

extension RuleRegistry {
    /// Rules about the words on screen: gestures named for the device, the tone of error messages.
    static let writingRules: [any Rule.Type] = [
        GestureVerbMatchesDeviceRule.self,
        ErrorMessageInterjectionRule.self
    ]
}

/// Finding whole words in interface text.
enum WordMatch {
    /// The first of `words` (lowercase; may contain spaces or hyphens) that stands as a whole word in
    /// `text`, ignoring case, with the text as written.
    static func first(of words: [String], in text: String) -> String? {
        let lowered = text.lowercased()
        for word in words {
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
}
