import SpecKnowledge
import SpecModel
import SpecSyntax

/// visionOS window content stays within the window's bounds.
public struct VisionOSContentWithinWindowRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-content-within-window",
        title: "visionOS content stays within its window",
        category: .windows,
        defaultSeverity: .warning,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("layout", "visionOS")],
        rationale: """
            Keep a window's content within its bounds. visionOS shows window controls just outside the window: \
            the Share menu above it, the controls that move, resize and close it below. Content that encroaches \
            on these areas makes the system controls, especially those below the window, hard to use. The check \
            compares a content component's `width` and `height` with the screen's `window` size (its \
            `defaultSize` in points, else its `width` and `height`); ornaments are \
            meant to sit outside and are not judged.
            """,
        quote: "Keep a window’s content within its bounds.",
        triggeringExamples: [
            .screen(
                #""window": { "width": 980, "height": 720 }, "content": [ { "type": "image", "asset": "banner", "accessibilityLabel": "Fjord at dawn", "width": ↓1280, "height": 300 } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(
                #""window": { "width": 640, "height": 480 }, "content": [ { "type": "list", "height": ↓520, "children": [ { "type": "text", "text": "Row", "height": 600 } ] } ]"#,
                platforms: #""iOS": "17.0", "visionOS": "1.0""#),
            .screen(
                #""window": { "defaultSize": { "width": 700, "height": 500 } }, "content": [ { "type": "image", "asset": "map", "isDecorative": true, "width": ↓900, "height": 400 } ]"#,
                platforms: #""visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""window": { "width": 980, "height": 720 }, "content": [ { "type": "image", "asset": "banner", "isDecorative": true, "width": 980, "height": 720 } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(
                #""window": { "width": 980 }, "ornaments": [ { "type": "ornament", "edge": "top", "width": 900, "height": 2000 } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(
                #""content": [ { "type": "image", "asset": "banner", "isDecorative": true, "width": 5000 } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(
                #""window": { "width": 600 }, "content": [ { "type": "image", "asset": "banner", "isDecorative": true, "width": 800 } ]"#,
                platforms: #""macOS": "14.0""#)
        ],
        corrections: [
            .screen(
                #""window": { "width": 980, "height": 720 }, "content": [ { "type": "image", "asset": "banner", "accessibilityLabel": "Fjord at dawn", "width": ↓1280, "height": 300 } ]"#,
                #""window": { "width": 980, "height": 720 }, "content": [ { "type": "image", "asset": "banner", "accessibilityLabel": "Fjord at dawn", "width": 980, "height": 300 } ]"#,
                platforms: #""visionOS": "1.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where screen.windowStyle != .volumetric {
            guard screen.window != nil, !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty else {
                continue
            }
            let bounds = [("width", screen.windowSize("width")), ("height", screen.windowSize("height"))]
            guard bounds.contains(where: { $0.1 != nil }) else { continue }
            var reported: Set<Int> = []
            for component in context.spec.components(of: screen) {
                let top = context.spec.topLevel(of: component)
                guard top.placement == .content,
                    !context.spec.ancestors(of: component).contains(where: { reported.contains($0.index) })
                else { continue }
                for (key, limit) in bounds {
                    guard let limit, let node = component.value(key), let size = node.numberValue, size > limit else { continue }
                    let fixed = PointSize.format(limit)
                    violations.append(
                        RuleViolation(
                            range: node.range,
                            message: Self.message(
                                component: component.displayName, key: key, size: size, limit: limit, screen: screen.displayName),
                            fix: SuggestedFix(title: "Set to \(fixed) pt", range: node.range, newText: fixed)))
                    reported.insert(component.index)
                    break
                }
            }
        }
        return violations
    }

    /// The finding's message: `component`'s `key` ("width" or "height") is `size` pt, beyond the `limit` of `screen`'s window.
    static func message(component: String, key: String, size: Double, limit: Double, screen: String) -> String {
        let extent = key == "width" ? "wide" : "tall"
        let fixed = PointSize.format(limit)
        return
            "\(component) is \(PointSize.format(size)) pt \(extent), beyond the \(fixed) pt \(key) of \(screen)'s window; in visionOS keep content within the window so it doesn't cover the system's window controls just outside it. Make it at most \(fixed) pt \(extent)."
    }
}
