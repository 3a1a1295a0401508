import SpecKnowledge
import SpecModel
import SpecSyntax

/// Tab labels are single words whenever possible.
public struct TabItemTitleSingleWordRule: Rule {
    public static let description = RuleDescription(
        id: "tab-item-title-single-word",
        title: "Tab labels are single words whenever possible",
        category: .bars,
        defaultSeverity: .information,
        platforms: [.iOS, .iPadOS, .tvOS, .visionOS],
        higURLs: [HIGLink.url("tab-bars", "Best-practices")],
        rationale: """
            A tab label sits beneath or beside the tab's symbol and describes the type of content or \
            functionality the tab holds; a single word (Browse, Library, Search) reads at a glance and fits \
            every width and language. A title of several words is reported as information, since the HIG \
            asks for single words "whenever possible".
            """,
        quote: "Use single words whenever possible.",
        triggeringExamples: [
            .screen(#""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "title": ↓"My Recipes", "symbol": "book" } ] }"#),
            .screen(
                #""tabBar": { "items": [ { "title": ↓"Watch Now", "symbol": "play.rectangle" } ] }"#,
                platforms: #""tvOS": "17.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(#""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "title": "Recipes", "symbol": "book" } ] }"#),
            .screen(#""tabBar": { "items": [ { "symbol": "house", "accessibilityLabel": "Home Screen" }, { "title": " Saved ", "symbol": "bookmark" } ] }"#),
            // Tab bars of other platforms: not judged.
            .screen(#""tabBar": { "items": [ { "title": "Watch Now", "symbol": "play" } ] }"#, platforms: #""watchOS": "10.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            for item in TabItem.items(of: screen) {
                guard let node = item.node["title"], let title = node.stringValue else { continue }
                let words = title.split(whereSeparator: \.isWhitespace)
                guard words.count > 1 else { continue }
                violations.append(RuleViolation(range: node.range, message: Self.message(title: title, words: words.count)))
            }
        }
        return violations
    }

    /// The finding's message: tab title `title` has `words` words.
    static func message(title: String, words: Int) -> String {
        "Tab label \"\(title)\" is \(words) words; use a single word whenever possible, such as the name of the content the tab holds."
    }
}
