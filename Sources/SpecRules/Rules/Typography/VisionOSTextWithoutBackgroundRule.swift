import SpecKnowledge
import SpecModel
import SpecSyntax

/// visionOS text that floats without a background is bold.
public struct VisionOSTextWithoutBackgroundRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-text-without-background",
        title: "visionOS text without a background is bold",
        category: .typography,
        defaultSeverity: .information,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("typography", "visionOS")],
        rationale: """
            If you need to display text that's not on a background in visionOS, consider making it bold to \
            improve legibility, and avoid adding shadows to increase its contrast: the space may have no \
            surface for an accurate shadow. Text has no background in a plain window (no glass) or a volume \
            unless it, a container around it or the screen sets a `background` (a screen's only when it is \
            glass or a material); ornaments sit on glass. Semibold and \
            heavier weights count as bold.
            """,
        quote: "If you need to display text that’s not on a background, consider making it bold to improve legibility.",
        triggeringExamples: [
            .screen(
                #""window": { "style": "plain" }, "content": [ { "type": "text", "text": "Now Playing", "font": { "textStyle": "title1", "weight": ↓"regular" } } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(
                #""window": { "style": "volumetric" }, "content": [ { "type": ↓"text", "text": "Mars" } ]"#,
                platforms: #""iOS": "17.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""window": { "style": "plain" }, "content": [ { "type": "text", "text": "Now Playing", "font": { "textStyle": "title1", "weight": "bold" } } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(
                #""window": { "style": "plain" }, "content": [ { "type": "card", "background": "secondarySystemBackground", "children": [ { "type": "text", "text": "On a card" } ] } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(#""content": [ { "type": "text", "text": "On glass" } ]"#, platforms: #""visionOS": "1.0""#),
            .screen(
                #""window": { "style": "volumetric" }, "ornaments": [ { "type": "ornament", "children": [ { "type": "text", "text": "On the ornament's glass" } ] } ]"#,
                platforms: #""visionOS": "1.0""#)
        ],
        corrections: [
            .screen(
                #""window": { "style": "plain" }, "content": [ { "type": "text", "text": "Now Playing", "font": { "textStyle": "title1", "weight": ↓"regular" } } ]"#,
                #""window": { "style": "plain" }, "content": [ { "type": "text", "text": "Now Playing", "font": { "textStyle": "title1", "weight": "bold" } } ]"#,
                platforms: #""visionOS": "1.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            // A screen whose background is glass or a material (`.glassBackgroundEffect()` on the window's
            // content) puts its text on a background.
            guard let style = screen.windowStyle, !style.hasGlassBackground,
                screen.background.flatMap(context.colors.material(of:)) == nil,
                !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty
            else { continue }
            for text in context.components(.text, in: screen) {
                let chain = [text] + context.spec.ancestors(of: text)
                guard !chain.contains(where: { $0.value("background") != nil || $0.componentKind == .ornament }),
                    let font = context.fonts.font(of: text), font.effectiveWeight(on: .visionOS) < .semibold
                else { continue }
                let weight = font.effectiveWeight(on: .visionOS)
                let node = font.weightNode ?? text.value("font") ?? text.kindNode
                guard let node else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.message(text: text.displayName, windowStyle: style, weight: weight),
                        fix: font.weightNode.map {
                            SuggestedFix(title: "Make it bold", range: $0.range, newText: "\"\(FontWeight.bold.rawValue)\"")
                        }))
            }
        }
        return violations
    }

    /// The finding's message: `text` floats without a background in a window of `windowStyle` at `weight`.
    static func message(text: String, windowStyle: WindowStyle, weight: FontWeight) -> String {
        let window = windowStyle == .volumetric ? "a volume" : "a plain window"
        return
            "\(text) floats without a background in \(window) at \(weight.rawValue) weight; in visionOS make text that isn't on a background bold (semibold or heavier) rather than adding a shadow, or give it a background."
    }
}
