import SpecKnowledge
import SpecModel

/// tvOS grids leave 40 pt between columns and at least 100 pt between rows.
public struct TVOSGridSpacingRule: Rule {
    public static let description = RuleDescription(
        id: "tvos-grid-spacing",
        title: "tvOS grids leave room for focused items to grow",
        category: .layout,
        defaultSeverity: .warning,
        platforms: [.tvOS],
        higURLs: [
            HIGLink.url("layout", "Grids"),
            HIGLink.url("layout", "tvOS")
        ],
        rationale: """
            A focused tvOS item grows, so the space between unfocused items must leave room for it. Where a \
            `grid`'s items give their `width`, `height` and `focusedScale`, the check holds its `spacing` \
            (between columns) and `rowSpacing` to how far the largest item spreads into the gap, \
            `size × (focusedScale − 1) / 2`: less is a warning, because the focused item overlaps its \
            neighbor. Without those figures the overlap cannot be judged, and the spacing is compared with \
            the HIG's grid layouts for "an optimal viewing experience" (\(WatchTVFigureText.tvOSGridSpacing)) \
            as information.
            """,
        quote: "Be sure to use appropriate spacing between unfocused rows and columns to prevent overlap when an item comes into focus.",
        triggeringExamples: [
            .content(
                #"{ "type": "grid", "columns": 5, "spacing": ↓20, "rowSpacing": 100, "children": [] }"#, platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "grid", "columns": 4, "spacing": 40, "rowSpacing": ↓60, "children": [] }"#,
                platforms: #""iOS": "17.0", "tvOS": "17.0""#),
            // The focused item spreads 27.4 pt into a 20 pt gap.
            .content(
                #"{ "type": "grid", "columns": 3, "spacing": ↓20, "rowSpacing": 120, "children": [ { "type": "image", "asset": "a", "isFocusable": true, "layers": 2, "width": 548, "height": 308, "focusedScale": 1.1 } ] }"#,
                platforms: #""tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: exactly the HIG's spacing.
            .content(#"{ "type": "grid", "columns": 5, "spacing": 40, "rowSpacing": 100, "children": [] }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "grid", "columns": 3, "spacing": 40, "rowSpacing": 120, "children": [] }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "grid", "columns": 3, "spacing": 8, "rowSpacing": 8, "children": [] }"#, platforms: #""iOS": "17.0""#),
            // Items that grow 15.4 pt sideways and 8.7 pt up and down fit 20 pt and 30 pt gaps (below the
            // table's 40/100 pt, which was reported before the rule was held to focus growth).
            .content(
                #"{ "type": "grid", "columns": 5, "spacing": 20, "rowSpacing": 30, "children": [ { "type": "image", "asset": "a", "isFocusable": true, "layers": 2, "width": 308, "height": 174, "focusedScale": 1.1 } ] }"#,
                platforms: #""tvOS": "17.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "grid", "columns": 5, "spacing": ↓20, "rowSpacing": 100, "children": [] }"#,
                #"{ "type": "grid", "columns": 5, "spacing": 40, "rowSpacing": 100, "children": [] }"#, platforms: #""tvOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let grids = HIGFigures.tvOSGrids
        var violations: [RuleViolation] = []
        for grid in context.components(.grid, judgedOnAnyOf: Self.description.platforms) {
            let items = context.spec.children(of: grid)
            let figures = Self.figures(columns: grid.number("columns"), in: grids)
            let gaps: [(key: String, dimension: String, figure: Double?, message: (String, String) -> String)] = [
                ("spacing", "width", figures?.horizontalSpacing, Self.columnSpacing(spacing:expected:)),
                ("rowSpacing", "height", figures?.minimumVerticalSpacing, Self.rowSpacing(spacing:minimum:))
            ]
            for gap in gaps {
                if let (item, growth) = TVOSFocusGrowthRoomRule.largestGrowth(of: items, along: gap.dimension) {
                    let violation = RuleViolation.number(grid.value(gap.key), against: growth.rounded(.up), fails: { space, _ in space < growth }) {
                        space, needed in
                        Self.overlap(item: item.displayName, growth: growth, space: space, needed: needed)
                    }
                    violation.map { violations.append($0) }
                } else if var violation = RuleViolation.number(grid.value(gap.key), against: gap.figure, fails: <, message: gap.message) {
                    violation.severity = .information
                    violations.append(violation)
                }
            }
        }
        return violations
    }

    /// The finding's message when a focused `item` spreads `growth` pt into each side of a `space` pt gap
    /// (as written); the gap needs `needed` pt (as written).
    static func overlap(item: String, growth: Double, space: String, needed: String) -> String {
        "\(item) grows about \(PointSize.format((growth * 2).rounded(.up) / 2)) pt on each side when focused, more than the \(space) pt between grid items, so it overlaps its neighbor; use at least \(needed) pt."
    }

    /// The finding's message when grid items are `spacing` pt apart instead of the `expected` column spacing (as
    /// written in messages), and the items give no focus growth to judge overlap by.
    static func columnSpacing(spacing: String, expected: String) -> String {
        "Items are \(spacing) pt apart; the HIG's tvOS grid layouts for optimal viewing use \(expected) pt between columns. Use \(expected) pt, or give the items their width and focusedScale so the check can tell whether a focused item overlaps."
    }

    /// The finding's message when grid rows are `spacing` pt apart, less than the `minimum` row spacing (as written in
    /// messages), and the items give no focus growth to judge overlap by.
    static func rowSpacing(spacing: String, minimum: String) -> String {
        "Rows are \(spacing) pt apart; the HIG's tvOS grid layouts for optimal viewing leave at least \(minimum) pt between rows. Use at least \(minimum) pt, or give the items their height and focusedScale so the check can tell whether a focused item overlaps."
    }
    /// The figures for `columns`; without a column count the HIG's spacing applies when every grid shares it.
    private static func figures(columns: Double?, in grids: [Int: TVGridFigures]) -> TVGridFigures? {
        if let columns, let row = grids.first(where: { Double($0.key) == columns })?.value { return row }
        let all = grids.values.sorted { $0.columns < $1.columns }
        guard let first = all.first,
            all.allSatisfy({ $0.horizontalSpacing == first.horizontalSpacing && $0.minimumVerticalSpacing == first.minimumVerticalSpacing })
        else { return nil }
        return first
    }
}
