import SpecKnowledge
import SpecModel
import SpecSyntax

/// Buttons side by side share one height: the preferred one stands out by its style, not its size.
public struct ButtonRowOneHeightRule: Rule {
    public static let description = RuleDescription(
        id: "button-row-one-height",
        title: "Buttons side by side share one height",
        category: .layout,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .macOS, .tvOS, .visionOS],
        higURLs: [HIGLink.url("buttons", "Style")],
        rationale: """
            Two buttons of different sizes next to each other make an interface look confusing and \
            inconsistent. To make the preferred choice stand out, give it a more prominent style (such as \
            `borderedProminent`) and the others a less prominent one, at the same size. The sentence is about \
            the options of one choice, which buttons with titles are ("Not Now" and "Subscribe"); a \
            glyph-only button beside them (an info or close button) is not one of the options, so it is \
            left out. The check compares the `height` of the titled buttons in a horizontal stack with the \
            first one's; watchOS rows are left to `watchos-button-row-height`.
            """,
        quote: "Use style — not size — to visually distinguish the preferred choice among multiple options.",
        triggeringExamples: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Not Now", "style": "bordered", "height": 44 }, { "type": "button", "title": "Subscribe", "style": "borderedProminent", "height": ↓56 } ] }"#
            ),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Cancel", "height": 28 }, { "type": "button", "title": "Save", "style": "borderedProminent", "height": ↓28.5 } ] }"#,
                platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Not Now", "style": "bordered", "height": 44 }, { "type": "button", "title": "Subscribe", "style": "borderedProminent", "height": 44 } ] }"#
            ),
            // Stacked buttons, and a button without a height, are not compared.
            .content(
                #"{ "type": "stack", "axis": "vertical", "children": [ { "type": "button", "title": "Continue", "height": 50 }, { "type": "button", "title": "Later", "height": 44 } ] }"#
            ),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Back", "height": 44 }, { "type": "button", "title": "Next" } ] }"#
            ),
            // A glyph-only info button is not one of the options (this was reported before the rule was held
            // to the options of one choice).
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "symbol": "info.circle", "accessibilityLabel": "About", "height": 44 }, { "type": "button", "title": "Continue", "style": "borderedProminent", "height": 50 } ] }"#
            ),
            // watchOS has its own rule for rows.
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "symbol": "pause", "accessibilityLabel": "Pause", "height": 44 }, { "type": "button", "symbol": "stop", "accessibilityLabel": "Stop", "height": 50 } ] }"#,
                platforms: #""watchOS": "10.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Not Now", "style": "bordered", "height": 44 }, { "type": "button", "title": "Subscribe", "style": "borderedProminent", "height": ↓56 } ] }"#,
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Not Now", "style": "bordered", "height": 44 }, { "type": "button", "title": "Subscribe", "style": "borderedProminent", "height": 44 } ] }"#
            )
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for row in ButtonRow.all(in: context, judgedOnAnyOf: Self.description.platforms) where row.axis == .horizontal {
            let options = row.buttons.filter(\.showsTitle)
            guard options.count > 1 else { continue }
            let sized = options.compactMap { button in
                button.value("height").flatMap { node in node.numberValue.map { (button, node, $0) } }
            }
            guard let (first, _, reference) = sized.first else { continue }
            for (button, node, _) in sized.dropFirst() {
                let violation = RuleViolation.number(node, against: reference, fails: !=, fixTitle: { "Set height to \($0) pt" }) {
                    height, value in
                    Self.message(button: button.nameInRow, height: height, first: first.nameInRow, firstHeight: value)
                }
                violation.map { violations.append($0) }
            }
        }
        return violations
    }

    /// The finding's message: `button`, `height` pt tall, sits beside `first` at `firstHeight` pt (heights as
    /// written in messages, such as `44`).
    static func message(button: String, height: String, first: String, firstHeight: String) -> String {
        "\(button) is \(height) pt tall, side by side with \(first) at \(firstHeight) pt; use style, not size, to set the preferred choice apart. Make it \(firstHeight) pt and give it a more prominent style instead."
    }
}
