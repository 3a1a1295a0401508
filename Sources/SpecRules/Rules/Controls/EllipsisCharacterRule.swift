import Foundation
import SpecKnowledge
import SpecModel

/// Titles that ask for more input end with the ellipsis character, not three periods.
public struct EllipsisCharacterRule: Rule {
    public static let description = RuleDescription(
        id: "ellipsis-character",
        title: "Titles use the ellipsis character",
        category: .controls,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("menus", "Labels"), HIGLink.url("buttons", "Push-buttons")],
        rationale: """
            A trailing ellipsis on a menu item or button says that people give more input before the action \
            completes. The HIG asks for "The ellipsis character (…)"; three periods read differently to \
            VoiceOver, break differently and look wider. Titles of buttons, links and menu items are \
            checked on every platform. The HIG describes the character without a "don't", so this is \
            information.
            """,
        quote:
            "The ellipsis character (…) signals that people need to input information or make additional choices, typically within another view.",
        triggeringExamples: [
            .content(#"{ "type": "button", "title": ↓"Share..." }"#),
            .content(
                #"{ "type": "menu", "title": "File", "items": [ { "type": "button", "title": ↓"Export..." } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "link", "title": ↓"More...", "url": "https://example.com" }"#,
                platforms: #""iPadOS": "17.0", "tvOS": "17.0", "visionOS": "1.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "title": "Share…" }"#),
            .content(
                #"{ "type": "menu", "title": "File", "items": [ { "type": "button", "title": "Export…" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "text", "text": "Loading..." }"#,
                platforms: #""iPadOS": "17.0", "tvOS": "17.0", "visionOS": "1.0", "watchOS": "10.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "button", "title": ↓"Share..." }"#,
                #"{ "type": "button", "title": "Share…" }"#)
        ], scope: .screen)

    /// Three periods.
    static let periods = "..."

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.union([context.components(with: .actsWhenChosen), context.components(placedIn: .menuItems)]) {
            guard let node = component.value("title"), let title = node.stringValue, title.contains(Self.periods) else { continue }
            let corrected = title.replacingOccurrences(of: Self.periods, with: "…")
            violations.append(
                .rewriting(
                    node, to: corrected,
                    message: Self.message(component: component.displayName, corrected: corrected)))
        }
        return violations
    }

    /// The finding's message: `component`'s title uses three periods, and `corrected` is it with the ellipsis character.
    static func message(component: String, corrected: String) -> String {
        "\(component) uses three periods; write the ellipsis character: \"\(corrected)\"."
    }
}
