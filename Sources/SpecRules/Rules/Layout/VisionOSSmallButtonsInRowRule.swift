import SpecKnowledge
import SpecModel
import SpecSyntax

/// visionOS small and mini buttons don't sit in a row or stack of buttons.
public struct VisionOSSmallButtonsInRowRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-small-buttons-in-row",
        title: "No small or mini visionOS buttons in a row or stack",
        category: .layout,
        defaultSeverity: .information,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("buttons", "visionOS")],
        rationale: """
            In visionOS people look at a button to target it, and small targets side by side or stacked are \
            easy to miss. The HIG's visionOS button sizes are \(Self.sizesText); a button no taller than the \
            \(Self.smallName) size, in a stack with other buttons, is reported on its `height`. The HIG hedges the \
            advice ("usually best"), as "in general" elsewhere, so this is information.
            """,
        quote: "Also, it’s usually best to avoid displaying small or mini buttons in a vertical stack or horizontal row.",
        triggeringExamples: [
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "button", "title": "Reply", "height": ↓32 }, { "type": "button", "title": "Forward", "height": ↓28 } ] }
                """#, platforms: #""visionOS": "1.0""#),
            .content(
                #"""
                { "type": "stack", "children": [
                  { "type": "button", "title": "Play", "height": 44 }, { "type": "button", "title": "Info", "height": ↓30 } ] }
                """#, platforms: #""iOS": "17.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Reply", "height": 44 }, { "type": "button", "title": "Forward", "height": 44 } ] }"#,
                platforms: #""visionOS": "1.0""#),
            // A lone small button.
            .content(
                #"{ "type": "stack", "children": [ { "type": "text", "text": "Mail" }, { "type": "button", "title": "Reply", "height": 32 } ] }"#,
                platforms: #""visionOS": "1.0""#),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Reply", "height": 32 }, { "type": "button", "title": "Forward", "height": 32 } ] }"#,
                platforms: #""iOS": "17.0""#)
        ], scope: .screen)

    /// The HIG's name of the larger of the two sizes the sentence means (small and mini).
    static let smallName = "Small"

    private static var sizesText: String {
        let sizes = HIGFigures.visionOSButtonSizes.value.map { "\($0.name) \(PointSize.format($0.height)) pt" }
        return sizes.isEmpty ? "(the table could not be read)" : sizes.joined(separator: ", ")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let smallHeight = HIGFigures.visionOSButtonHeight(Self.smallName) else { return [] }
        var violations: [RuleViolation] = []
        for row in ButtonRow.all(in: context, judgedOnAnyOf: Self.description.platforms) where row.buttons.count > 1 {
            for button in row.buttons where button.componentKind == .button {
                guard let node = button.value("height"), let height = node.numberValue, height <= smallHeight else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.message(
                            button: button.nameInRow, height: height, count: row.buttons.count, axis: row.axis, smallHeight: smallHeight)))
            }
        }
        return violations
    }

    /// The finding's message: `button`, `height` pt tall, is one of `count` buttons along `axis`; `smallHeight` is the Small size.
    static func message(button: String, height: Double, count: Int, axis: Axis, smallHeight: Double) -> String {
        let arrangement = axis == .horizontal ? "a horizontal row" : "a vertical stack"
        return
            "\(button) is \(PointSize.format(height)) pt tall, a small or mini visionOS button (\(smallName) is \(PointSize.format(smallHeight)) pt), in \(arrangement) of \(count) buttons; avoid small buttons side by side or stacked. Use the \(HIGFigures.visionOSRegularButtonSize) size or larger."
    }
}
