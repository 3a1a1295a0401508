import SpecKnowledge
import SpecModel
import SpecSyntax

/// iOS and iPadOS audio volume uses a volume view, not a slider.
public struct SliderNotForVolumeRule: Rule {
    public static let description = RuleDescription(
        id: "slider-not-for-volume",
        title: "Audio volume uses a volume view, not a slider",
        category: .controls,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        higURLs: [HIGLink.url("sliders", "iOS-iPadOS"), HIGLink.url("playing-audio", "Best-practices")],
        rationale: """
            In iOS and iPadOS, a volume view (MPVolumeView) controls audio volume: it includes a volume-level \
            slider and a control for changing the active audio output device, and it follows the system \
            volume. A plain slider does neither. A `slider` whose `title`, `accessibilityLabel` or `id` \
            names volume (the word "volume") is judged.
            """,
        quote: "Don’t use a slider to adjust audio volume.",
        triggeringExamples: [
            .content(#"{ "type": "slider", "title": ↓"Volume", "value": 0.5 }"#),
            .content(#"{ "type": "slider", "accessibilityLabel": ↓"Playback volume" }"#, platforms: #""iPadOS": "17.0", "macOS": "14.0""#),
            .content(#"{ "type": "slider", "id": ↓"volume-slider" }"#),
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "slider", "title": "Brightness" }"#),
            // macOS and visionOS have no such guidance.
            .content(#"{ "type": "slider", "title": "Volume" }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "text", "text": "Volume" }"#),
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for slider in context.spec.components where slider.componentKind == .slider {
            guard !context.judgedPlatforms(for: slider, among: Self.description.platforms).isEmpty,
                let node = ["title", "accessibilityLabel", "id"].lazy.compactMap({ slider.value($0) }).first(where: { text in
                    text.stringValue.map { WordMatch.first(of: ["volume"], in: $0.replacingOccurrences(of: "-", with: " ")) != nil } ?? false
                })
            else { continue }
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: "\(slider.displayName) adjusts audio volume; don't use a slider for that in iOS and iPadOS. Use a volume view (MPVolumeView), which includes the volume slider and the audio output control."))
        }
        return violations
    }
}
