import SpecKnowledge
import SpecModel
import SpecSyntax

/// visionOS prefers horizontal sliders.
public struct VisionOSHorizontalSlidersRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-horizontal-sliders",
        title: "Sliders are horizontal in visionOS",
        category: .controls,
        defaultSeverity: .information,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("sliders", "visionOS")],
        rationale: """
            Prefer horizontal sliders in visionOS: it's generally easier for people to gesture from side to side \
            than up and down.
            """,
        quote: "Prefer horizontal sliders. It’s generally easier for people to gesture from side to side than up and down.",
        triggeringExamples: [
            .content(#"{ "type": "slider", "title": "Volume", "axis": ↓"vertical", "height": 200 }"#, platforms: #""visionOS": "1.0""#),
            .content(
                #"{ "type": "slider", "title": "Brightness", "axis": ↓"vertical" }"#, platforms: #""iPadOS": "17.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "slider", "title": "Volume", "axis": "horizontal" }"#, platforms: #""visionOS": "1.0""#),
            .content(#"{ "type": "slider", "title": "Volume" }"#, platforms: #""visionOS": "1.0""#),
            .content(#"{ "type": "slider", "title": "Volume", "axis": "vertical" }"#, platforms: #""iPadOS": "17.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "slider", "title": "Volume", "axis": ↓"vertical", "height": 200 }"#,
                #"{ "type": "slider", "title": "Volume", "axis": "horizontal", "height": 200 }"#, platforms: #""visionOS": "1.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for slider in context.components(.slider) where slider.axis == .vertical {
            guard let axisNode = slider.value("axis"), !context.judgedPlatforms(for: slider, among: Self.description.platforms).isEmpty
            else { continue }
            let horizontal = "\"\(Axis.horizontal.rawValue)\""
            violations.append(
                RuleViolation(
                    range: axisNode.range,
                    message: Self.message(slider: slider.displayName),
                    fix: SuggestedFix(title: "Make it horizontal", range: axisNode.range, newText: horizontal)))
        }
        return violations
    }

    /// The finding's message: `slider` is vertical, and visionOS prefers horizontal sliders.
    static func message(slider: String) -> String {
        "\(slider) is vertical; in visionOS prefer horizontal sliders, since people gesture more easily from side to side than up and down. Use \"axis\": \"\(Axis.horizontal.rawValue)\"."
    }
}
