import SpecKnowledge
import SpecModel

/// Did-you-mean suggestions for a misspelled color name: system color names and the spec's tokens.
enum ColorNameSuggester {
    /// A token name within typo distance of `name`, else the catalog's closest system color name, else
    /// a token or system name that differs from `name` by two swapped neighbouring letters (`lable` →
    /// `label`, which plain edit distance counts as two edits); nil when nothing is close.
    static func suggestion(for name: String, in spec: DesignSpec) -> String? {
        let tokens = spec.colorTokens.map(\.name)
        if let token = NameSuggestions.closest(to: name, in: tokens, limit: 1).first { return token }
        if let system = SystemColorCatalog.shared.suggestions(for: name, limit: 1).first { return system }
        let systemNames = SystemColorCatalog.shared.all.flatMap { [$0.name] + ($0.swiftUIName.map { [$0] } ?? []) }
        return (tokens + systemNames).first { isTransposition(of: name, $0) }
    }

    /// True when `lhs` and `rhs` (compared case-insensitively) differ only by one swap of adjacent characters.
    static func isTransposition(of lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.lowercased())
        let b = Array(rhs.lowercased())
        guard a.count == b.count, a != b else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.count == 2, let first = differing.first, let last = differing.last, last == first + 1 else { return false }
        return a[first] == b[last] && a[last] == b[first]
    }
}
