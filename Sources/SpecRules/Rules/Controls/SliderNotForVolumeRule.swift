import SpecKnowledge
import SpecModel
import SpecSyntax

/// iOS and iPadOS apps use a volume view, not their own slider, to adjust audio volume.
public struct SliderNotForVolumeRule: Rule {
    public static let description = RuleDescription(
        id: "slider-not-for-volume",
        title: "No slider to adjust audio volume in iOS and iPadOS",
        category: .controls,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        higURLs: [HIGLink.url("sliders", "iOS-iPadOS")],
        rationale: """
            A volume view includes a volume-level slider and a control for changing the active audio output \
            device, and people can customize it; a plain slider offers neither. The check reports a slider \
            whose `title` or `accessibilityLabel` names the volume, or whose end symbols are speakers \
            (`speaker…` SF Symbols).
            """,
        quote: "Don’t use a slider to adjust audio volume.",
        triggeringExamples: [
            .content(#"{ "type": ↓"slider", "accessibilityLabel": "Volume", "value": 0.5 }"#),
            .content(
                #"{ "type": ↓"slider", "minimumSymbol": "speaker.fill", "maximumSymbol": "speaker.wave.3.fill", "accessibilityLabel": "Loudness" }"#,
                platforms: #""iPadOS": "17.0", "macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "slider", "accessibilityLabel": "Brightness", "minimumSymbol": "sun.min", "maximumSymbol": "sun.max" }"#),
            .content(#"{ "type": "slider", "accessibilityLabel": "Volume" }"#, platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for slider in context.components(.slider, judgedOnAnyOf: Self.description.platforms) {
            guard let node = slider.kindNode, let reason = Self.volumeReason(slider) else { continue }
            violations.append(RuleViolation(range: node.range, message: Self.message(reason: reason)))
        }
        return violations
    }

    /// What shows that `slider` adjusts audio volume, nil when nothing does.
    static func volumeReason(_ slider: Component) -> String? {
        for key in ["title", "accessibilityLabel"] {
            guard let text = slider.string(key) else { continue }
            if text.lowercased().split(whereSeparator: { !$0.isLetter }).contains("volume") { return "its \(key) \"\(text)\"" }
        }
        for key in ["minimumSymbol", "maximumSymbol"] {
            guard let symbol = slider.string(key), symbol.hasPrefix("speaker") else { continue }
            return "its \(key) \"\(symbol)\""
        }
        return nil
    }

    /// The finding's message: a slider adjusts audio volume, as `reason` shows.
    static func message(reason: String) -> String {
        "This slider adjusts audio volume (\(reason)); don't use a slider for volume. Use a volume view, which includes the volume slider and a control for changing the audio output device."
    }
}
