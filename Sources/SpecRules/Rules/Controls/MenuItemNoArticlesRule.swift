import SpecKnowledge
import SpecModel

/// Menu item labels leave out articles (a, an, the).
public struct MenuItemNoArticlesRule: Rule {
    public static let description = RuleDescription(
        id: "menu-item-no-articles",
        title: "Menu items leave out articles",
        category: .controls,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("menus", "Labels")],
        rationale: """
            "Remove articles like a, an, and the from menu-item labels to save space. In English, articles \
            always lengthen labels, but rarely enhance understanding" — View Settings says as much as View \
            the Settings. Menus are narrow on every platform (a watch, a context menu, a Mac menu bar), so \
            the items of menus and submenus are checked everywhere. A label that is only an article is left \
            alone.
            """,
        quote: "Remove articles like a, an, and the from menu-item labels to save space.",
        triggeringExamples: [
            .content(#"{ "type": "menu", "title": "Options", "items": [ { "type": "button", "title": ↓"View the Settings" } ] }"#),
            .content(
                #"{ "type": "menu", "title": "File", "items": [ { "type": "button", "title": ↓"Add to a Playlist" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "menu", "title": "More", "items": [ { "type": "menu", "title": ↓"The Details", "items": [] } ] }"#,
                platforms: #""iPadOS": "17.0", "tvOS": "17.0", "visionOS": "1.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "menu", "title": "Options", "items": [ { "type": "button", "title": "View Settings" } ] }"#),
            .content(
                #"{ "type": "menu", "title": "File", "items": [ { "type": "button", "title": "Add to Playlist" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "button", "title": "Show the Map" }, { "type": "menu", "title": "More", "items": [ { "type": "button", "title": "Theme" } ] }"#,
                platforms: #""iPadOS": "17.0", "tvOS": "17.0", "visionOS": "1.0", "watchOS": "10.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "menu", "title": "Options", "items": [ { "type": "button", "title": ↓"View the Settings" } ] }"#,
                #"{ "type": "menu", "title": "Options", "items": [ { "type": "button", "title": "View Settings" } ] }"#)
        ], scope: .screen)

    /// English articles.
    static let articles: Set<String> = ["a", "an", "the"]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for item in context.components(placedIn: .menuItems) {
            guard let node = item.value("title"), let title = node.stringValue else { continue }
            let words = title.split(separator: " ")
            let kept = words.filter { !Self.articles.contains($0.lowercased()) }
            guard kept.count < words.count, !kept.isEmpty else { continue }
            var corrected = kept.joined(separator: " ")
            // The first word keeps its capital when an article in front of it is removed.
            if let first = corrected.first, first.isLowercase { corrected = first.uppercased() + corrected.dropFirst() }
            let removed = words.filter { Self.articles.contains($0.lowercased()) }.map(String.init)
            violations.append(
                .rewriting(
                    node, to: corrected,
                    message: Self.message(title: title, articles: removed, corrected: corrected)))
        }
        return violations
    }

    /// The finding's message: menu item `title` uses `articles`, and `corrected` is it without them.
    static func message(title: String, articles: [String], corrected: String) -> String {
        "Menu item \"\(title)\" uses \(NameSuggestions.sentence(articles.map { "\"\($0)\"" })); leave articles out of menu items: \"\(corrected)\"."
    }
}
