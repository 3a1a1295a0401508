import SpecKnowledge
import SpecModel

/// A watchOS primary action is a full-width button on its own row, not one of several side by side.
public struct WatchOSPrimaryButtonFullWidthRule: Rule {
    public static let description = RuleDescription(
        id: "watchos-primary-button-full-width",
        title: "watchOS primary actions span the width of the screen",
        category: .layout,
        defaultSeverity: .information,
        platforms: [.watchOS],
        higURLs: [
            HIGLink.url("buttons", "watchOS"),
            HIGLink.url("layout", "watchOS")
        ],
        rationale: """
            On Apple Watch, full-width buttons look better and are easier to tap, and the HIG prefers them \
            for an app's primary actions. A prominent (`borderedProminent`, `glassProminent`) or \
            `primary` button that shares a row with other buttons gives up that width; put it on its own \
            row and keep side-by-side buttons for secondary choices.
            """,
        quote: "Prefer buttons that span the width of the screen for primary actions in your app.",
        triggeringExamples: [
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "button", "title": "Start", "style": ↓"borderedProminent" }, { "type": "button", "title": "Plan" }
                ] }
                """#, platforms: #""watchOS": "10.0""#),
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "button", "symbol": "xmark", "accessibilityLabel": "Cancel" },
                  { "type": "button", "symbol": "checkmark", "accessibilityLabel": "Confirm", "role": ↓"primary" }
                ] }
                """#, platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: alone in its row, a prominent button can span the width.
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Start", "style": "borderedProminent" } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "stack", "children": [ { "type": "button", "title": "Start", "style": "borderedProminent" }, { "type": "button", "title": "Plan" } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Map", "style": "bordered" }, { "type": "button", "title": "Share" } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Start", "style": "borderedProminent" }, { "type": "button", "title": "Plan" } ] }"#
            )
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for row in ButtonRow.all(in: context, judgedOnAnyOf: Self.description.platforms)
        where row.axis == .horizontal && row.buttons.count > 1 {
            for button in row.buttons {
                let node =
                    button.buttonStyle?.isProminent == true ? button.value("style") : button.role == .primary ? button.value("role") : nil
                guard let node else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.message(button: button.nameInRow, others: row.buttons.count - 1)))
            }
        }
        return violations
    }

    /// The finding's message: primary action `button` shares a row with `others` other buttons.
    static func message(button: String, others: Int) -> String {
        "\(button) is a primary action sharing a row with \(others) other button\(others == 1 ? "" : "s"); on watchOS give primary actions a button that spans the width of the screen, on its own row."
    }
}
