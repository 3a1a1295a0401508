import SpecKnowledge
import SpecModel
import SpecSyntax

/// On iPhone a screen does not show a bottom toolbar and a tab bar at once.
public struct TabBarAndToolbarExclusiveRule: Rule {
    public static let description = RuleDescription(
        id: "tab-bar-and-toolbar-exclusive",
        title: "No toolbar and tab bar on the same iPhone screen",
        category: .bars,
        defaultSeverity: .information,
        platforms: [.iOS],
        higURLs: [HIGLink.url("toolbars")],
        rationale: """
            On iPhone both the tab bar and the bottom toolbar sit at the bottom edge; showing both stacks \
            two bars, crowds the content and mixes navigation with actions. Put the actions in the \
            navigation bar or in the content instead. This comes from an unofficial (third-party) iOS HIG \
            summary, so it is reported as information.
            """,
        authority: .unofficial,
        quote: "A tab bar lets people switch quickly among different sections of an app. They never appear at the same time.",
        triggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home" }, { "title": "Saved" }, { "title": "Search" } ] }, ↓"toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }"#
            ),
            .screen(
                #"↓"toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }, "tabBar": { "items": [ { "title": "Home" } ] }"#,
                platforms: #""iOS": "17.0", "iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home" } ] }, "toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }"#,
                platforms: #""iPadOS": "17.0""#),
            .screen(#""tabBar": { "items": [ { "title": "Home" } ] }, "toolbar": { "items": [] }"#),
            .screen(#""toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            guard !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty,
                let tabBarProperty = screen.node.property("tabBar"), screen.tabBar != nil,
                let toolbarProperty = screen.node.property("toolbar"), let toolbar = screen.toolbar,
                let toolbarKey = toolbarProperty.key, let tabBarKey = tabBarProperty.key,
                let items = toolbar["items"], !items.elements.isEmpty
            else { continue }
            violations.append(
                RuleViolation(
                    range: toolbarKey.range,
                    message: Self.message(screen: screen.displayName, toolbarItems: items.elements.count),
                    related: [RelatedLocation(range: tabBarKey.range, message: "The tab bar is here.")]))
        }
        return violations
    }

    /// The finding's message: `screen` has a toolbar of `toolbarItems` items and a tab bar, both at the bottom.
    static func message(screen: String, toolbarItems: Int) -> String {
        "\(screen.prefix(1).uppercased() + screen.dropFirst()) has a toolbar with \(toolbarItems) item\(toolbarItems == 1 ? "" : "s") and a tab bar; on iPhone both sit at the bottom, so move the actions into the navigation bar or the content."
    }
}
