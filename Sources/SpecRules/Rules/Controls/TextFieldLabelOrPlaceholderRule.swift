import SpecKnowledge
import SpecModel
import SpecSyntax

/// Every text field says what to enter: a visible label or placeholder text.
public struct TextFieldLabelOrPlaceholderRule: Rule {
    public static let description = RuleDescription(
        id: "text-field-label-or-placeholder",
        title: "Text fields have a label or placeholder",
        category: .controls,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("entering-data", "Best-practices"),
            HIGLink.url("writing", "Best-practices")
        ],
        rationale: """
            People need to know what to type before they start: label every input and show a hint of the \
            expected value or format, such as name@example.com. A textField, secureField or searchField \
            without a title and without placeholder text is an empty box; an accessibilityLabel alone \
            helps VoiceOver but shows nothing on screen.
            """,
        quote: "Be clear about the data you need.",
        triggeringExamples: [
            .content(#"{ "type": ↓"textField", "contentType": "emailAddress" }"#),
            .content(#"{ "type": "secureField", "placeholder": ↓"", "accessibilityLabel": "Password" }"#, platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "textField", "placeholder": "name@example.com" }"#),
            .content(#"{ "type": "searchField", "title": "Search Recipes" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for field in context.components(with: .textInput) {
            guard field.visibleText == nil else { continue }
            let placeholderNode = field.value("placeholder")
            if let placeholderNode {
                guard placeholderNode.kind == .string, (placeholderNode.stringValue ?? "").isBlank
                else { continue }
            }
            guard let node = placeholderNode ?? field.kindNode else { continue }
            let example =
                field.componentKind == .searchField
                ? "\"Search Recipes\"" : field.string("contentType") == "emailAddress" ? "\"name@example.com\"" : "\"Name\""
            violations.append(
                RuleViolation(range: node.range, message: Self.message(field: field.displayName, example: example)))
        }
        return violations
    }

    /// The finding's message: `field` has no title and no placeholder; it suggests the placeholder `example` (a JSON string).
    static func message(field: String, example: String) -> String {
        "\(field) has no title and no placeholder, so nothing on screen says what to enter; add \"placeholder\": \(example) or a visible label."
    }
}
