import SpecKnowledge
import SpecModel
import SpecSyntax

/// visionOS reserves white buttons with black content for the toggled state.
public struct VisionOSNoWhiteFillButtonsRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-no-white-fill-buttons",
        title: "No white-filled custom buttons with black content in visionOS",
        category: .controls,
        defaultSeverity: .warning,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("buttons", "visionOS")],
        rationale: """
            Avoid creating a custom button that uses a white background fill and black text or icons: visionOS \
            reserves this visual style to convey the toggled (selected) state, so people would read the button \
            as switched on. Use the system button style, whose glass fill and white content adapt to the \
            surroundings. A fill counts as white and content as black when their contrast with pure white or \
            pure black is below 1.1:1.
            """,
        quote: "Avoid creating a custom button that uses a white background fill and black text or icons.",
        triggeringExamples: [
            .content(
                ##"{ "type": "button", "title": "Follow", "background": ↓"#FFFFFF", "color": "#000000" }"##,
                platforms: ##""visionOS": "1.0""##),
            RuleExample(
                ##"{ "platforms": { "iOS": "17.0", "visionOS": "1.0" }, "colors": { "paper": { "light": "#000000", "dark": "#FAFAFA" } }, "screens": [ { "id": "profile", "content": [ { "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "background": ↓"paper", "color": "#000000" } ] } ] }"##
            )
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "title": "Follow", "style": "borderedProminent" }"#, platforms: #""visionOS": "1.0""#),
            .content(
                ##"{ "type": "button", "title": "Follow", "background": "#FFFFFF", "color": "#0A84FF" }"##,
                platforms: ##""visionOS": "1.0""##),
            .content(
                ##"{ "type": "button", "title": "Follow", "background": "#E0E0E0", "color": "#000000" }"##,
                platforms: ##""visionOS": "1.0""##),
            .content(##"{ "type": "button", "title": "Follow", "background": "#FFFFFF", "color": "#000000" }"##)
        ], scope: .screen)

    /// The largest contrast with pure white (for fills) or pure black (for content) that still reads as that color.
    static let sameColorContrast = 1.1

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        for button in context.components(.button) {
            guard let fillNode = button.value("background"), let contentNode = button.value("color"),
                let fill = context.colors.resolve(fillNode), let content = context.colors.resolve(contentNode)
            else { continue }
            for judged in context.judgedPlatforms(for: button, among: Self.description.platforms) {
                guard
                    let appearance = judged.profile.appearances.value.first(where: { appearance in
                        guard let fillColor = fill[appearance].color, let contentColor = content[appearance].color, fillColor.alpha >= 1
                        else { return false }
                        return RGBAColor.contrastRatio(fillColor, white) < Self.sameColorContrast
                            && RGBAColor.contrastRatio(contentColor.composited(over: fillColor), black) < Self.sameColorContrast
                    })
                else { continue }
                violations.append(
                    RuleViolation(
                        range: fillNode.range,
                        message: Self.message(
                            button: button.displayName, fill: fill[appearance].description, content: content[appearance].description)))
                break
            }
        }
        return violations
    }

    /// The finding's message: `button` is white (`fill`, as written) with black content (`content`), the look visionOS
    /// reserves for the toggled state.
    static func message(button: String, fill: String, content: String) -> String {
        "\(button) is white (\(fill)) with black content (\(content)); visionOS reserves that look for the toggled state, so people read the button as on. Remove \"background\" and \"color\" to use the system's glass button, or choose another fill."
    }
}
