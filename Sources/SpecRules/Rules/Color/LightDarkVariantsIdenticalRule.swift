import SpecKnowledge
import SpecModel
import SpecSyntax

/// A variants object whose light and dark values are the same color doesn't adapt to Dark Mode.
public struct LightDarkVariantsIdenticalRule: Rule {
    public static let description = RuleDescription(
        id: "light-dark-variants-identical",
        title: "Light and dark variants differ",
        category: .color,
        defaultSeverity: .warning,
        platforms: Platform.allCases.filter(LightDarkVariantsIdenticalRule.hasBothAppearances),
        higURLs: [
            HIGLink.url("color", "Best-practices"),
            HIGLink.url("dark-mode", "Dark-Mode-colors")
        ],
        rationale: """
            A color with "light" and "dark" variants promises to adapt to the appearance; when both resolve \
            to the same color (the same hex value written twice, a token and its own value, or two tokens \
            with one value) it doesn't, and the HIG asks custom colors to work in both light and dark \
            appearances. Variants are compared after resolving tokens and system colors, so \
            `{ "light": "systemBlue", "dark": "systemBlue" }` adapts (the system color does) and is not \
            reported. Only platforms that have both appearances are judged: watchOS and visionOS have \
            only a dark appearance.
            """,
        quote: "Make sure all your app’s colors work well in light, dark, and increased contrast contexts.",
        triggeringExamples: [
            .content(##"{ "type": "text", "text": "Hi", "color": ↓{ "light": "#1C1C1E", "dark": "#1c1c1e" } }"##),
            .content(
                ##"{ "type": "text", "text": "Hi", "color": "ink" }"##,
                extra: ##""colors": { "base": "#333333", "ink": ↓{ "light": "base", "dark": "#333" } }"##),
            .screen(##""background": ↓{ "light": "#FFFFFF", "dark": "#FFFFFF" }, "content": []"##, platforms: #""macOS": "14.0""#),
            .screen(
                ##""background": ↓{ "light": "#000000", "dark": "#000000" }, "content": []"##,
                platforms: #""iPadOS": "17.0", "watchOS": "10.0""#),
            .content(
                ##"{ "type": "button", "title": "Play", "tint": ↓{ "light": "#0A84FF", "dark": "#0A84FF" } }"##,
                platforms: #""tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(##"{ "type": "text", "text": "Hi", "color": { "light": "#1C1C1E", "dark": "#F2F2F7" } }"##),
            .content(
                ##"{ "type": "text", "text": "Hi", "color": { "light": "systemBlue", "dark": "systemBlue" } }"##,
                platforms: #""macOS": "14.0""#),
            .screen(##""background": { "light": "#000000", "dark": "#000000" }, "content": []"##, platforms: #""watchOS": "10.0""#),
            .screen(##""background": { "light": "#101010", "dark": "#101010" }, "content": []"##, platforms: #""visionOS": "1.0""#),
            .content(##"{ "type": "text", "text": "Hi", "color": { "light": "#1C1C1E" } }"##, platforms: #""tvOS": "17.0""#),
            .content(
                ##"{ "type": "text", "text": "Hi", "color": { "light": "#1C1C1E", "dark": "#1C1C1F" } }"##, platforms: #""iPadOS": "17.0""#)
        ], scope: .screen)

    /// True when `platform` has a light and a dark appearance (from its profile).
    static func hasBothAppearances(_ platform: Platform) -> Bool {
        let profile = PlatformCatalog.shared.profile(for: platform)
        return profile.has(.light) && profile.has(.dark)
    }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for use in context.colorUses where use.node.kind == .object {
            guard let lightNode = use.node[Appearance.light.rawValue], let darkNode = use.node[Appearance.dark.rawValue],
                let light = context.colors.resolve(lightNode)?[.light], let dark = context.colors.resolve(darkNode)?[.dark],
                !light.isUncertain, !dark.isUncertain, let lightColor = light.color, lightColor == dark.color
            else { continue }
            let targets = use.token != nil ? context.spec.targets : context.spec.targets(for: use.screen)
            let judged = targets.map(\.platform).filter(Self.hasBothAppearances)
            guard !judged.isEmpty else { continue }
            let owner = use.ownerName.prefix(1).uppercased() + use.ownerName.dropFirst()
            violations.append(
                RuleViolation(
                    range: use.node.range,
                    message: Self.message(owner: owner, color: lightColor, onlyOn: targets.count > judged.count ? judged : nil)
                ))
        }
        return violations
    }

    /// The finding's message: `owner` (capitalized) has `color` for both light and dark; `onlyOn` names the
    /// platforms judged when some targets have no Dark Mode.
    static func message(owner: String, color: RGBAColor, onlyOn platforms: [Platform]?) -> String {
        let skipped = platforms.map { " on \(Platform.list($0))" } ?? ""
        return
            "\(owner) has the same light and dark value (\(color.hex)), so it doesn't adapt to Dark Mode\(skipped); give \"dark\" a color that works on dark backgrounds, or use a system color."
    }
}
