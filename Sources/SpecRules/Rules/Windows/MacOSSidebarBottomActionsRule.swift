import SpecKnowledge
import SpecModel
import SpecSyntax

/// macOS sidebars keep actions away from their bottom, which often ends up below the screen.
public struct MacOSSidebarBottomActionsRule: Rule {
    public static let description = RuleDescription(
        id: "macos-sidebar-bottom-actions",
        title: "No actions at the bottom of a macOS sidebar",
        category: .windows,
        defaultSeverity: .warning,
        platforms: [.macOS],
        higURLs: [HIGLink.url("sidebars", "macOS"), HIGLink.url("layout", "macOS")],
        rationale: """
            Avoid putting critical information or actions at the bottom of a sidebar (or a window): people often \
            move a window so that its bottom edge is below the bottom of the screen. A sidebar's actions are its \
            buttons, links and menus; when they come after all of its navigation rows they sit at its bottom. \
            Put them in the toolbar, in a menu or in the sidebar's context menu instead.
            """,
        quote: "Avoid putting critical information or actions at the bottom of a sidebar.",
        triggeringExamples: [
            .screen(
                #""sidebar": { "items": [ { "type": "label", "title": "Today", "symbol": "sun.max" }, { "type": "label", "title": "Starred", "symbol": "star" }, { "type": ↓"button", "title": "Add Feed", "symbol": "plus" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""sidebar": { "items": [ { "type": "list", "title": "Feeds", "children": [ { "type": "label", "title": "Swift" } ] }, { "type": ↓"menu", "title": "Manage", "items": [ { "type": "button", "title": "Add Feed" } ] }, { "type": "button", "title": "Refresh" } ] }"#,
                platforms: #""iOS": "17.0", "macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""sidebar": { "items": [ { "type": "button", "title": "New Mailbox", "symbol": "plus" }, { "type": "label", "title": "Inbox", "symbol": "tray" } ] }"#,
                platforms: #""macOS": "14.0""#),
            // Rows drawn as buttons throughout are navigation, not a bottom action.
            .screen(
                #""sidebar": { "items": [ { "type": "button", "title": "Inbox" }, { "type": "button", "title": "Sent" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""sidebar": { "items": [ { "type": "label", "title": "Inbox" }, { "type": "button", "title": "Add" } ] }"#,
                platforms: #""iPadOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            let items = Array(context.components(placedIn: .sidebar, in: screen))
            let trailingActions = items.reversed().prefix { $0.traits.contains(.actsWhenChosen) }
            guard trailingActions.count < items.count, let first = trailingActions.last, let node = first.kindNode else { continue }
            let names = trailingActions.reversed().map(\.displayName)
            violations.append(
                RuleViolation(range: node.range, message: Self.message(actions: names, screen: screen.displayName)))
        }
        return violations
    }

    /// The finding's message: the `actions` (display names) sit at the bottom of `screen`'s sidebar.
    static func message(actions: [String], screen: String) -> String {
        "\(actions.joined(separator: ", ")) \(actions.count == 1 ? "sits" : "sit") at the bottom of the sidebar in \(screen); in macOS windows often extend below the screen, hiding a sidebar's bottom. Move \(actions.count == 1 ? "it" : "them") to the toolbar, a menu or the sidebar's context menu."
    }
}
