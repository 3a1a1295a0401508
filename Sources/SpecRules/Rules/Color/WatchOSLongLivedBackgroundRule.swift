import SpecKnowledge
import SpecModel

/// watchOS views that stay onscreen for long periods avoid a full-screen background color.
public struct WatchOSLongLivedBackgroundRule: Rule {
    public static let description = RuleDescription(
        id: "watchos-long-lived-background",
        title: "Long-lived watchOS views have no full-screen background color",
        category: .color,
        defaultSeverity: .warning,
        platforms: [.watchOS],
        higURLs: [HIGLink.url("color", "watchOS")],
        rationale: """
            On Apple Watch, background color is for communicating something, not decoration, and the HIG \
            asks to avoid full-screen background color in views likely to stay onscreen for long periods, \
            such as a workout or audio playback view. Mark such screens `"isLongLived": true`; their \
            background should stay the black system background.
            """,
        quote:
            "Avoid using full-screen background color in views that are likely to remain onscreen for long periods of time, such as in a workout or audio-playing app.",
        triggeringExamples: [
            .screen(
                ##""isLongLived": true, "background": ↓"#1F6F3A", "content": [ { "type": "text", "text": "12:41", "font": "title1" } ]"##,
                platforms: ##""watchOS": "10.0""##),
            .screen(
                ##""platform": "watchOS", "isLongLived": true, "background": ↓{ "light": "#000000", "dark": "systemIndigo" }, "content": []"##,
                platforms: ##""iOS": "17.0", "watchOS": "10.0""##)
        ],
        nonTriggeringExamples: [
            .screen(##""isLongLived": true, "background": "systemBackground", "content": []"##, platforms: ##""watchOS": "10.0""##),
            // Boundary: pure black is the display's own color.
            .screen(##""isLongLived": true, "background": "#000000", "content": []"##, platforms: ##""watchOS": "10.0""##),
            .screen(##""background": "#1F6F3A", "content": []"##, platforms: ##""watchOS": "10.0""##),
            .screen(##""isLongLived": true, "background": "#1F6F3A", "content": []"##, platforms: ##""iOS": "17.0""##)
        ],
        corrections: [
            RuleCorrection(
                #"""
                {
                  "platforms": { "watchOS": "10.0" },
                  "screens": [ { "id": "main", "isLongLived": true, "background": ↓"#1F6F3A", "content": [ { "type": "text", "text": "12:41", "font": "title1" } ] } ]
                }
                """#,
                #"""
                {
                  "platforms": { "watchOS": "10.0" },
                  "screens": [ { "id": "main", "isLongLived": true, "background": "systemBackground", "content": [ { "type": "text", "text": "12:41", "font": "title1" } ] } ]
                }
                """#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where screen.node["isLongLived"]?.booleanValue == true {
            guard let node = screen.pageBackground, let color = context.colors.resolve(node),
                let platform = context.judgedPlatforms(for: screen, among: Self.description.platforms).first
            else { continue }
            // watchOS has only the appearances its profile lists (dark); judge the background in each.
            let shown = platform.profile.appearances.value.compactMap { appearance in
                color[appearance].color.map { (appearance, $0.composited(over: black)) }
            }
            guard let (_, value) = shown.first(where: { $0.1.relativeLuminance > 0 }) else { continue }
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: Self.message(background: value),
                    fix: SuggestedFix(title: "Use systemBackground", range: node.range, newText: "\"systemBackground\"")))
        }
        return violations
    }

    /// The finding's message: the long-lived screen fills the display with `background` (as shown over black).
    static func message(background: RGBAColor) -> String {
        "This long-lived watchOS screen fills the display with \(background.hex); avoid full-screen background color in views that stay onscreen for long periods (workouts, audio playback). Use the black system background and keep color for content that communicates something."
    }
}
