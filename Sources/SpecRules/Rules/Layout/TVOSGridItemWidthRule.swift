import SpecKnowledge
import SpecModel

/// Unfocused items in a tvOS grid have the width the HIG gives for the grid's column count.
public struct TVOSGridItemWidthRule: Rule {
    public static let description = RuleDescription(
        id: "tvos-grid-item-width",
        title: "tvOS grid items have the unfocused width for their column count",
        category: .layout,
        defaultSeverity: .information,
        platforms: [.tvOS],
        higURLs: [
            HIGLink.url("layout", "Grids"),
            HIGLink.url("layout", "Two-column-grid"),
            HIGLink.url("layout", "Nine-column-grid")
        ],
        rationale: """
            The HIG's tvOS grids give each column count an unfocused item width that fills the safe area \
            with room between columns: \(WatchTVFigureText.tvOSGridItemWidths). Wider items overlap when \
            focused; narrower ones leave the grid ragged. The HIG gives no figures for more columns, whose \
            items are too small to read from across the room.
            """,
        quote: "The following grid layouts provide an optimal viewing experience.",
        triggeringExamples: [
            .content(
                #"{ "type": "grid", "columns": 5, "children": [ { "type": "image", "asset": "poster", "isFocusable": true, "width": ↓300 } ] }"#,
                platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "grid", "columns": ↓12, "children": [] }"#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "grid", "columns": 5, "children": [ { "type": "image", "asset": "poster", "isFocusable": true, "width": 320 } ] }"#,
                platforms: #""tvOS": "17.0""#),
            // Boundary: nine columns is the last the HIG gives; items without a width are not judged.
            .content(
                #"{ "type": "grid", "columns": 9, "children": [ { "type": "image", "asset": "logo", "isFocusable": true, "width": 160 }, { "type": "image", "asset": "logo" } ] }"#,
                platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "grid", "columns": 12, "children": [ { "type": "image", "asset": "photo", "width": 30 } ] }"#,
                platforms: #""iOS": "17.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "grid", "columns": 5, "children": [ { "type": "image", "asset": "poster", "isFocusable": true, "width": ↓300 } ] }"#,
                #"{ "type": "grid", "columns": 5, "children": [ { "type": "image", "asset": "poster", "isFocusable": true, "width": 320 } ] }"#,
                platforms: #""tvOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let grids = HIGFigures.tvOSGrids
        guard let widest = grids.keys.max() else { return [] }
        var violations: [RuleViolation] = []
        for grid in context.components(.grid, judgedOnAnyOf: Self.description.platforms) {
            guard let columnsNode = grid.value("columns"), let columns = columnsNode.numberValue else { continue }
            if columns > Double(widest) {
                violations.append(
                    RuleViolation(
                        range: columnsNode.range,
                        message: Self.tooManyColumns(columns: columns, widest: widest, itemWidth: grids[widest]?.unfocusedItemWidth ?? 0)))
                continue
            }
            guard let figures = grids.first(where: { Double($0.key) == columns })?.value else { continue }
            for item in context.spec.children(of: grid) {
                let violation = RuleViolation.number(item.value("width"), against: figures.unfocusedItemWidth, fails: !=) {
                    width, expected in
                    Self.itemWidth(item: item.displayName, width: width, columns: figures.columns, expected: expected)
                }
                violation.map { violations.append($0) }
            }
        }
        return violations
    }

    /// The finding's message when a tvOS grid has `columns` columns, more than the `widest` grid the HIG gives
    /// figures for (whose items are `itemWidth` pt).
    static func tooManyColumns(columns: Double, widest: Int, itemWidth: Double) -> String {
        "A tvOS grid of \(PointSize.format(columns)) columns; the HIG gives grids of up to \(widest) columns (\(PointSize.format(itemWidth)) pt items) and no figures beyond. Use \(widest) columns or fewer so items stay readable from across the room."
    }

    /// The finding's message when `item` is `width` pt wide in a `columns`-column tvOS grid whose unfocused items are
    /// `expected` pt (widths as written in messages).
    static func itemWidth(item: String, width: String, columns: Int, expected: String) -> String {
        "\(item) is \(width) pt wide in a \(columns)-column tvOS grid; unfocused items in a \(columns)-column grid are \(expected) pt wide so focused items don't overlap. Make it \(expected) pt."
    }
}
