import SpecKnowledge
import SpecModel

/// tvOS shows focus with scaling and motion, not with a color change alone.
public struct TVOSFocusNotColorOnlyRule: Rule {
    public static let description = RuleDescription(
        id: "tvos-focus-not-color-only",
        title: "tvOS focus is not shown by color alone",
        category: .focus,
        defaultSeverity: .warning,
        platforms: [.tvOS],
        higURLs: [HIGLink.url("color", "tvOS")],
        rationale: """
            People across the room find the focused item by its movement: subtle scaling and responsive \
            animation are the primary ways tvOS denotes focus, and the HIG asks not to indicate focus only \
            with color. A component whose focused state changes `focusedColor` or `focusedBackground` \
            also needs a `focusedScale` above 1 (the HIG gives no figure for the scale).
            """,
        quote: "Avoid using only color to indicate focus.",
        triggeringExamples: [
            .content(#"{ "type": "button", "title": "Play", "focusedBackground": ↓"systemBlue" }"#, platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "card", "isFocusable": true, "focusedColor": "label", "focusedScale": ↓1, "children": [] }"#,
                platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "button", "title": "Play", "focusedBackground": "systemBlue", "focusedScale": 1.1 }"#,
                platforms: #""tvOS": "17.0""#),
            // Boundary: the smallest growth counts; the system focus effect alone needs nothing.
            .content(
                #"{ "type": "card", "isFocusable": true, "focusedColor": "label", "focusedScale": 1.01, "children": [] }"#,
                platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "button", "title": "Play" }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "button", "title": "Play", "focusedBackground": "systemBlue" }"#, platforms: #""iOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let screens = context.judgedScreens(among: Self.description.platforms)
        var violations: [RuleViolation] = []
        for component in context.spec.components where screens[component.screenIndex] != nil {
            guard
                let colorNode = [component.value("focusedBackground"), component.value("focusedColor")].compactMap({ $0 }).first(
                    where: \.isColorValue)
            else { continue }
            let scaleNode = component.value("focusedScale")
            if let scale = scaleNode?.numberValue, scale > 1 { continue }
            let node = scaleNode ?? colorNode
            violations.append(
                RuleViolation(range: node.range, message: Self.message(component: component.displayName, scale: scaleNode?.numberValue)))
        }
        return violations
    }

    /// The finding's message: `component` shows focus only by color (with its `focusedScale` of `scale`, at most
    /// 1, when it has one).
    static func message(component: String, scale: Double?) -> String {
        let shown = scale.map { " (focusedScale \(PointSize.format($0)))" } ?? ""
        return
            "\(component) shows focus only by a color change\(shown); on tvOS focus is shown by subtle scaling and motion. Give it a `focusedScale` above 1 and leave room around it for the focused size."
    }
}
