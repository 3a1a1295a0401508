import SpecKnowledge
import SpecModel

/// Space between focusable tvOS items leaves room for a focused item to grow.
public struct TVOSFocusGrowthRoomRule: Rule {
    public static let description = RuleDescription(
        id: "tvos-focus-growth-room",
        title: "tvOS items have room to grow when focused",
        category: .focus,
        defaultSeverity: .warning,
        platforms: [.tvOS],
        higURLs: [HIGLink.url("layout", "tvOS")],
        rationale: """
            A focused tvOS element gets bigger, and the HIG asks for padding between focusable elements so \
            a focused one doesn't overlap its neighbors or important information. An item `width` pt wide \
            that grows by `focusedScale` spreads `width × (focusedScale − 1) / 2` pt into the space on each \
            side; the `spacing` of its stack (along the stack's axis: `width` in a row, `height` in a \
            column) must be at least that. Grids are left to `tvos-grid-spacing`: the HIG's grid figures \
            already leave room for focus.
            """,
        quote: "Include appropriate padding between focusable elements.",
        triggeringExamples: [
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "spacing": ↓20, "children": [
                  { "type": "image", "asset": "a", "isFocusable": true, "layers": 2, "width": 548, "height": 308, "focusedScale": 1.1 },
                  { "type": "image", "asset": "b", "isFocusable": true, "layers": 2, "width": 548, "height": 308, "focusedScale": 1.1 }
                ] }
                """#, platforms: #""tvOS": "17.0""#),
            .content(
                #"""
                { "type": "stack", "spacing": ↓20, "children": [
                  { "type": "button", "title": "Episode 1", "width": 1200, "height": 120, "focusedScale": 1.4 },
                  { "type": "button", "title": "Episode 2", "width": 1200, "height": 120, "focusedScale": 1.05 }
                ] }
                """#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: 320 pt at 1.25 grows exactly 40 pt into a 40 pt gap; grids are judged by their own figures.
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": 40, "children": [ { "type": "image", "asset": "a", "isFocusable": true, "layers": 2, "width": 320, "height": 180, "focusedScale": 1.25 } ] }"#,
                platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "grid", "columns": 2, "spacing": 40, "rowSpacing": 100, "children": [ { "type": "image", "asset": "a", "isFocusable": true, "layers": 2, "width": 860, "height": 484, "focusedScale": 1.1 } ] }"#,
                platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": 40, "children": [ { "type": "button", "title": "Play", "width": 280, "height": 66, "focusedScale": 1.1 } ] }"#,
                platforms: #""tvOS": "17.0""#),
            // No scale or no spacing given: nothing to judge; and not on tvOS.
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": 4, "children": [ { "type": "button", "title": "Play", "width": 280, "height": 66 } ] }"#,
                platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": 4, "children": [ { "type": "button", "title": "Play", "width": 280, "height": 66, "focusedScale": 1.2 } ] }"#,
                platforms: #""iOS": "17.0""#)
        ],
        corrections: [
            RuleCorrection(
                #"""
                {
                  "platforms": { "tvOS": "17.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "stack", "axis": "horizontal", "spacing": ↓20, "children": [
                  { "type": "image", "asset": "a", "isFocusable": true, "layers": 2, "width": 548, "height": 308, "focusedScale": 1.1 },
                  { "type": "image", "asset": "b", "isFocusable": true, "layers": 2, "width": 548, "height": 308, "focusedScale": 1.1 }
                ] }
                  ] } ]
                }
                """#,
                #"""
                {
                  "platforms": { "tvOS": "17.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "stack", "axis": "horizontal", "spacing": 28, "children": [
                  { "type": "image", "asset": "a", "isFocusable": true, "layers": 2, "width": 548, "height": 308, "focusedScale": 1.1 },
                  { "type": "image", "asset": "b", "isFocusable": true, "layers": 2, "width": 548, "height": 308, "focusedScale": 1.1 }
                ] }
                  ] } ]
                }
                """#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let screens = context.judgedScreens(among: Self.description.platforms)
        var violations: [RuleViolation] = []
        for stack in context.components(with: .container) where screens[stack.screenIndex] != nil {
            guard let axis = stack.stackAxis, let node = stack.value("spacing") else { continue }
            let dimension = axis == .horizontal ? "width" : "height"
            guard let (item, growth) = Self.largestGrowth(of: context.spec.children(of: stack), along: dimension) else { continue }
            let violation = RuleViolation.number(node, against: growth.rounded(.up), fails: { space, _ in space < growth }) {
                space, needed in
                Self.message(
                    item: item.displayName, growth: growth, dimension: dimension, size: item.number(dimension) ?? 0,
                    scale: item.number("focusedScale") ?? 1, space: space, needed: needed)
            }
            violation.map { violations.append($0) }
        }
        return violations
    }

    /// The finding's message: focused, `item` (of `size` pt along `dimension`, `scale` times larger when
    /// focused) grows `growth` pt on each side, more than the `space` between items (as written); it needs
    /// `needed` (as written).
    static func message(item: String, growth: Double, dimension: String, size: Double, scale: Double, space: String, needed: String)
        -> String
    {
        // Whole or half points: a focused item grows by width × (scale − 1) / 2 on each side.
        let spread = PointSize.format((growth * 2).rounded(.up) / 2)
        return
            "\(item) grows about \(spread) pt on each side when focused (\(dimension) \(PointSize.format(size)) pt × focusedScale \(PointSize.format(scale))), more than the \(space) pt between items, so it overlaps its neighbor on tvOS; use at least \(needed) pt."
    }

    /// The item that spreads furthest into the gap on each side when focused, and by how much (also
    /// used by `tvos-grid-spacing`).
    static func largestGrowth(of items: [Component], along dimension: String) -> (Component, Double)? {
        items.compactMap { item -> (Component, Double)? in
            guard item.isFocusable, let size = item.number(dimension), let scale = item.number("focusedScale"), scale > 1, size > 0 else {
                return nil
            }
            let growth = size * (scale - 1) / 2
            return growth.isFinite ? (item, growth) : nil
        }.max { $0.1 < $1.1 }
    }
}
