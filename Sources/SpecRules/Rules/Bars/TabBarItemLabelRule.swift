import SpecKnowledge
import SpecModel
import SpecSyntax

/// Every tab has a visible title; in visionOS every tab also has a symbol.
public struct TabBarItemLabelRule: Rule {
    public static let description = RuleDescription(
        id: "tab-bar-item-label",
        title: "Tabs have a title (and a symbol in visionOS)",
        category: .bars,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .tvOS, .visionOS],
        higURLs: [
            HIGLink.url("tab-bars", "Best-practices"),
            HIGLink.url("tab-bars", "visionOS")
        ],
        rationale: """
            A tab's title tells people what the section contains; a symbol alone is often ambiguous. \
            Label every tab, ideally with a single word. In visionOS the tab bar is a vertical ornament that \
            shows symbols and reveals the titles when people look at it, so each tab needs both a symbol \
            and a short title.
            """,
        quote: "Include tab labels to help with navigation.",
        triggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "symbol": ↓"gear" }, { "title": "Saved", "symbol": "bookmark" } ] }"#
            ),
            .screen(
                #""tabBar": { "items": [ { "title": ↓"Home" }, { "title": "Library", "symbol": "books.vertical" }, { "title": ↓"   ", "symbol": "magnifyingglass" } ] }"#,
                platforms: #""visionOS": "2.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "title": "Settings", "symbol": "gear" }, { "title": "Saved" } ] }"#
            ),
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "title": "Library", "symbol": "books.vertical" }, { "title": "Search", "symbol": "magnifyingglass" } ] }"#,
                platforms: #""visionOS": "2.0""#),
            .screen(
                #""tabBar": { "items": [ { "symbol": "house" }, { "symbol": "gear" }, { "symbol": "bookmark" } ] }"#,
                platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            let platforms = Set(context.judgedPlatforms(for: screen, among: Self.description.platforms).platforms)
            guard !platforms.isEmpty, let items = screen.tabBar?["items"], items.kind == .array else { continue }
            for (index, item) in items.elements.enumerated() where item.kind == .object {
                let titleNode = item["title"]
                let title = titleNode?.stringValue?.trimmingWhitespace ?? ""
                let symbolNode = item["symbol"]
                let symbol = symbolNode?.stringValue ?? ""
                if title.isEmpty {
                    guard titleNode == nil || titleNode?.kind == .string else { continue }
                    violations.append(
                        RuleViolation(
                            range: (titleNode ?? symbolNode ?? item).range,
                            message: Self.noTitle(tab: index + 1, symbol: symbol.isEmpty ? nil : symbol)
                        ))
                } else if platforms.contains(.visionOS), symbol.isEmpty, symbolNode == nil || symbolNode?.kind == .string {
                    violations.append(
                        RuleViolation(
                            range: (titleNode ?? item).range,
                            message: Self.noSymbolOnVisionOS(title: title)
                        ))
                }
            }
        }
        return violations
    }

    /// The finding's message: tab number `tab` has no title and shows only `symbol` (or nothing).
    static func noTitle(tab: Int, symbol: String?) -> String {
        let shown = symbol.map { "only the `\($0)` symbol" } ?? "nothing"
        return "Tab \(tab) shows \(shown); give every tab a short title, ideally one word, so people know what the section holds."
    }

    /// The finding's message: the tab titled `title` has no symbol, which every visionOS tab needs.
    static func noSymbolOnVisionOS(title: String) -> String {
        "Tab \"\(title)\" has no symbol; in visionOS every tab needs a symbol and a short title, since the tab bar shows the symbols until people look at it."
    }
}
