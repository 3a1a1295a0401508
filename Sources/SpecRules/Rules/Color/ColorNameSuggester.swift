import SpecKnowledge
import SpecModel

/// Did-you-mean suggestions for a misspelled color name: system color names and the tokens the spec sees (its own and imported).
enum ColorNameSuggester {
    /// A token name within typo distance of `name`, else the catalog's closest system color name;
    /// nil when nothing is close.
    static func suggestion(for name: String, in spec: DesignSpec) -> String? {
        if let token = spec.colorTokenNameIndex.suggestions(for: name, limit: 1).first { return token }
        return SystemColorCatalog.shared.suggestions(for: name, limit: 1).first
    }
}
