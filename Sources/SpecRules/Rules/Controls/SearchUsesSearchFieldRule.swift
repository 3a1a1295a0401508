import SpecKnowledge
import SpecModel

/// Search input uses a search field, not a plain text field.
public struct SearchUsesSearchFieldRule: Rule {
    public static let description = RuleDescription(
        id: "search-uses-search-field",
        title: "Search uses a search field",
        category: .controls,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("searching", "Overview"), HIGLink.url("searching", "Best-practices")],
        rationale: """
            "To search for content within an app, people generally expect to use a search field": it has \
            the magnifying glass, the Clear button, the Search key and scope bars people know. A plain text \
            field whose placeholder or title starts with "Search" is a search field in disguise. Use \
            `"type": "searchField"` with placeholder text that says what can be searched. The article has no \
            platform exceptions, so every platform is checked. People "generally expect" a search field, so this \
            is information.
            """,
        quote: "To search for content within an app, people generally expect to use a search field.",
        triggeringExamples: [
            .content(#"{ "type": ↓"textField", "placeholder": "Search recipes", "height": 44 }"#),
            .content(#"{ "type": ↓"textField", "title": "Search", "width": 200, "height": 28 }"#, platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": ↓"textField", "placeholder": "search trails…", "height": 60 }"#,
                platforms: #""iPadOS": "17.0", "visionOS": "1.0""#),
            .content(#"{ "type": ↓"textField", "placeholder": "Search", "height": 66 }"#, platforms: #""tvOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "searchField", "placeholder": "Search recipes", "height": 44 }"#),
            .content(
                #"{ "type": "textField", "placeholder": "Searchlight model number", "width": 200, "height": 28 }"#,
                platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "textField", "placeholder": "Name", "height": 60 }"#, platforms: #""iPadOS": "17.0", "visionOS": "1.0""#),
            .content(#"{ "type": "searchField", "placeholder": "Search", "height": 66 }"#, platforms: #""tvOS": "17.0", "watchOS": "10.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": ↓"textField", "placeholder": "Search recipes", "height": 44 }"#,
                #"{ "type": "searchField", "placeholder": "Search recipes", "height": 44 }"#)
        ], scope: .screen)

    /// The word that marks a search field's placeholder or title.
    static let searchWord = "search"

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for field in context.components(.textField) {
            guard let typeNode = field.kindNode else { continue }
            let label = field.string("placeholder") ?? field.string("title") ?? ""
            let firstWord = label.split(whereSeparator: { !$0.isLetter }).first.map { $0.lowercased() }
            guard firstWord == Self.searchWord else { continue }
            violations.append(
                RuleViolation(
                    range: typeNode.range,
                    message: Self.message(label: label),
                    fix: SuggestedFix(
                        title: "Use a search field", range: typeNode.range,
                        newText: NameSuggestions.jsonQuoted(ComponentKind.searchField.rawValue))))
        }
        return violations
    }

    /// The finding's message: the text field labelled `label` is for searching and should be a search field.
    static func message(label: String) -> String {
        "Text field \"\(label)\" is for searching; use \"type\": \"searchField\" so people get the search field they know (magnifying glass, Clear button, Search key)."
    }
}
