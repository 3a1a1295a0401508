import Foundation
import SpecModel
import SpecSyntax

/// Title-style capitalization as the HIG defines it: capitalize every word except articles,
/// coordinating conjunctions and short prepositions, and always the first and last word.
enum TitleCase {
    /// Words that stay lowercase inside a title: articles, coordinating conjunctions and prepositions of
    /// four letters or fewer (English; the HIG's examples are English).
    static let minorWords: Set<String> = [
        "a", "an", "the",
        "and", "but", "for", "nor", "or", "so", "yet",
        "as", "at", "by", "from", "in", "into", "of", "off", "on", "onto", "out", "over", "per", "to", "up", "via", "with"
    ]

    /// `text` in title style, or nil when it already is one (or can't be judged: no letters, or words
    /// with inner capitals such as `iPhone`, digits or symbols, which are names to leave alone). A word's
    /// trailing punctuation (`notification,`) does not make it a name.
    static func corrected(_ text: String) -> String? {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        let lastIndex = words.lastIndex { !$0.isEmpty } ?? words.endIndex
        let firstIndex = words.firstIndex { !$0.isEmpty } ?? words.startIndex
        var changed = false
        var result: [String] = []
        for (index, word) in words.enumerated() {
            guard let first = word.first, first.isLetter, first.isLowercase,
                word.dropFirst().allSatisfy({ $0.isLowercase || "-'’….,;:!?".contains($0) })
            else {
                result.append(String(word))
                continue
            }
            let bare = word.lowercased().trimmingCharacters(in: .punctuationCharacters)
            let keepsLowercase = minorWords.contains(bare) && index != firstIndex && index != lastIndex
            if keepsLowercase {
                result.append(String(word))
            } else {
                result.append(first.uppercased() + word.dropFirst())
                changed = true
            }
        }
        return changed ? result.joined(separator: " ") : nil
    }
}

extension RuleViolation {
    /// A violation on the string `node` whose fix replaces it with `corrected`.
    static func rewriting(_ node: SyntaxNode, to corrected: String, message: String) -> RuleViolation {
        RuleViolation(
            range: node.range, message: message,
            fix: SuggestedFix(title: "Use \"\(corrected)\"", range: node.range, newText: NameSuggestions.jsonQuoted(corrected)))
    }
}
