import SpecKnowledge
import SpecModel

/// Button titles use title-style capitalization.
public struct ButtonTitleCaseRule: Rule {
    public static let description = RuleDescription(
        id: "button-title-case",
        title: "Button titles use title-style capitalization",
        category: .controls,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("buttons", "Content"), HIGLink.url("writing", "Best-practices")],
        rationale: """
            "Using title-style capitalization, consider starting the label with a verb" (for example, \
            "Add to Cart"). Title style capitalizes every word except articles, coordinating conjunctions \
            and short prepositions, and always the first and last word. Words with inner capitals, digits \
            or symbols (`iPhone`, `2FA`) are names and left alone. The HIG lets an app choose a style \
            consistently, so this is information.
            """,
        quote:
            "Using title-style capitalization, consider starting the label with a verb to help convey the button’s action — for example, a button that lets people add items to their shopping cart might use the label “Add to Cart.”",
        triggeringExamples: [
            .content(#"{ "type": "button", "title": ↓"Add to cart" }"#),
            .content(#"{ "type": "button", "title": ↓"Sign in" }"#, platforms: #""macOS": "14.0""#),
            .screen(#""toolbar": { "items": [ { "type": "button", "title": ↓"start workout" } ] }"#, platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "button", "title": ↓"Play from the beginning" }"#,
                platforms: #""tvOS": "17.0", "visionOS": "1.0", "iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "title": "Add to Cart" }"#),
            .content(#"{ "type": "button", "title": "Sign In with iPhone" }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "button", "title": "Start" }"#, platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "button", "title": "Play from the Beginning" }"#,
                platforms: #""tvOS": "17.0", "visionOS": "1.0", "iPadOS": "17.0""#),
            .content(#"{ "type": "text", "text": "Add to cart" }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "button", "title": ↓"Add to cart" }"#,
                #"{ "type": "button", "title": "Add to Cart" }"#),
            // A comma after a word leaves it a word (AC Helper's "…turnip predictions notification, you can…").
            .content(
                #"{ "type": "button", "title": ↓"Save your notes, then quit" }"#,
                #"{ "type": "button", "title": "Save Your Notes, Then Quit" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for button in context.components(.button) where button.placement != .menuItems {
            guard let node = button.value("title"), let title = node.stringValue, let corrected = TitleCase.corrected(title) else {
                continue
            }
            violations.append(.rewriting(node, to: corrected, message: Self.message(title: title, corrected: corrected)))
        }
        return violations
    }

    /// The finding's message for button title `title`, which title-style capitalization writes `corrected`.
    static func message(title: String, corrected: String) -> String {
        "Button title \"\(title)\" isn't in title-style capitalization; write \"\(corrected)\"."
    }
}
