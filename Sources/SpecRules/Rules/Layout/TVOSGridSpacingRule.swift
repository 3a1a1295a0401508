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
            A focused tvOS item grows, so the space between unfocused items must leave room for it: the \
            HIG's grids use \(WatchTVFigureText.tvOSGridSpacing). The check reads a `grid`'s `spacing` and `rowSpacing`.
            """,
        quote: "Be sure to use appropriate spacing between unfocused rows and columns to prevent overlap when an item comes into focus.",
        triggeringExamples: [
            .content(
                #"{ "type": "grid", "columns": 5, "spacing": ↓20, "rowSpacing": 100, "children": [] }"#, platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "grid", "columns": 4, "spacing": 40, "rowSpacing": ↓60, "children": [] }"#,
                platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: exactly the HIG's spacing.
            .content(#"{ "type": "grid", "columns": 5, "spacing": 40, "rowSpacing": 100, "children": [] }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "grid", "columns": 3, "spacing": 40, "rowSpacing": 120, "children": [] }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "grid", "columns": 3, "spacing": 8, "rowSpacing": 8, "children": [] }"#, platforms: #""iOS": "17.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "grid", "columns": 5, "spacing": ↓20, "rowSpacing": 100, "children": [] }"#,
                #"{ "type": "grid", "columns": 5, "spacing": 40, "rowSpacing": 100, "children": [] }"#, platforms: #""tvOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let grids = LayoutFigures.shared.tvOSGrids
        var violations: [RuleViolation] = []
        for grid in context.components(.grid, judgedOnAnyOf: Self.description.platforms) {
            guard let figures = Self.figures(columns: grid.number("columns"), in: grids) else { continue }
            let gaps: [(key: String, figure: Double, message: (String, String) -> String)] = [
                ("spacing", figures.horizontalSpacing, Self.columnSpacing(spacing:expected:)),
                ("rowSpacing", figures.minimumVerticalSpacing, Self.rowSpacing(spacing:minimum:))
            ]
            for gap in gaps {
                RuleViolation.number(grid.value(gap.key), against: gap.figure, fails: <, message: gap.message).map { violations.append($0) }
            }
        }
        return violations
    }

    /// The finding's message when grid items are `spacing` pt apart instead of the `expected` column spacing (as
    /// written in messages).
    static func columnSpacing(spacing: String, expected: String) -> String {
        "Items are \(spacing) pt apart; tvOS grids use \(expected) pt between columns so a focused item can grow without covering its neighbors. Use \(expected) pt."
    }

    /// The finding's message when grid rows are `spacing` pt apart, less than the `minimum` row spacing (as written in
    /// messages).
    static func rowSpacing(spacing: String, minimum: String) -> String {
        "Rows are \(spacing) pt apart; tvOS grids leave at least \(minimum) pt between rows so a focused item can grow without covering the next row. Use at least \(minimum) pt."
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
