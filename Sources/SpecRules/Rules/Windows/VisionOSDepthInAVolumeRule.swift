import SpecKnowledge
import SpecModel

/// A visionOS window that opens with depth is a volume.
public struct VisionOSDepthInAVolumeRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-depth-in-a-volume",
        title: "Content with depth goes in a volume",
        category: .windows,
        defaultSeverity: .warning,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("windows", "visionOS-windows"), HIGLink.url("windows", "visionOS-volumes")],
        rationale: """
            A window is an upright plane: the system clips 3D content that extends too far from its \
            surface. A screen whose `window.defaultSize` gives a `depth` greater than 0 asks for room in \
            depth, which only a volume (`"style": "volumetric"`) has. The finding is on the `depth`.
            """,
        quote: "To display 3D content that has greater depth, use a volume.",
        triggeringExamples: [
            .screen(
                #""window": { "defaultSize": { "width": 0.6, "height": 0.4, "depth": ↓0.4, "unit": "meters" } }"#,
                platforms: #""visionOS": "1.0""#),
            .screen(#""window": { "style": "plain", "defaultSize": { "width": 800, "height": 600, "depth": ↓200 } }"#, platforms: #""visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""window": { "style": "volumetric", "defaultSize": { "width": 0.6, "height": 0.4, "depth": 0.4, "unit": "meters" } }"#,
                platforms: #""visionOS": "1.0""#),
            .screen(#""window": { "defaultSize": { "width": 1280, "height": 720 } }"#, platforms: #""visionOS": "1.0""#),
            .screen(#""window": { "defaultSize": { "width": 800, "height": 600, "depth": 0 } }"#, platforms: #""visionOS": "1.0""#),
            .screen(#""window": { "defaultSize": { "width": 800, "height": 600, "depth": 200 } }"#, platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where screen.windowStyle != .volumetric {
            guard let depth = screen.window?["defaultSize"]?["depth"], let value = depth.numberValue, value > 0,
                !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty
            else { continue }
            violations.append(RuleViolation(range: depth.range, message: Self.message(screen: screen.displayName)))
        }
        return violations
    }

    /// The finding's message: the window of `screen` opens with depth but is no volume.
    static func message(screen: String) -> String {
        "The window of \(screen) opens with a depth, but a window is an upright plane that clips 3D content extending too far from its surface; make it a volume (\"style\": \"volumetric\") or drop `depth`."
    }
}
