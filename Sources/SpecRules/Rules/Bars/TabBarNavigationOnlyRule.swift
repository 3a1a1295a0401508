import SpecKnowledge
import SpecModel
import SpecSyntax

/// Tabs navigate between sections; a tab that composes, adds or shares is an action in the wrong place.
public struct TabBarNavigationOnlyRule: Rule {
    public static let description = RuleDescription(
        id: "tab-bar-navigation-only",
        title: "Tab bars navigate, they don't perform actions",
        category: .bars,
        defaultSeverity: .warning,
        platforms: Platform.allCases.filter { PlatformCatalog.shared.profile(for: $0).supports(article: Self.article) },
        higURLs: [HIGLink.url("tab-bars", "Best-practices"), HIGLink.url("icons", "Editing")],
        rationale: """
            "Use a tab bar to support navigation, not to provide actions." A tab that composes a post, adds \
            an item or shares is an action: it leaves people without a selected section and behaves unlike \
            every other tab. Put actions that act on the current view in a toolbar or navigation bar \
            instead. A tab is taken for an action when its title is an action of the HIG's Editing or \
            Sharing and exporting icon tables (Compose, Add, Share, Delete…) or its symbol is that action's \
            standard symbol (`square.and.pencil`, `plus`, `square.and.arrow.up`… or their `.fill` and \
            `.circle` variants). The Folder row (and Move to, which shares its symbol) also names a place, \
            so it is not taken for an action.
            """,
        quote: "Use a tab bar to support navigation, not to provide actions.",
        triggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill" }, ↓{ "title": "Post", "symbol": "plus.circle.fill" }, { "title": "Profile", "symbol": "person.crop.circle" } ] }"#
            ),
            .screen(
                #""tabBar": { "items": [ { "title": "Inbox", "symbol": "tray" }, ↓{ "title": "Compose", "symbol": "envelope" } ] }"#,
                platforms: #""iPadOS": "18.0""#),
            .screen(
                #""tabBar": { "items": [ { "title": "Library", "symbol": "books.vertical" }, ↓{ "title": "New", "symbol": "square.and.pencil" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""tabBar": { "items": [ { "title": "Watch Now", "symbol": "play.tv" }, ↓{ "title": "Share…", "symbol": "person.2" } ] }"#,
                platforms: #""tvOS": "17.0""#),
            .screen(
                #""tabBar": { "items": [ { "title": "Feed", "symbol": "newspaper" }, ↓{ "title": "Write", "symbol": "square.and.pencil" } ] }"#,
                platforms: #""visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill" }, { "title": "Search", "symbol": "magnifyingglass" }, { "title": "Profile", "symbol": "person.crop.circle" } ] }"#
            ),
            .screen(
                #""tabBar": { "items": [ { "title": "Files", "symbol": "folder" }, { "title": "Shared", "symbol": "person.2" } ] }"#,
                platforms: #""iPadOS": "18.0""#),
            .screen(
                #""toolbar": { "items": [ { "type": "button", "title": "Compose", "symbol": "square.and.pencil" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""tabBar": { "items": [ { "title": "Movies", "symbol": "film" }, { "title": "Shows", "symbol": "tv" } ] }"#,
                platforms: #""tvOS": "17.0""#),
            .screen(
                #""tabBar": { "items": [ { "title": "Places", "symbol": "map" }, { "title": "Additions", "symbol": "sparkles" } ] }"#,
                platforms: #""visionOS": "1.0""#)
        ], scope: .screen)

    /// The HIG article about tab bars (it says on which platforms they exist).
    static let article = "tab-bars"
    /// The HIG's standard icon tables whose rows are commands.
    static let commandTables = ["icons.editing", "icons.sharing-and-exporting"]
    /// Rows of those tables that also name a place people go to.
    static let placeActions: Set<String> = ["Folder", "Move to"]
    /// Variants of a standard symbol that still read as the same action.
    static let symbolSuffixes = ["", ".fill", ".circle", ".circle.fill"]

    /// A command of the standard icon tables: its action and standard symbol.
    typealias Command = (action: String, symbol: String)

    /// The commands of `commandTables` (less `placeActions`), each found by its lowercased action and by
    /// its symbol with each of `symbolSuffixes`; where two commands share a key, the earlier in the tables.
    static let commands: (byTitle: [String: Command], bySymbol: [String: Command]) = {
        let commands = commandTables.flatMap { HIGFigures.actions(inIconTable: $0) }.filter { !placeActions.contains($0.action) }
        var byTitle: [String: Command] = [:]
        var bySymbol: [String: Command] = [:]
        for command in commands {
            if byTitle[command.action.lowercased()] == nil { byTitle[command.action.lowercased()] = command }
            for suffix in symbolSuffixes where bySymbol[command.symbol + suffix] == nil { bySymbol[command.symbol + suffix] = command }
        }
        return (byTitle, bySymbol)
    }()

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let commands = Self.commands
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            guard !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty,
                let items = screen.tabBar?["items"], items.kind == .array
            else { continue }
            for item in items.elements where item.kind == .object {
                let title = item["title"]?.stringValue.map(StandardActionSymbolsRule.normalized)
                let symbol = item["symbol"]?.stringValue
                let byTitle = title.flatMap { commands.byTitle[$0] }
                let bySymbol = symbol.flatMap { commands.bySymbol[$0] }
                guard let command = byTitle ?? bySymbol else { continue }
                violations.append(
                    RuleViolation(
                        range: item.range,
                        message: Self.message(
                            tab: item["title"]?.stringValue, action: command.action, symbol: command.symbol, byTitle: byTitle != nil)
                    ))
            }
        }
        return violations
    }

    /// The finding's message: the `tab` (by title, when it has one) is the command `action`, found `byTitle` or
    /// else by its standard `symbol`; move it to a bar button.
    static func message(tab: String?, action: String, symbol: String, byTitle: Bool) -> String {
        let label = tab.map { "Tab \"\($0)\"" } ?? "A tab"
        let evidence = byTitle ? "is the \(action) action" : "uses `\(symbol)`, the standard symbol for \(action)"
        return
            "\(label) \(evidence); tab bars navigate between sections. Move \(action) to a toolbar or navigation bar button (`\(symbol)`) and keep tabs for sections."
    }
}
