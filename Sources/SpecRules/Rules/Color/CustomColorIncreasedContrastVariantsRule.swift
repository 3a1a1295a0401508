import SpecKnowledge
import SpecModel
import SpecSyntax

/// Custom colors with light and dark variants also define increased-contrast variants.
public struct CustomColorIncreasedContrastVariantsRule: Rule {
    public static let description = RuleDescription(
        id: "custom-color-increased-contrast-variants",
        title: "Custom colors have increased-contrast variants",
        category: .color,
        defaultSeverity: .information,
        platforms: [.iOS, .iPadOS, .macOS, .tvOS],
        higURLs: ["https://developer.apple.com/design/human-interface-guidelines/color#Best-practices"],
        rationale: """
            With Increase Contrast on, system colors switch to variants with more visual differentiation \
            (systemBlue #007AFF becomes #0040DD in light mode). A custom color needs its own \
            increasedContrastLight and increasedContrastDark variants, or the setting has no effect on it. \
            Checked for variants objects that already give light and dark (plain values are reported by \
            custom-color-light-dark-variants).
            """,
        triggeringExamples: [
            .content(
                ##"{ "type": "text", "text": "Hi", "color": "brand" }"##,
                extra: ##""colors": { "brand": ↓{ "light": "#8A4900", "dark": "#F5A524" } }"##),
            .content(
                ##"{ "type": "text", "text": "Hi", "color": ↓{ "light": "#8A4900", "dark": "#F5A524", "increasedContrastLight": "#5C3000" } }"##,
                platforms: #""macOS": "14.0""#),
        ],
        nonTriggeringExamples: [
            .content(
                ##"{ "type": "text", "text": "Hi", "color": "brand" }"##,
                extra: ##""colors": { "brand": { "light": "#8A4900", "dark": "#F5A524", "increasedContrastLight": "#5C3000", "increasedContrastDark": "#FFC266" } }"##),
            .content(##"{ "type": "text", "text": "Hi", "color": "label", "background": "#FAFAFA" }"##),
            .content(##"{ "type": "text", "text": "Hi", "color": { "light": "#8A4900", "dark": "#F5A524" } }"##, platforms: #""visionOS": "1.0""#),
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let checked = Set(Self.description.platforms)
        var violations: [RuleViolation] = []
        for use in context.colorUses where use.node.kind == .object {
            let targets = use.token != nil ? context.spec.targets : context.spec.targets(for: use.screen)
            guard targets.contains(where: { checked.contains($0.platform) }) else { continue }
            let keys = Set(use.node.keys)
            guard keys.contains(Appearance.light.rawValue), keys.contains(Appearance.dark.rawValue) else { continue }
            let missing = [Appearance.increasedContrastLight, .increasedContrastDark].map(\.rawValue).filter { !keys.contains($0) }
            guard !missing.isEmpty else { continue }
            let owner = use.ownerName.prefix(1).uppercased() + use.ownerName.dropFirst()
            let list = missing.map { "\"\($0)\"" }.joined(separator: " and ")
            violations.append(
                RuleViolation(
                    range: use.node.range,
                    message: "\(owner) has no \(list) variant\(missing.count > 1 ? "s" : ""), so Increase Contrast leaves it unchanged; add \(missing.count > 1 ? "them" : "it") with more contrast than \"light\" and \"dark\"."))
        }
        return violations
    }
}
