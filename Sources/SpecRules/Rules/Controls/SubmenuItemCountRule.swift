import SpecKnowledge
import SpecModel

/// A submenu with more than about five items is better as a menu of its own.
public struct SubmenuItemCountRule: Rule {
    public static let description = RuleDescription(
        id: "submenu-item-count",
        title: "Submenus have about five items or fewer",
        category: .controls,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("menus", "Submenus")],
        rationale: """
            "Limit the depth and length of submenus." When a submenu holds more than about five items, \
            consider giving them a menu of their own, since people must hold the pointer (or their gaze) \
            over the parent item while they scan a long list. The figure is read from the HIG's component \
            count table and holds on every platform; it is approximate, so this is information.
            """,
        quote: "Also, if a submenu contains more than about five items, consider creating a new menu.",
        triggeringExamples: [
            .content(
                #"{ "type": "menu", "title": "Edit", "items": [ { "type": "menu", "title": "Transform", "items": [ { "type": "button", "title": "Uppercase" }, { "type": "button", "title": "Lowercase" }, { "type": "button", "title": "Capitalize" }, { "type": "button", "title": "Reverse" }, { "type": "button", "title": "Shuffle" }, ↓{ "type": "button", "title": "Sort" } ] } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "menu", "title": "Share", "items": [ { "type": "menu", "title": "Send To", "items": [ { "type": "button", "title": "Mail" }, { "type": "button", "title": "Messages" }, { "type": "button", "title": "Notes" }, { "type": "button", "title": "Reminders" }, { "type": "button", "title": "Files" }, ↓{ "type": "button", "title": "Print" }, { "type": "button", "title": "Copy" } ] } ] }"#,
                platforms: #""iOS": "17.0", "iPadOS": "17.0", "visionOS": "1.0", "tvOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "menu", "title": "Edit", "items": [ { "type": "menu", "title": "Transform", "items": [ { "type": "button", "title": "Uppercase" }, { "type": "button", "title": "Lowercase" }, { "type": "button", "title": "Capitalize" }, { "type": "button", "title": "Reverse" }, { "type": "button", "title": "Shuffle" } ] } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": "Name" }, { "type": "button", "title": "Date" }, { "type": "button", "title": "Size" }, { "type": "button", "title": "Kind" }, { "type": "button", "title": "Tags" }, { "type": "button", "title": "Added" } ] }"#,
                platforms: #""iOS": "17.0", "iPadOS": "17.0", "visionOS": "1.0", "tvOS": "17.0", "watchOS": "10.0""#)
        ], scope: .screen)

    /// The HIG figure this rule reads.
    static let figure = CountFigure.submenuItems

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for menu in context.components(.menu)
        where SubmenuDepthRule.submenuLevel(of: menu, in: context.spec) > 0 {
            guard let items = menu.value("items"), items.kind == .array else { continue }
            let screen = context.spec.screen(atIndex: menu.screenIndex)
            let judgement = context.countLimits(Self.figure, for: screen, among: Self.description.platforms)
            let count = items.elements.count
            let failing = judgement.platforms(exceededBy: count)
            guard let limit = judgement.limit(on: failing), items.elements.indices.contains(limit) else { continue }
            violations.append(
                RuleViolation(
                    range: items.elements[limit].range,
                    message: Self.message(
                        submenu: menu.visibleText ?? menu.displayName, count: count, platforms: judgement.naming(failing), limit: limit)))
        }
        return violations
    }

    /// The finding's message: `submenu` has `count` items, beyond about `limit` (`platforms` is the failing
    /// platforms' suffix, such as " on macOS", or empty when all fail).
    static func message(submenu: String, count: Int, platforms: String, limit: Int) -> String {
        "Submenu \"\(submenu)\" has \(count) items\(platforms); beyond about \(limit) the HIG suggests a separate menu. Give these items a menu of their own."
    }
}
