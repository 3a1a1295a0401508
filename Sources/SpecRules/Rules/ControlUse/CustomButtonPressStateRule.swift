import SpecKnowledge
import SpecModel
import SpecSyntax

/// A custom-drawn button has a press state.
public struct CustomButtonPressStateRule: Rule {
    public static let description = RuleDescription(
        id: "custom-button-press-state",
        title: "Custom buttons have a press state",
        category: .controls,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("buttons", "Best-practices")],
        rationale: """
            The system button styles (`plain`, `borderless`, `bordered`, `borderedProminent`, `glass`, \
            `glassProminent`, and a button without a `style`) give their own feedback when pressed, even with a \
            `background` of the design's. A custom button (`"style": "custom"`, one drawn by a custom button \
            style) has none unless the design gives it one; without it the button can feel unresponsive. The \
            check asks a custom button for a `pressedBackground` or `pressedColor` that differs from its \
            resting colors.
            """,
        quote: "Always include a press state for a custom button.",
        triggeringExamples: [
            .content(##"{ "type": "button", "title": "Continue", "style": ↓"custom", "background": "#FF6B35", "color": "#1C1C1E" }"##),
            .content(
                ##"{ "type": "button", "title": "Play", "style": ↓"custom", "background": "brand" }"##, platforms: #""tvOS": "17.0""#,
                extra: ##""colors": { "brand": "#2E5BFF" }"##),
            // A press state identical to the resting colors shows nothing.
            .content(
                ##"{ "type": "button", "title": "Save", "style": "custom", "background": "#0B6E4F", "pressedBackground": ↓"#0B6E4F" }"##,
                platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(##"{ "type": "button", "title": "Continue", "style": "custom", "background": "#FF6B35", "pressedBackground": "#C4501F" }"##),
            .content(
                ##"{ "type": "button", "title": "Continue", "style": "custom", "background": "#FF6B35", "color": "#1C1C1E", "pressedColor": "#5A5A5E" }"##
            ),
            // System styles give their own press feedback, with or without a background of the design's
            // (these were reported before the rule was held to custom buttons).
            .content(##"{ "type": "button", "title": "Continue", "background": "#FF6B35", "color": "#1C1C1E" }"##),
            .content(
                ##"{ "type": "button", "title": "Play", "style": "plain", "background": "brand" }"##, platforms: #""tvOS": "17.0""#,
                extra: ##""colors": { "brand": "#2E5BFF" }"##),
            .content(##"{ "type": "button", "title": "Save", "style": "borderless", "background": "#0B6E4F" }"##, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "button", "title": "Continue", "style": "borderedProminent", "tint": "systemOrange" }"#),
            .content(#"{ "type": "button", "title": "Edit" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for button in context.components(.button) {
            guard button.buttonStyle == .custom, let styleNode = button.value("style"),
                !context.judgedPlatforms(for: button, among: Self.description.platforms).isEmpty
            else { continue }
            let backgroundNode = button.value("background")
            let pressed = [("pressedBackground", backgroundNode), ("pressedColor", button.value("color"))].compactMap { key, resting in
                button.value(key).map { (key, $0, resting) }
            }
            if pressed.isEmpty {
                violations.append(
                    RuleViolation(
                        range: styleNode.range,
                        message: Self.noPressState(button: button.displayName, background: backgroundNode?.stringValue)
                    ))
                continue
            }
            let unchanged = pressed.filter { _, node, resting in resting.map { Self.sameColor(node, $0, context: context) } ?? false }
            guard unchanged.count == pressed.count, let (key, node, _) = unchanged.first else { continue }
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: Self.pressStateUnchanged(button: button.displayName, key: key, color: node.stringValue)
                ))
        }
        return violations
    }

    /// The finding's message: custom `button` (with `background`, nil when none or given per appearance)
    /// has no press state.
    static func noPressState(button: String, background: String?) -> String {
        let drawn = background.map { " (background `\($0)`)" } ?? ""
        return
            "\(button) is a custom button\(drawn) with no press state, so it can feel unresponsive; add a \"pressedBackground\" (or \"pressedColor\") that shows the press, or use a system style such as \"bordered\" or \"borderedProminent\"."
    }

    /// The finding's message: `button`'s press-state property `key` is the same `color` (nil when given per
    /// appearance) as its resting color.
    static func pressStateUnchanged(button: String, key: String, color: String?) -> String {
        "\(button)'s \(key) \(text(of: color)) is the same as its resting color, so pressing it shows no change; make the press state visibly different (for example darker or lighter)."
    }

    /// True when two color values resolve to the same color in every appearance.
    private static func sameColor(_ a: SyntaxNode, _ b: SyntaxNode, context: RuleContext) -> Bool {
        guard let first = context.colors.resolve(a), let second = context.colors.resolve(b) else { return false }
        return Appearance.allCases.allSatisfy { first[$0].color == second[$0].color }
    }

    private static func text(of color: String?) -> String {
        color.map { "`\($0)`" } ?? "per appearance"
    }
}
