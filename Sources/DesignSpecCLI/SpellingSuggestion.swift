import SpecKnowledge

/// "Did you mean …?" for command-line words (subcommands, flags, rule ids, platforms).
enum SpellingSuggestion {
    /// The project-wide closest match (`SpellingSuggestions`), else the shortest candidate that
    /// contains `word` (3 or more characters), so `touch` suggests `min-touch-target`.
    static func closest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty else {
            return nil
        }
        if let match = SpellingSuggestions.closest(to: word, in: candidates, limit: 1).first {
            return match
        }
        let lowered = word.lowercased()
        guard lowered.count >= 3 else {
            return nil
        }
        return candidates.filter { $0.lowercased().contains(lowered) }.min { $0.count < $1.count }
    }
}
