import SpecKnowledge
import SpecModel

/// Menu item labels use title-style capitalization.
public struct MenuItemTitleCaseRule: Rule {
    public static let description = RuleDescription(
        id: "menu-item-title-case",
        title: "Menu items use title-style capitalization",
        category: .controls,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("menus", "Labels")],
        rationale: """
            "To be consistent with platform experiences, use title-style capitalization", which \
            capitalizes every word except articles, coordinating conjunctions and short prepositions, and \
            capitalizes the last word regardless of its part of speech. Words with inner capitals, digits \
            or symbols are names and left alone. The same holds for the items of menus and submenus on \
            every platform. The HIG adds "generally prefer using title-style capitalization", so this is \
            information.
            """,
        quote:
            "Although a game might have a different writing style, generally prefer using title-style capitalization, which capitalizes every word except articles, coordinating conjunctions, and short prepositions, and capitalizes the last word in the label, regardless of the part of speech.",
        triggeringExamples: [
            .content(#"{ "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": ↓"Newest first" } ] }"#),
            .content(
                #"{ "type": "menu", "title": "File", "items": [ { "type": "button", "title": ↓"save as…" }, { "type": "menu", "title": ↓"Open recent", "items": [] } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "menu", "title": "Options", "items": [ { "type": "button", "title": ↓"Turn on subtitles" } ] }"#,
                platforms: #""tvOS": "17.0", "visionOS": "1.0", "iPadOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": "Newest First" } ] }"#),
            .content(
                #"{ "type": "menu", "title": "File", "items": [ { "type": "button", "title": "Save As…" }, { "type": "button", "title": "Export as PDF" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "menu", "title": "Options", "items": [ { "type": "button", "title": "Turn On Subtitles" } ] }"#,
                platforms: #""tvOS": "17.0", "visionOS": "1.0", "iPadOS": "17.0", "watchOS": "10.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": ↓"Newest first" } ] }"#,
                #"{ "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": "Newest First" } ] }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for item in context.components(placedIn: .menuItems) {
            guard let node = item.value("title"), let title = node.stringValue, let corrected = TitleCase.corrected(title) else { continue }
            violations.append(.rewriting(node, to: corrected, message: Self.message(title: title, corrected: corrected)))
        }
        return violations
    }

    /// The finding's message for menu item `title`, which title-style capitalization writes `corrected`.
    static func message(title: String, corrected: String) -> String {
        "Menu item \"\(title)\" isn't in title-style capitalization; write \"\(corrected)\"."
    }
}
