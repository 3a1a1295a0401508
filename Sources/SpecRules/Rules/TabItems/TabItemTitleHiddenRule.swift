import SpecKnowledge
import SpecModel
import SpecSyntax

/// Tabs show their titles; a title kept only for VoiceOver is not a label people see.
public struct TabItemTitleHiddenRule: Rule {
    public static let description = RuleDescription(
        id: "tab-item-title-hidden",
        title: "Tabs show their titles",
        category: .bars,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .tvOS],
        higURLs: [HIGLink.url("tab-bars", "Best-practices")],
        rationale: """
            Apps often hide a tab's title and keep it only for VoiceOver (`"isTitleHidden": true`). VoiceOver \
            then still names the tab, but people who see the bar get a symbol alone, which is often \
            ambiguous; a visible label describes the type of content the tab holds. Show the title. visionOS \
            is not judged: its tab bar reveals the titles when people look at it. A tab with no title at all \
            is reported by `tab-bar-item-label`.
            """,
        quote: "Include tab labels to help with navigation.",
        triggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "isTitleHidden": ↓true }, { "title": "Search", "symbol": "magnifyingglass" } ] }"#
            ),
            .screen(
                #""tabBar": { "items": [ { "title": "Movies", "symbol": "film", "isTitleHidden": ↓true } ] }"#,
                platforms: #""tvOS": "17.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(#""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "isTitleHidden": false } ] }"#),
            // visionOS reveals the titles when people look at the tab bar.
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "isTitleHidden": true } ] }"#,
                platforms: #""visionOS": "1.0""#),
            // No title to show: tab-bar-item-label's finding.
            .screen(#""tabBar": { "items": [ { "symbol": "house.fill", "isTitleHidden": true } ] }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            for item in TabItem.items(of: screen) {
                guard let node = item.node["isTitleHidden"], node.booleanValue == true,
                    let title = item.node["title"]?.stringValue?.trimmingWhitespace, !title.isEmpty
                else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.message(title: title, screen: screen.displayName, symbol: item.node["symbol"]?.stringValue)))
            }
        }
        return violations
    }

    /// The finding's message: tab `title` in `screen` hides its title, so people see only `symbol` (or no label).
    static func message(title: String, screen: String, symbol: String?) -> String {
        let seen = symbol.map { "only the `\($0)` symbol" } ?? "no label"
        return
            "Tab \"\(title)\" in \(screen) hides its title: VoiceOver still speaks \"\(title)\", but people see \(seen). Include tab labels to help with navigation: remove \"isTitleHidden\"."
    }
}
