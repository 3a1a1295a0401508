import SpecKnowledge
import SpecModel
import SpecSyntax

/// Text must meet the HIG's minimum contrast against what it sits on, in every appearance of every
/// platform the screen applies to.
public struct TextContrastMinimumRule: Rule {
    public static let description = RuleDescription(
        id: "text-contrast-minimum",
        title: "Text meets the minimum contrast ratio in every appearance",
        category: .contrast,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("accessibility", "Vision"),
            HIGLink.url("color", "Best-practices"),
            HIGLink.url("dark-mode", "Dark-Mode-colors")
        ],
        rationale: """
            Text must stay legible for everyone, including people with low vision, in light and dark \
            appearances and with Increase Contrast on. The HIG asks apps to strive to meet its minimums \
            (Accessibility › Vision, the values Accessibility Inspector takes from WCAG Level AA): \
            \(ContrastJudgement.minimumsText); and where an app doesn't meet them by default, to ensure it \
            meets them when Increase Contrast is on. So a color that misses the minimum in every appearance \
            the platform has is a warning; one that meets it with Increase Contrast on (a system color's \
            accessible variant, or a custom color's `increasedContrastLight`/`increasedContrastDark`) is \
            information. The system label colors (label, secondaryLabel, tertiaryLabel, quaternaryLabel, \
            placeholderText) on the system background colors, and a prominent button's white title on a \
            system color tint, are Apple's own pairings: at most information, which names their Increase \
            Contrast values. Each platform the screen applies to \
            is judged with its own text sizes and only in the appearances it has (watchOS and visionOS: \
            dark). Text on the app's content is judged against its effective background (the component's, \
            else its ancestors', else the screen's, else systemBackground); text on a system-drawn bar or \
            menu only where the spec sets its color or tint, against the system color that stands in for \
            that element's material on the platform; white text on a prominent button against the \
            button's fill. visionOS windows are glass, for which the HIG gives no color: there only text \
            on an opaque background the spec sets is judged. Sidebar rows (whose color is their icon's) \
            and ornaments (on glass with no stand-in color) are not judged. A watchOS inline button's title \
            is judged against its platter ("When you place a button inline with content, it gains a material \
            effect that contrasts with the background", Buttons › watchOS), for which the profiles name a \
            stand-in color. Text on a gradient is judged against the stop that gives it the least contrast. \
            Text on a material or glass is not measured, since what lies behind it decides its color: a \
            color on it that is not a vibrant label color is said at information ("Help ensure legibility by \
            using vibrant colors on top of materials", Materials), and so is quaternary on the thin materials. \
            Whether a pairing of system colors is Apple's own depends only on what shows: an opaque system \
            background hides whatever lies below it.
            """,
        quote:
            "If your app doesn’t provide this minimum contrast by default, ensure it at least provides a higher contrast color scheme when the system setting Increase Contrast is turned on.",
        triggeringExamples: [
            .content(##"{ "type": "text", "text": "Faint", "color": ↓"#C7C7CC" }"##),
            .content(
                ##"{ "type": "text", "text": "Brand", "font": "body", "color": ↓"brand" }"##,
                extra: ##""colors": { "brand": { "light": "#B25E00", "dark": "#3A2000" } }"##),
            .content(##"{ "type": "stack", "background": "#000000", "children": [ { "type": "text", "text": ↓"Hidden" } ] }"##),
            .content(##"{ "type": "text", "text": "Dim", "color": ↓"#3A3A3C" }"##, platforms: #""watchOS": "10.0""#),
            .content(
                ##"{ "type": "button", "title": "Buy", "style": "borderedProminent", "tint": ↓"#FFD60A" }"##, platforms: #""macOS": "14.0""#
            ),
            .screen(
                ##""toolbar": { "items": [ { "type": "button", "title": "Edit", "color": ↓"#D1D1D6" } ] }"##,
                platforms: #""iOS": "17.0", "macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(##"{ "type": "text", "text": "Readable", "color": "label" }"##),
            .content(##"{ "type": "text", "text": "Large", "font": { "size": 24, "weight": "bold" }, "color": "#8E8E93" }"##),
            .content(
                ##"{ "type": "text", "text": "Brand", "color": "brand" }"##,
                extra: ##""colors": { "brand": { "light": "#8A4900", "dark": "#F5A524" } }"##),
            .content(##"{ "type": "text", "text": "Time", "color": "label", "background": "#000000" }"##, platforms: #""watchOS": "10.0""#),
            .content(##"{ "type": "button", "title": "Buy", "style": "borderedProminent", "color": "#FFFFFF", "background": "#0040DD" }"##),
            .screen(
                ##""background": "#1C1C1E", "toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }"##,
                platforms: #""iOS": "17.0", "macOS": "14.0""#),
            .content(##"{ "type": "text", "text": "Big", "font": { "size": 18 }, "color": "#949494" }"##)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let minimums = ContrastJudgement.minimums else { return [] }
        var violations: [RuleViolation] = []
        for component in context.spec.components {
            guard let kind = component.componentKind, kind.traits.isDisjoint(with: [.systemDrawn, .container]), component.visibleText != nil
            else { continue }
            let judged = context.judgedPlatforms(for: component, among: Self.description.platforms)
            guard !judged.isEmpty, let font = context.fonts.font(of: component) else { continue }
            if let material = context.colors.material(under: component) {
                if let finding = Self.onMaterial(component, kind: kind, material: material, judged: judged, context: context) {
                    violations.append(finding)
                }
                continue
            }
            var sizes: [Platform: (size: Double, large: Bool)] = [:]
            let (failures, notes, backgroundNode) = ContrastJudgement.judge(component, kind: kind, on: judged, context: context) {
                platform in
                guard let size = platform.textSize(of: font) else { return nil }
                let isLarge = size >= minimums.largeTextSize || font.effectiveWeight(on: platform.platform) >= .bold
                sizes[platform.platform] = (size, isLarge)
                return isLarge ? minimums.largeText : minimums.normalText
            }
            guard !failures.isEmpty else { continue }
            let pairing = Self.systemPairing(of: component, context: context)
            let message = Self.message(
                text: component.displayName, failures: failures, judged: judged.platforms, notes: notes, sizes: sizes,
                largeTextSize: minimums.largeTextSize, systemPairing: pairing)
            // "Prefer system-defined colors. These colors have their own accessible variants that automatically adapt".
            let severity: Severity? = pairing != nil || failures.allSatisfy(\.passesWithIncreasedContrast) ? .information : nil
            let colorNode = component.value("color") ?? component.value("tint")
            let range = (colorNode ?? component.value("text") ?? component.value("title") ?? component.node).range
            let related = backgroundNode.map { [RelatedLocation(range: $0.range, message: "The background comes from here.")] } ?? []
            violations.append(RuleViolation(range: range, message: message, severity: severity, related: related))
        }
        return violations
    }

    /// Text on a material or glass, whose color depends on what lies behind it: not measured. Its color is
    /// said at information when it is not a vibrant label color ("Help ensure legibility by using vibrant
    /// colors on top of materials", Materials), or is quaternary on a thin material ("avoid using
    /// quaternary on top of the thin and ultraThin materials, because the contrast is too low").
    private static func onMaterial(
        _ component: Component, kind: ComponentKind, material: MaterialStyle, judged: [JudgedPlatform], context: RuleContext
    ) -> RuleViolation? {
        let colors = ContrastColors(of: component, kind: kind, judgedOn: judged, context: context)
        guard colors.contentForeground != nil, let node = component.value("color") ?? component.value("tint") else { return nil }
        let system = SystemColorLookup.systemColor(for: node, in: context.spec)?.color
        let written = node.stringValue ?? "this color"
        if let system, system.kind == .label {
            guard system.name == "quaternaryLabel", material.isThin else { return nil }
            return RuleViolation(
                range: node.range, message: quaternaryOnThinMaterial(text: component.displayName, material: material), severity: .information)
        }
        return RuleViolation(
            range: node.range, message: notVibrantOnMaterial(text: component.displayName, color: written, material: material),
            severity: .information)
    }

    /// The finding's message: the `text` component's `color` on `material` cannot be measured and is not a vibrant label color.
    static func notVibrantOnMaterial(text: String, color: String, material: MaterialStyle) -> String {
        "\(text) is `\(color)` on `\(material.rawValue)`, whose color depends on what lies behind it, so its contrast can't be measured. On materials use the vibrant label colors (`label`/`primary`, `secondaryLabel`, `tertiaryLabel`), which the system keeps legible there."
    }

    /// The finding's message: the `text` component is quaternary on the thin `material`.
    static func quaternaryOnThinMaterial(text: String, material: MaterialStyle) -> String {
        "\(text) is `quaternaryLabel` on `\(material.rawValue)`: the HIG asks to avoid quaternary on the thin and ultra-thin materials because the contrast is too low; use `tertiaryLabel` or a thicker material."
    }

    /// The finding's message: the `text` component has the contrast `failures` on the `judged` platforms (with the
    /// judgement's `notes`), below what its size needs (`sizes` per platform: point size and whether it counts as
    /// large, bold below `largeTextSize`); it adds that a `systemPairing` adapts on its own, or else that every
    /// failure passes with Increase Contrast on, when it does.
    static func message(
        text: String, failures: [ContrastFailure], judged: [Platform], notes: [String], sizes: [Platform: (size: Double, large: Bool)],
        largeTextSize: Double, systemPairing: String?
    ) -> String {
        let message = ContrastJudgement.message(subject: text, failures: failures, judged: judged, notes: notes) { worst in
            let size = sizes[worst.platform] ?? (0, false)
            let bold = size.large && size.size < largeTextSize ? " bold" : ""
            return "\(FontResolver.format(size.size)) pt\(bold) text needs at least \(ContrastJudgement.format(worst.required)):1"
        }
        let increasedContrast = increasedContrastText(failures)
        if let systemPairing {
            return message
                + " \(systemPairing) is a pairing of system colors, which adapts on its own\(increasedContrast.map { "; with Increase Contrast on: \($0)" } ?? "")."
        }
        if failures.allSatisfy(\.passesWithIncreasedContrast) {
            return message + " It meets the minimum with Increase Contrast on (\(increasedContrast ?? "")), as the HIG allows."
        }
        return message
    }

    /// "`secondaryLabel` on `systemBackground`" when the text color is a system label color and everything
    /// that shows below it is a system background color (or the system's stand-in for a bar), or "the system's white
    /// title on `systemBlue`" for a prominent button the system draws on a system color; nil otherwise.
    static func systemPairing(of component: Component, context: RuleContext) -> String? {
        if component.componentKind == .button, component.buttonStyle?.fillsWithTint == true {
            guard component.value("color") == nil, let fill = component.value("background") ?? component.value("tint"),
                let (system, _) = SystemColorLookup.systemColor(for: fill, in: context.spec)
            else { return nil }
            return "The system's white title on `\(system.name)`"
        }
        let foreground: String
        if let node = component.value("color") {
            guard let (system, _) = SystemColorLookup.systemColor(for: node, in: context.spec), system.kind == .label else { return nil }
            foreground = system.name
        } else if component.value("tint") == nil {
            // A button or menu draws its title in the accent color: the app's own accent is no system color.
            if ContrastColors.hasOwnAccentColor(context), component.componentKind == .button || component.componentKind == .menu {
                return nil
            }
            foreground = "label"
        } else {
            return nil
        }
        var backgrounds: [String] = []
        // Only what shows counts: an opaque system background hides whatever the screen or a container sets below it.
        for layer in context.colors.visibleBackgroundLayers(of: component) {
            guard let (system, _) = SystemColorLookup.systemColor(for: layer, in: context.spec), system.kind == .background else {
                return nil
            }
            backgrounds.append(system.name)
        }
        return "`\(foreground)` on `\(backgrounds.first ?? "systemBackground")`"
    }

    /// The increased-contrast ratios of `failures`' appearances: "5.1:1 in increased-contrast light"; nil
    /// when no failing platform has an increased-contrast appearance.
    static func increasedContrastText(_ failures: [ContrastFailure]) -> String? {
        var parts: [String] = []
        for failure in failures {
            guard let ratio = failure.increasedContrastRatio,
                let appearance = Appearance.allCases.first(where: { $0.standardCounterpart == failure.appearance })
            else { continue }
            let text = "\(ContrastJudgement.format(ratio)):1 in \(appearance.displayName)"
            if !parts.contains(text) { parts.append(text) }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
