import SpecKnowledge
import SpecSyntax

/// "Did you mean" and list formatting for rule messages over vocabularies the knowledge catalogs do not
/// cover (rule ids, token names).
enum NameSuggestions {
    /// Up to `limit` candidates close to `name` (see `SpellingSuggestions`), without repeats.
    static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        var seen: Set<String> = []
        return SpellingSuggestions.closest(to: name, in: candidates, limit: candidates.count).filter { seen.insert($0).inserted }.prefix(
            limit
        ).map { $0 }
    }

    /// Up to `limit` names of `index` close to `name`, without repeats: what `closest(to:in:limit:)`
    /// answers over `index.candidates`, looked up instead of compared with every name.
    static func closest(to name: String, in index: SpellingIndex, limit: Int = 3) -> [String] {
        index.closest(to: name, limit: limit, distinct: true)
    }

    /// `a`, `` `a` or `b` ``, `` `a`, `b` or `c` ``: names in backticks for messages.
    static func list(_ names: [String], conjunction: String = "or") -> String {
        let quoted = names.map { "`\($0)`" }
        guard let last = quoted.last else { return "" }
        if quoted.count == 1 { return last }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `iOS`, `iOS and tvOS`, `iOS, tvOS and watchOS`: plain items joined for a sentence.
    static func sentence(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `name` as a JSON string literal, for fixes that replace a whole string node.
    static func jsonQuoted(_ name: String) -> String {
        JSONStringLiteral.quoted(name)
    }
}
