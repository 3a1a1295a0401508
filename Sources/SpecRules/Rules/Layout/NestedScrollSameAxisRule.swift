import SpecKnowledge
import SpecModel
import SpecSyntax

/// A scroll view never sits inside another scroll view with the same orientation.
public struct NestedScrollSameAxisRule: Rule {
    public static let description = RuleDescription(
        id: "nested-scroll-same-axis",
        title: "No scroll view inside another scroll view with the same orientation",
        category: .layout,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("scroll-views", "Best-practices")],
        rationale: """
            Nesting scroll views that scroll the same way makes it unpredictable which one a gesture moves. \
            Scroll views in a spec are lists (they scroll vertically; a list inside a list is a group of its \
            rows, such as a section or a sidebar folder, and scrolls with it) and stacks marked \
            `"isScrollable": true` (they scroll along their `axis`). A scroll view inside another of the same orientation is reported; \
            a horizontal one inside a vertical one (a shelf in a list) is fine, and a sheet starts a new view.
            """,
        quote: "Avoid putting a scroll view inside another scroll view with the same orientation.",
        triggeringExamples: [
            .content(
                #"{ "type": "list", "children": [ { "type": ↓"stack", "isScrollable": true, "children": [ { "type": "text", "text": "Row" } ] } ] }"#),
            .content(
                #"{ "type": "stack", "isScrollable": true, "children": [ { "type": ↓"list", "children": [ { "type": "text", "text": "Row" } ] } ] }"#,
                platforms: #""iOS": "17.0", "macOS": "14.0""#),
            .content(
                #"""
                { "type": "stack", "isScrollable": true, "children": [
                  { "type": "card", "children": [ { "type": ↓"stack", "axis": "vertical", "isScrollable": true, "children": [] } ] }
                ] }
                """#, platforms: #""macOS": "14.0", "tvOS": "17.0""#),
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "isScrollable": true, "children": [
                  { "type": ↓"stack", "axis": "horizontal", "isScrollable": true, "children": [] }
                ] }
                """#, platforms: #""visionOS": "1.0", "watchOS": "10.0", "iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            // A horizontal shelf in a vertical list.
            .content(
                #"{ "type": "list", "children": [ { "type": "stack", "axis": "horizontal", "isScrollable": true, "children": [] } ] }"#),
            // A list in a list is a group of the outer list's rows (a section, a sidebar folder), not a scroll view.
            .content(
                #"{ "type": "list", "children": [ { "type": "list", "title": "Technology", "children": [ { "type": "label", "title": "Swift", "symbol": "swift" } ] } ] }"#),
            // A stack that doesn't scroll, and a sheet that starts a new view.
            .content(
                #"{ "type": "list", "children": [ { "type": "stack", "children": [] }, { "type": "sheet", "children": [ { "type": "list", "children": [] } ] } ] }"#),
            .content(
                #"{ "type": "stack", "isScrollable": false, "children": [ { "type": "list", "children": [] } ] }"#,
                platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.components(with: .container) {
            guard let axis = Self.scrollAxis(of: component), let node = component.kindNode else { continue }
            var ancestor = context.spec.parent(of: component)
            while let current = ancestor, current.componentKind != .sheet {
                // A list in a list is a group of the outer list's rows, not a scroll view of its own.
                if component.componentKind == .list && current.componentKind == .list { break }
                if Self.scrollAxis(of: current) == axis {
                    violations.append(
                        RuleViolation(
                            range: node.range,
                            message: Self.message(inner: component.displayName, outer: current.displayName, axis: axis)))
                    break
                }
                ancestor = context.spec.parent(of: current)
            }
        }
        return violations
    }

    /// The direction `component` scrolls in: vertical for a list, its axis for a stack marked scrollable, nil otherwise.
    static func scrollAxis(of component: Component) -> Axis? {
        if component.componentKind == .list { return .vertical }
        guard component.boolean("isScrollable") == true else { return nil }
        return component.stackAxis
    }

    /// The finding's message: scroll view `inner` scrolls along `axis` inside `outer`, which scrolls the same way.
    static func message(inner: String, outer: String, axis: Axis) -> String {
        "\(inner) scrolls \(axis.rawValue)ly inside \(outer), which also scrolls \(axis.rawValue)ly; avoid nesting scroll views with the same orientation. Let the outer view scroll and lay the inner content out in place, or scroll the inner one the other way."
    }
}
