import SpecKnowledge
import SpecModel
import SpecSyntax

/// A visionOS volume has at most one ornament besides its toolbar and tab bar.
public struct VisionOSVolumeOrnamentCountRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-volume-ornament-count",
        title: "Volumes have at most one extra ornament",
        category: .windows,
        defaultSeverity: .information,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("windows", "visionOS-volumes"), HIGLink.url("ornaments", "Best-practices")],
        rationale: """
            In visionOS 2 and later a volume can include an ornament in addition to its toolbar and tab bar, to \
            elevate important views or controls. Prefer creating only one additional ornament, so ornaments \
            don't overshadow the volume's content. The figure is read from the HIG's component count table.
            """,
        quote:
            "Be sure to avoid placing an ornament on the same edge as a toolbar or tab bar, and prefer creating only one additional ornament to avoid overshadowing the important content in your volume.",
        triggeringExamples: [
            .screen(
                #""window": { "style": "volumetric" }, "ornaments": [ { "type": "ornament", "edge": "top" }, { "type": ↓"ornament", "edge": "trailing" } ]"#,
                platforms: #""visionOS": "2.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""window": { "style": "volumetric" }, "ornaments": [ { "type": "ornament", "edge": "top" } ]"#,
                platforms: #""visionOS": "2.0""#),
            // A window's ornaments are weighed by visual balance, not a count.
            .screen(
                #""ornaments": [ { "type": "ornament", "edge": "top" }, { "type": "ornament", "edge": "trailing" } ]"#,
                platforms: #""visionOS": "2.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let limit = HIGFigures.count(.ornamentsPerVolume, on: .visionOS)?.value else { return [] }
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where screen.windowStyle == .volumetric {
            guard !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty else { continue }
            let ornaments = context.components(.ornament, in: screen).filter { $0.placement == .ornament }
            for (offset, ornament) in ornaments.enumerated().dropFirst(limit) {
                guard let node = ornament.kindNode else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.message(position: offset + 1, of: ornaments.count, screen: screen.displayName, limit: limit)))
            }
        }
        return violations
    }

    /// The finding's message: ornament `position` of `count` in the volume `screen`, beyond the `limit`.
    static func message(position: Int, of count: Int, screen: String, limit: Int) -> String {
        "Ornament \(position) of \(count) in the volume \(screen); prefer at most \(limit) ornament besides the toolbar and tab bar, so the volume's content stays in front. Move its controls into the first ornament or the toolbar."
    }
}
