import SpecKnowledge
import SpecModel
import SpecSyntax

/// A visionOS window has a minimum and a maximum size.
public struct VisionOSWindowSizeLimitsRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-window-size-limits",
        title: "visionOS windows have a minimum and maximum size",
        category: .windows,
        defaultSeverity: .warning,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("windows", "visionOS-windows")],
        rationale: """
            Choose a minimum and maximum size for each visionOS window. People resize windows as they arrange \
            their space; without limits they could make a window so small that UI elements overlap or so large \
            that the app becomes unusable. The check reads a screen's `window`: it needs `minWidth` or \
            `minHeight`, and `maxWidth` or `maxHeight`. Volumes are not judged.
            """,
        quote: "Choose a minimum and maximum size for each window to help keep your content looking great.",
        triggeringExamples: [
            .screen(#""window": ↓{ "width": 980, "height": 720 }"#, platforms: #""visionOS": "1.0""#),
            .screen(
                #""window": ↓{ "width": 980, "height": 720, "minWidth": 640, "minHeight": 480 }"#,
                platforms: #""iOS": "17.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(#""window": { "width": 980, "minWidth": 640, "maxWidth": 1400 }"#, platforms: #""visionOS": "1.0""#),
            .screen(#""window": { "style": "volumetric" }"#, platforms: #""visionOS": "1.0""#),
            .screen(#""window": { "width": 980 }"#, platforms: #""macOS": "14.0""#),
            .screen(#""content": []"#, platforms: #""visionOS": "1.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where screen.windowStyle != .volumetric {
            guard let window = screen.window, !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty else {
                continue
            }
            let noMinimum = window["minWidth"] == nil && window["minHeight"] == nil
            let noMaximum = window["maxWidth"] == nil && window["maxHeight"] == nil
            guard noMinimum || noMaximum else { continue }
            violations.append(
                RuleViolation(
                    range: window.range, message: Self.message(screen: screen.displayName, noMinimum: noMinimum, noMaximum: noMaximum)))
        }
        return violations
    }

    /// The finding's message: `screen`'s visionOS window states no minimum size, no maximum size, or neither.
    static func message(screen: String, noMinimum: Bool, noMaximum: Bool) -> String {
        var missing: [String] = []
        if noMinimum { missing.append("minimum (\"minWidth\", \"minHeight\")") }
        if noMaximum { missing.append("maximum (\"maxWidth\", \"maxHeight\")") }
        return
            "The visionOS window of \(screen) has no \(missing.joined(separator: " or ")) size; choose \(missing.count == 2 ? "both" : "one") so people can't resize it until UI elements overlap or the layout becomes unusable."
    }
}
