import SpecKnowledge
import SpecModel
import SpecSyntax

/// Tabs are never disabled.
public struct TabItemNotDisabledRule: Rule {
    public static let description = RuleDescription(
        id: "tab-item-not-disabled",
        title: "Tabs are never disabled",
        category: .bars,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .tvOS, .visionOS],
        higURLs: [HIGLink.url("tab-bars", "Best-practices")],
        rationale: """
            A tab bar is how people move between the sections of an app; a dimmed tab makes a section look \
            broken, and people can't tell why. Keep every tab enabled even when its content is unavailable, \
            and explain in the section why it is empty. The check reads a tab's `isDisabled`.
            """,
        quote: "Don’t disable or hide tab bar buttons, even when their content is unavailable.",
        triggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill" }, { "title": "Library", "symbol": "books.vertical.fill", "isDisabled": ↓true } ] }"#
            ),
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "isDisabled": ↓true } ] }"#,
                platforms: #""visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "isDisabled": false }, { "title": "Library", "symbol": "books.vertical.fill" } ] }"#
            ),
            // macOS shows no tab bar of this kind.
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "isDisabled": true } ] }"#,
                platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            for item in TabItem.items(of: screen) {
                guard let node = item.node["isDisabled"], node.booleanValue == true else { continue }
                violations.append(
                    RuleViolation(range: node.range, message: Self.message(item: item.name, screen: screen.displayName)))
            }
        }
        return violations
    }

    /// The finding's message: tab `item` in `screen` is disabled.
    static func message(item: String, screen: String) -> String {
        "\(item) in \(screen) is disabled; don't disable or hide tabs, even when their content is unavailable. Keep it enabled and explain in the section why it is empty."
    }
}
