import SpecKnowledge
import SpecModel
import SpecSyntax

/// Custom colors with light and dark variants also define increased-contrast variants.
public struct CustomColorIncreasedContrastVariantsRule: Rule {
    public static let description = RuleDescription(
        id: "custom-color-increased-contrast-variants",
        title: "Custom colors have increased-contrast variants",
        category: .color,
        defaultSeverity: .warning,
        platforms: Platform.having([.increasedContrastLight, .increasedContrastDark]),
        higURLs: [HIGLink.url("color", "Best-practices")],
        rationale: """
            With Increase Contrast on, system colors switch to variants with more visual differentiation \
            (systemBlue #007AFF becomes #0040DD in light mode). A custom color needs its own \
            increasedContrastLight and increasedContrastDark variants, or the setting has no effect on it. \
            Checked for variants objects that already give light and dark (plain values are reported by \
            custom-color-light-dark-variants), on platforms with increased-contrast appearances. A variant \
            that is a system color (it adapts by itself) or pure black or white (already the most contrast) \
            needs no increased-contrast partner.
            """,
        quote:
            "If you define a custom color, make sure to supply light and dark variants, and an increased contrast option for each variant that provides a significantly higher amount of visual differentiation.",
        triggeringExamples: [
            .content(
                ##"{ "type": "text", "text": "Hi", "color": "brand" }"##,
                extra: ##""colors": { "brand": ↓{ "light": "#8A4900", "dark": "#F5A524" } }"##),
            .content(
                ##"{ "type": "text", "text": "Hi", "color": ↓{ "light": "#8A4900", "dark": "#F5A524", "increasedContrastLight": "#5C3000" } }"##,
                platforms: #""macOS": "14.0""#),
            .screen(##""background": ↓{ "light": "systemBackground", "dark": "#1A1A1A" }, "content": []"##, platforms: #""tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                ##"{ "type": "text", "text": "Hi", "color": "brand" }"##,
                extra:
                    ##""colors": { "brand": { "light": "#8A4900", "dark": "#F5A524", "increasedContrastLight": "#5C3000", "increasedContrastDark": "#FFC266" } }"##
            ),
            .content(##"{ "type": "text", "text": "Hi", "color": "label", "background": "#FAFAFA" }"##),
            .content(
                ##"{ "type": "text", "text": "Hi", "color": { "light": "#8A4900", "dark": "#F5A524" } }"##, platforms: #""visionOS": "1.0""#
            ),
            .screen(##""background": { "light": "systemBackground", "dark": "#000000" }, "content": []"##)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for use in context.colorUses where use.node.kind == .object {
            guard !context.judgedPlatforms(for: use, among: Self.description.platforms).isEmpty,
                let light = use.node[Appearance.light.rawValue], let dark = use.node[Appearance.dark.rawValue]
            else { continue }
            let keys = Set(use.node.keys)
            let missing = [(Appearance.increasedContrastLight, light), (.increasedContrastDark, dark)].filter { appearance, standard in
                !keys.contains(appearance.rawValue) && needsIncreasedContrastVariant(standard, context: context)
            }.map(\.0.rawValue)
            guard !missing.isEmpty else { continue }
            let owner = use.ownerName.prefix(1).uppercased() + use.ownerName.dropFirst()
            violations.append(RuleViolation(range: use.node.range, message: Self.message(owner: owner, missing: missing)))
        }
        return violations
    }

    /// The finding's message: `owner` (capitalized) lacks the `missing` increased-contrast variants.
    static func message(owner: String, missing: [String]) -> String {
        let list = missing.map { "\"\($0)\"" }.joined(separator: " and ")
        return
            "\(owner) has no \(list) variant\(missing.count > 1 ? "s" : ""), so Increase Contrast leaves it unchanged; add \(missing.count > 1 ? "them" : "it") with more contrast than \"light\" and \"dark\"."
    }

    /// False when the standard variant adapts to Increase Contrast by itself (it names a system color,
    /// directly or through tokens, or a value that already has its own increased-contrast variants) or is
    /// pure black or white, which no variant can outdo.
    private func needsIncreasedContrastVariant(_ variant: SyntaxNode, context: RuleContext) -> Bool {
        if SystemColorLookup.systemColor(for: variant, in: context.spec) != nil { return false }
        guard let resolved = context.colors.resolve(variant) else { return false }
        if resolved[.increasedContrastLight].color != resolved[.light].color
            || resolved[.increasedContrastDark].color != resolved[.dark].color
        {
            return false
        }
        return !Appearance.allCases.allSatisfy { resolved[$0].color?.isPlainBlackOrWhite ?? false }
    }
}
