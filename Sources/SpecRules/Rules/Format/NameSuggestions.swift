import SpecFoundation
import SpecSyntax

/// List formatting for rule messages that name suggestions (the suggestions themselves come from
/// SpecFoundation's `Suggester`).
enum NameSuggestions {
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
