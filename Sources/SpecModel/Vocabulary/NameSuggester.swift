import SpecKnowledge

/// "Did you mean" for format keys and enumerated values: the closest candidate by case-insensitive
/// edit distance, within a bound that grows with the name's length.
enum NameSuggester {
    /// The candidate closest to `name`: a case-insensitive equal first, then the shortest candidate that
    /// starts with `name` (3 or more characters typed), else the closest by edit distance
    /// (see `SpellingSuggestions`; earlier candidates win ties); nil when none is close.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = Array(name.lowercased().utf8)
        guard !lowered.isEmpty, lowered.count <= 64 else { return nil }
        if let equal = candidates.first(where: { $0.lowercased() == name.lowercased() && $0 != name }) { return equal }
        if lowered.count >= 3 {
            let prefixed = candidates.filter { $0.count > name.count && $0.lowercased().hasPrefix(name.lowercased()) }
            if let shortest = prefixed.min(by: { $0.count < $1.count }) { return shortest }
        }
        return SpellingSuggestions.closest(to: name, in: candidates.filter { $0 != name }, limit: 1).first
    }
}
