import SpecKnowledge
import SpecModel
import SpecSyntax

/// The series of a line or point chart are told apart by more than their colors: a distinct point
/// `symbol` or `lineStyle`.
public struct ChartSeriesColorOnlyRule: Rule {
    public static let description = RuleDescription(
        id: "chart-series-color-only",
        title: "Chart series aren't told apart by color alone",
        category: .accessibility,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("color", "Inclusive-color"), HIGLink.url("accessibility", "Vision"),
            HIGLink.url("charting-data", "Designing-effective-charts")
        ],
        rationale: """
            People with color blindness can't tell two lines of a chart apart when only their colors differ \
            (the Accessibility page names red-green and blue-orange pairings, and "chart colors"). The check \
            finds the series of a line or point chart (Swift Charts' `LineMark` and `PointMark`, which can \
            show point symbols and line styles) in different colors with the same `symbol` and `lineStyle` \
            (or none). Give each series a distinct `symbol` (`.symbol(by:)`) or `lineStyle`. Bar, area, \
            sector and rule marks are not judged: the format has no other indicator for them.
            """,
        quote: "Avoid relying solely on color to differentiate between objects, indicate interactivity, or communicate essential information.",
        triggeringExamples: [
            .content(
                #"""
                { "type": "chart", "title": "Steps", "mark": "line", "series": [
                  { "name": "This week", "color": "systemBlue" },
                  { "name": "Last week", "color": ↓"systemOrange" } ] }
                """#),
            .content(
                #"""
                { "type": "chart", "mark": "point", "series": [
                  { "name": "Apples", "color": "systemRed", "symbol": "circle" },
                  { "name": "Pears", "color": ↓"systemGreen", "symbol": "circle" },
                  { "name": "Plums", "color": "systemPurple", "symbol": "square" } ] }
                """#, platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            // Distinct point symbols.
            .content(
                #"""
                { "type": "chart", "mark": "line", "series": [
                  { "name": "This week", "color": "systemBlue", "symbol": "circle" },
                  { "name": "Last week", "color": "systemOrange", "symbol": "triangle" } ] }
                """#),
            // Distinct line styles.
            .content(
                #"""
                { "type": "chart", "mark": "line", "series": [
                  { "name": "Actual", "color": "systemBlue" },
                  { "name": "Goal", "color": "systemGray", "lineStyle": "dashed" } ] }
                """#),
            // Bars are not judged; one series in one color.
            .content(
                #"""
                { "type": "chart", "mark": "bar", "series": [ { "name": "A", "color": "systemBlue" }, { "name": "B", "color": "systemOrange" } ] },
                { "type": "chart", "mark": "line", "series": [ { "name": "A", "color": "systemBlue" } ] }
                """#, platforms: #""watchOS": "10.0""#)
        ], scope: .screen)

    public init() {}

    /// The marks whose series can show a point symbol or a line style besides their color.
    static let judgedMarks: Set<String> = ["line", "point"]

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for chart in context.components(.chart) {
            guard let series = chart.value("series"), series.kind == .array else { continue }
            let chartMark = chart.string("mark") ?? "bar"
            // Per mark, symbol and line style: the first series' color (a series whose look matches an
            // earlier one's in another color differs from it by color alone).
            var firstByLook: [String: (color: ResolvedColor, name: String)] = [:]
            for (position, entry) in series.elements.enumerated() where entry.kind == .object {
                let mark = entry["mark"]?.stringValue ?? chartMark
                guard Self.judgedMarks.contains(mark), let node = entry["color"], let color = context.colors.resolve(node) else { continue }
                let look = [mark, entry["symbol"]?.stringValue ?? "", entry["lineStyle"]?.stringValue ?? "solid"].joined(separator: "|")
                let name = entry["name"]?.stringValue ?? "series \(position + 1)"
                guard let first = firstByLook[look] else {
                    firstByLook[look] = (color, name)
                    continue
                }
                guard first.color.values.mapValues(\.color) != color.values.mapValues(\.color) else { continue }
                violations.append(RuleViolation(range: node.range, message: Self.message(series: name, other: first.name)))
            }
        }
        return violations
    }

    /// The finding's message: series `series` differs from series `other` of the same chart only by color.
    static func message(series: String, other: String) -> String {
        "Series \"\(series)\" differs from \"\(other)\" only by color; avoid relying solely on color to differentiate between objects. Give the series distinct \"symbol\" shapes or a \"lineStyle\"."
    }
}
