import SpecKnowledge
import SpecModel

/// Submenus are one level deep: no submenu inside a submenu.
public struct SubmenuDepthRule: Rule {
    public static let description = RuleDescription(
        id: "submenu-depth",
        title: "Submenus are one level deep",
        category: .controls,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("menus", "Submenus")],
        rationale: """
            "Limit the depth and length of submenus." Each level hides its items one more step away, \
            and deep hierarchies are hard to navigate with a pointer, a finger or the eyes. A menu inside a \
            menu's items is a submenu; a menu inside that is a second level. Split deeper hierarchies into \
            separate menus, or show the choices in a view. The figure is read from the HIG's component count \
            table and holds on every platform. The HIG says "it’s generally best to restrict them to a single \
            level", so this is information.
            """,
        quote:
            "It can be difficult for people to reveal multiple levels of hierarchical submenus, so it’s generally best to restrict them to a single level.",
        triggeringExamples: [
            .content(
                #"{ "type": "menu", "title": "Format", "items": [ { "type": "menu", "title": "Font", "items": [ { "type": ↓"menu", "title": "Size", "items": [ { "type": "button", "title": "Bigger" } ] } ] } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "menu", "title": "More", "accessibilityLabel": "More", "items": [ { "type": "menu", "title": "Sort", "items": [ { "type": ↓"menu", "title": "Order", "items": [ { "type": "button", "title": "Newest First" } ] } ] } ] }"#,
                platforms: #""iOS": "17.0", "iPadOS": "17.0", "visionOS": "1.0""#),
            .content(
                #"{ "type": "menu", "title": "Options", "items": [ { "type": "menu", "title": "Audio", "items": [ { "type": ↓"menu", "title": "Language", "items": [] } ] } ] }"#,
                platforms: #""tvOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "menu", "title": "Format", "items": [ { "type": "menu", "title": "Font", "items": [ { "type": "button", "title": "Bold" } ] }, { "type": "button", "title": "Copy Style" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": "Newest First" } ] }"#),
            .content(
                #"{ "type": "stack", "children": [ { "type": "menu", "title": "Options", "items": [ { "type": "menu", "title": "Audio", "items": [] } ] } ] }"#,
                platforms: #""tvOS": "17.0", "watchOS": "10.0", "visionOS": "1.0", "iPadOS": "17.0""#)
        ], scope: .screen)

    /// The HIG figure this rule reads.
    static let figure = CountFigure.submenuDepth

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.components(.menu) {
            let level = Self.submenuLevel(of: component, in: context.spec)
            guard level > 0, let node = component.kindNode else { continue }
            let screen = context.spec.screen(atIndex: component.screenIndex)
            let judgement = context.countLimits(Self.figure, for: screen, among: Self.description.platforms)
            let failing = judgement.platforms(exceededBy: level)
            // Report the first level too deep only; its own submenus are part of the same problem.
            guard let limit = judgement.limit(on: failing), level == limit + 1 else { continue }
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: Self.message(menu: component.displayName, level: level, platforms: judgement.naming(failing), limit: limit)))
        }
        return violations
    }

    /// The finding's message: `menu` is a submenu `level` levels deep, over the `limit` (`platforms` is the failing
    /// platforms' suffix, such as " on macOS", or empty when all fail).
    static func message(menu: String, level: Int, platforms: String, limit: Int) -> String {
        "\(menu) is a submenu \(level) levels deep\(platforms); keep submenus to \(limit) level. Move its items into its parent menu or a separate menu."
    }

    /// 0 for a menu that is not in a menu's items, 1 for a submenu, 2 for a submenu's submenu, ….
    static func submenuLevel(of menu: Component, in spec: DesignSpec) -> Int {
        var level = 0
        var current = menu
        while current.placement == .menuItems, let parent = spec.parent(of: current), parent.componentKind == .menu {
            level += 1
            current = parent
        }
        return level
    }
}
