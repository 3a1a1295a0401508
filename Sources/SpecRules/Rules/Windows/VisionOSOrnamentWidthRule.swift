import SpecKnowledge
import SpecModel
import SpecSyntax

/// A visionOS ornament is no wider than its window.
public struct VisionOSOrnamentWidthRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-ornament-width",
        title: "Ornaments are no wider than their window",
        category: .windows,
        defaultSeverity: .information,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("ornaments", "Best-practices")],
        rationale: """
            Aim to keep an ornament's width the same or narrower than the width of its window: an ornament \
            wider than its window can interfere with a tab bar or other vertical content at the window's side. \
            The check compares a top or bottom ornament's `width` with the screen's window width (its \
            `defaultSize` in points, else `window.width`; an ornament without an `edge` sits at the bottom).
            """,
        quote: "Aim to keep an ornament’s width the same or narrower than the width of the associated window.",
        triggeringExamples: [
            .screen(
                #""window": { "width": 980, "height": 640 }, "ornaments": [ { "type": "ornament", "edge": "bottom", "width": ↓1100, "children": [ { "type": "button", "title": "Play" } ] } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(
                #""window": { "width": 800 }, "ornaments": [ { "type": "ornament", "width": ↓801 } ]"#,
                platforms: #""iOS": "17.0", "visionOS": "1.0""#),
            .screen(
                #""window": { "width": 1200, "defaultSize": { "width": 700, "height": 500 } }, "ornaments": [ { "type": "ornament", "width": ↓800 } ]"#,
                platforms: #""visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""window": { "width": 800 }, "ornaments": [ { "type": "ornament", "edge": "bottom", "width": 800 } ]"#,
                platforms: #""visionOS": "1.0""#),
            // A side ornament's width runs away from the window.
            .screen(
                #""window": { "width": 400 }, "ornaments": [ { "type": "ornament", "edge": "trailing", "width": 420 } ]"#,
                platforms: #""visionOS": "1.0""#),
            // Without a window width there is nothing to compare.
            .screen(#""ornaments": [ { "type": "ornament", "width": 2000 } ]"#, platforms: #""visionOS": "1.0""#),
            // A size in meters is not compared with points: the window's `width` is.
            .screen(
                #""window": { "width": 1200, "defaultSize": { "width": 0.7, "height": 0.5, "unit": "meters" } }, "ornaments": [ { "type": "ornament", "width": 800 } ]"#,
                platforms: #""visionOS": "1.0""#)
        ],
        corrections: [
            .screen(
                #""window": { "width": 980, "height": 640 }, "ornaments": [ { "type": "ornament", "edge": "bottom", "width": ↓1100, "children": [ { "type": "button", "title": "Play" } ] } ]"#,
                #""window": { "width": 980, "height": 640 }, "ornaments": [ { "type": "ornament", "edge": "bottom", "width": 980, "children": [ { "type": "button", "title": "Play" } ] } ]"#,
                platforms: #""visionOS": "1.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            guard let windowWidth = screen.windowSize("width") else { continue }
            for ornament in context.components(.ornament, in: screen) where ornament.placement == .ornament {
                let edge = ornament.string("edge").flatMap(OrnamentEdge.init(rawValue:)) ?? .bottom
                guard edge.isHorizontal, let widthNode = ornament.value("width"), let width = widthNode.numberValue, width > windowWidth
                else { continue }
                let fixed = PointSize.format(windowWidth)
                violations.append(
                    RuleViolation(
                        range: widthNode.range,
                        message: Self.message(edge: edge, screen: screen.displayName, width: width, windowWidth: windowWidth),
                        fix: SuggestedFix(title: "Set to \(fixed) pt", range: widthNode.range, newText: fixed)))
            }
        }
        return violations
    }

    /// The finding's message: the `edge` ornament in `screen` is `width` pt wide, wider than its `windowWidth` pt window.
    static func message(edge: OrnamentEdge, screen: String, width: Double, windowWidth: Double) -> String {
        let fixed = PointSize.format(windowWidth)
        return
            "The \(edge.rawValue) ornament in \(screen) is \(PointSize.format(width)) pt wide, wider than its \(fixed) pt window; in visionOS keep an ornament no wider than its window so it doesn't interfere with the tab bar or content at the window's side. Make it at most \(fixed) pt wide."
    }
}
