import SpecKnowledge
import SpecModel

/// A visionOS ornament is generally kept visible.
public struct VisionOSKeepOrnamentVisibleRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-keep-ornament-visible",
        title: "Ornaments stay visible",
        category: .windows,
        defaultSeverity: .information,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("ornaments", "Best-practices")],
        rationale: """
            People appreciate consistent access to an ornament's controls. The HIG allows hiding an ornament \
            when people dive into a window's content, such as watching a video or viewing a photo; a screen \
            that shows such content may keep its ornament hidden (set this rule to `off` in its file, or \
            explain in the screen's `note`). An ornament whose `visibility` is `hidden` is reported on that value.
            """,
        quote: "In general, keep an ornament visible.",
        triggeringExamples: [
            .screen(
                #""ornaments": [ { "type": "ornament", "edge": "bottom", "visibility": ↓"hidden", "children": [ { "type": "button", "title": "Play" } ] } ]"#,
                platforms: #""visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""ornaments": [ { "type": "ornament", "visibility": "visible", "children": [ { "type": "button", "title": "Play" } ] } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(#""ornaments": [ { "type": "ornament", "children": [] } ]"#, platforms: #""visionOS": "1.0""#),
            .screen(#""platform": "iOS", "ornaments": [ { "type": "ornament", "visibility": "hidden" } ]"#, platforms: #""iOS": "17.0", "visionOS": "1.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            for ornament in context.components(.ornament, in: screen) {
                guard let node = ornament.value("visibility"), node.stringValue == "hidden" else { continue }
                violations.append(RuleViolation(range: node.range, message: Self.message(ornament: ornament.displayName)))
            }
        }
        return violations
    }

    /// The finding's message: `ornament` is hidden.
    static func message(ornament: String) -> String {
        "\(ornament) is hidden; in general keep an ornament visible, and hide it only while people dive into the window's content, such as watching a video or viewing a photo."
    }
}
