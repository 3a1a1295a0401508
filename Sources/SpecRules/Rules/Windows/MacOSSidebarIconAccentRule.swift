import SpecKnowledge
import SpecModel
import SpecSyntax

/// Most macOS sidebar icons follow the accent color people choose.
public struct MacOSSidebarIconAccentRule: Rule {
    public static let description = RuleDescription(
        id: "macos-sidebar-icon-accent",
        title: "Most macOS sidebar icons follow the accent color",
        category: .windows,
        defaultSeverity: .warning,
        platforms: [.macOS],
        higURLs: [HIGLink.url("sidebars", "macOS"), HIGLink.url("color", "App-accent-colors")],
        rationale: """
            By default, macOS sidebar icons use the current accent color, and people expect to see the accent \
            color they chose in every app. A fixed color can clarify an icon's meaning, and the system keeps it \
            when the accent changes; but avoid a fixed color for all sidebar icons and make sure most of them \
            display the color people choose. A sidebar icon with a `color` has a fixed color.
            """,
        quote: "Avoid stylizing your app by specifying a fixed color for all sidebar icons.",
        triggeringExamples: [
            .screen(
                #""sidebar": { "items": [ { "type": "label", "title": "Today", "symbol": "sun.max", "color": ↓"systemOrange" }, { "type": "label", "title": "Starred", "symbol": "star", "color": "systemYellow" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""sidebar": { "items": [ { "type": "list", "title": "Smart Feeds", "children": [ { "type": "label", "title": "Today", "symbol": "sun.max", "color": ↓"systemOrange" }, { "type": "label", "title": "Unread", "symbol": "circle", "color": "systemBlue" }, { "type": "label", "title": "Starred", "symbol": "star" } ] } ] }"#,
                platforms: #""iPadOS": "17.0", "macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            // One fixed color among several accent-colored icons carries meaning.
            .screen(
                #""sidebar": { "items": [ { "type": "label", "title": "Today", "symbol": "sun.max" }, { "type": "label", "title": "Unread", "symbol": "circle" }, { "type": "label", "title": "Starred", "symbol": "star", "color": "systemYellow" } ] }"#,
                platforms: #""macOS": "14.0""#),
            // Half is not most.
            .screen(
                #""sidebar": { "items": [ { "type": "label", "title": "Today", "symbol": "sun.max", "color": "systemOrange" }, { "type": "label", "title": "Unread", "symbol": "circle" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""sidebar": { "items": [ { "type": "label", "title": "Today", "symbol": "sun.max", "color": "systemOrange" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""sidebar": { "items": [ { "type": "label", "title": "Today", "symbol": "sun.max", "color": "systemOrange" }, { "type": "label", "title": "Starred", "symbol": "star", "color": "systemYellow" } ] }"#,
                platforms: #""iPadOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            let icons = context.spec.components(of: screen).filter {
                $0.string("symbol") != nil && context.spec.topLevel(of: $0).placement == .sidebar
            }
            let fixed = icons.compactMap { icon in icon.value("color").map { (icon, $0) } }
            guard icons.count >= 2, fixed.count * 2 > icons.count, let (first, colorNode) = fixed.first else { continue }
            violations.append(
                RuleViolation(
                    range: colorNode.range,
                    message: Self.message(
                        fixed: fixed.count, of: icons.count, screen: screen.displayName, first: first.displayName,
                        color: Self.text(of: colorNode)),
                    // The HIG says "avoid" of a fixed color for all icons; for most but not all it
                    // only wants most icons to show the chosen color.
                    severity: fixed.count == icons.count ? nil : .information,
                    related: fixed.dropFirst().map { RelatedLocation(range: $0.1.range, message: "also a fixed sidebar icon color") }))
        }
        return violations
    }

    /// The finding's message: `fixed` of the `count` sidebar icons in `screen` have a fixed color, the first being
    /// `first`'s `color` (as written).
    static func message(fixed: Int, of count: Int, screen: String, first: String, color: String) -> String {
        let share = fixed == count ? "All \(count)" : "\(fixed) of \(count)"
        return
            "\(share) sidebar icons in \(screen) have a fixed color (\(first) starts with \(color)); in macOS most sidebar icons show the accent color people choose. Keep \"color\" only where the color carries meaning."
    }

    private static func text(of node: SyntaxNode) -> String {
        node.stringValue.map { "`\($0)`" } ?? "a color"
    }
}
