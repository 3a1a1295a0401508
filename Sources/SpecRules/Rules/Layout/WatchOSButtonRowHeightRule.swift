import SpecKnowledge
import SpecModel

/// On watchOS, buttons side by side share one height, and so do stacked text buttons.
public struct WatchOSButtonRowHeightRule: Rule {
    public static let description = RuleDescription(
        id: "watchos-button-row-height",
        title: "watchOS buttons side by side, and stacked text buttons, share one height",
        category: .layout,
        defaultSeverity: .warning,
        platforms: [.watchOS],
        higURLs: [
            HIGLink.url("buttons", "watchOS"),
            HIGLink.url("layout", "watchOS")
        ],
        rationale: """
            When two buttons must share the same horizontal space on Apple Watch, the HIG asks for the same \
            height for both; stacked one- and two-line text buttons also use one height, so the column \
            reads as a set. Heights are compared where the spec gives them; the first button's height is \
            the reference.
            """,
        quote:
            "If two buttons must share the same horizontal space, use the same height for both, and use images or short text titles for each button’s content.",
        triggeringExamples: [
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "button", "title": "Decline", "height": 44 },
                  { "type": "button", "title": "Accept", "height": ↓52 }
                ] }
                """#, platforms: #""watchOS": "10.0""#),
            .content(
                #"""
                { "type": "stack", "children": [
                  { "type": "button", "title": "Start Workout", "height": 56 },
                  { "type": "button", "title": "Open Plan", "height": ↓44 }
                ] }
                """#, platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "button", "title": "Decline", "height": 44 }, { "type": "button", "title": "Accept", "height": 44 }
                ] }
                """#, platforms: #""watchOS": "10.0""#),
            // Boundary: one height given, the other left to the system; and glyph buttons stacked vertically.
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "No", "height": 44 }, { "type": "button", "title": "Yes" } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "stack", "children": [ { "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "height": 44 }, { "type": "button", "symbol": "minus", "accessibilityLabel": "Remove", "height": 60 } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "No", "height": 44 }, { "type": "button", "title": "Yes", "height": 60 } ] }"#
            )
        ],
        corrections: [
            RuleCorrection(
                #"""
                {
                  "platforms": { "watchOS": "10.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "button", "title": "Decline", "height": 44 },
                  { "type": "button", "title": "Accept", "height": ↓52 }
                ] }
                  ] } ]
                }
                """#,
                #"""
                {
                  "platforms": { "watchOS": "10.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "button", "title": "Decline", "height": 44 },
                  { "type": "button", "title": "Accept", "height": 44 }
                ] }
                  ] } ]
                }
                """#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for row in ButtonRow.all(in: context, judgedOnAnyOf: Self.description.platforms) {
            // Side by side: every button; stacked: the text buttons.
            let buttons = row.axis == .horizontal ? row.buttons : row.buttons.filter(\.showsTitle)
            let sized = buttons.compactMap { button in
                button.value("height").flatMap { node in node.numberValue.map { (button, node, $0) } }
            }
            guard let (first, _, reference) = sized.first, let (odd, node, _) = sized.first(where: { $0.2 != reference }) else { continue }
            let violation = RuleViolation.number(node, against: reference, fails: !=, fixTitle: { "Set height to \($0) pt" }) {
                height, value in
                Self.message(button: odd.nameInRow, height: height, axis: row.axis, first: first.nameInRow, firstHeight: value)
            }
            violation.map { violations.append($0) }
        }
        return violations
    }

    /// The finding's message: `button`, `height` pt tall, shares a row (`axis` horizontal) or a column (vertical) with
    /// `first` at `firstHeight` pt (heights as written in messages).
    static func message(button: String, height: String, axis: Axis, first: String, firstHeight: String) -> String {
        let arrangement = axis == .horizontal ? "side by side with" : "stacked with"
        let together = axis == .horizontal ? "that share a row" : "stacked in a column"
        return
            "\(button) is \(height) pt tall, \(arrangement) \(first) at \(firstHeight) pt; on watchOS buttons \(together) use one height. Make it \(firstHeight) pt."
    }
}
