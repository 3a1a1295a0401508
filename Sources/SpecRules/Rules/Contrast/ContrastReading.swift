import SpecKnowledge
import SpecModel

/// The contrast of a component's text with what it sits on, per appearance, exactly as the contrast
/// rules judge it: for editors to show in place (inlay hints).
public enum ContrastReading {
    /// One appearance's ratio.
    public struct Ratio: Sendable, Hashable {
        /// The appearance.
        public let appearance: Appearance
        /// The contrast ratio (≥ 1).
        public let ratio: Double
    }

    /// The ratios of `component`'s foreground over its background in each appearance its first judged
    /// platform has; empty where the rules do not judge it (system colors on system backgrounds,
    /// system-drawn items without a color of the spec's, containers).
    public static func ratios(of component: Component, context: RuleContext) -> [Ratio] {
        guard let kind = component.componentKind, kind.traits.contains(.showsText), !kind.traits.contains(.container) else { return [] }
        let judged = context.judgedPlatforms(for: component)
        let colors = ContrastColors(of: component, kind: kind, judgedOn: judged, context: context)
        for platform in judged {
            guard let (foreground, background, _, _) = colors.on(platform) else { continue }
            return platform.profile.appearances.value.compactMap { appearance in
                guard let text = foreground[appearance].color, let fill = background[appearance].color else { return nil }
                return Ratio(appearance: appearance, ratio: RGBAColor.contrastRatio(text.composited(over: fill), fill))
            }
        }
        return []
    }

    /// `4.61:1`.
    public static func format(_ ratio: Double) -> String {
        ContrastJudgement.format(ratio) + ":1"
    }
}
