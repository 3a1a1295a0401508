import SpecKnowledge
import SpecModel
import SpecSyntax

/// tvOS has no slider.
public struct SliderUnsupportedTVOSRule: Rule {
    public static let description = RuleDescription(
        id: "slider-unsupported-tvos",
        title: "No sliders on tvOS",
        category: .controls,
        defaultSeverity: .error,
        platforms: [.tvOS],
        higURLs: [HIGLink.url("sliders", "Platform-considerations")],
        rationale: """
            Sliders are not supported in tvOS: the remote offers no precise way to drag a thumb. Offer a \
            small set of choices instead (a segmented control, a picker or buttons), or limit the screen \
            to other platforms with "platform".
            """,
        quote: "Not supported in tvOS.",
        triggeringExamples: [
            .content(#"{ "type": ↓"slider", "title": "Volume" }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": ↓"slider", "title": "Brightness" }"#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "slider", "title": "Volume" }"#),
            .screen(
                #""platform": "iOS", "content": [ { "type": "slider", "title": "Brightness" } ]"#,
                platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for slider in context.components(.slider) {
            guard !context.judgedPlatforms(for: slider, among: Self.description.platforms).isEmpty, let typeNode = slider.kindNode else {
                continue
            }
            let others = context.judgedPlatforms(for: slider).filter { ComponentKind.slider.spec.exists(on: $0.profile) }.platforms
            violations.append(
                RuleViolation(range: typeNode.range, message: Self.message(slider: slider.displayName, otherPlatform: others.first)))
        }
        return violations
    }

    /// The finding's message: `slider` can't appear on tvOS; it suggests narrowing the screen to `otherPlatform`,
    /// a targeted platform with sliders, when there is one.
    static func message(slider: String, otherPlatform: Platform?) -> String {
        let hint = otherPlatform.map { ", or give the screen \"platform\": \"\($0.rawValue)\"" } ?? ""
        return "\(slider) can't appear on tvOS, which has no sliders; use a segmented control, a picker or buttons\(hint)."
    }
}
