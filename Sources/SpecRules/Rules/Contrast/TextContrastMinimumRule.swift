import SpecKnowledge
import SpecModel
import SpecSyntax

/// Text must meet WCAG AA contrast against its effective background in every appearance.
public struct TextContrastMinimumRule: Rule {
    public static let description = RuleDescription(
        id: "text-contrast-minimum",
        title: "Text meets the minimum contrast ratio in every appearance",
        category: .contrast,
        defaultSeverity: .error,
        higURLs: [
            "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects",
            "https://developer.apple.com/design/human-interface-guidelines/color#Inclusive-color",
            "https://developer.apple.com/design/human-interface-guidelines/dark-mode#Dark-Mode-colors",
        ],
        rationale: """
            Text must stay legible for everyone, including people with low vision, in light and dark \
            appearances and with Increase Contrast on. WCAG AA minimums: 4.5:1 for text up to 17 pt, \
            3:1 for text of 18 pt and larger or bold text. The check composites translucent colors over \
            the effective background (the component's, else its ancestors', else the screen's, else \
            systemBackground) and uses each color's variant for the appearance, falling back as the system does.
            """,
        triggeringExamples: [
            .content(##"{ "type": "text", "text": "Faint", "color": ↓"#C7C7CC" }"##),
            .content(
                ##"{ "type": "text", "text": "Brand", "font": "body", "color": ↓"brand" }"##,
                extra: ##""colors": { "brand": { "light": "#B25E00", "dark": "#3A2000" } }"##),
            .content(##"{ "type": "stack", "background": "#000000", "children": [ { "type": "text", "text": ↓"Hidden" } ] }"##),
        ],
        nonTriggeringExamples: [
            .content(##"{ "type": "text", "text": "Readable", "color": "label" }"##),
            .content(##"{ "type": "text", "text": "Large", "font": { "size": 24, "weight": "bold" }, "color": "#8E8E93" }"##),
            .content(
                ##"{ "type": "text", "text": "Brand", "color": "brand" }"##,
                extra: ##""colors": { "brand": { "light": "#8A4900", "dark": "#F5A524" } }"##),
        ], scope: .screen)

    /// WCAG AA minimum for body-size text.
    static let normalTextMinimum = 4.5
    /// WCAG AA minimum for text of 18 pt and larger, or bold.
    static let largeTextMinimum = 3.0

    /// Component kinds whose visible text the system draws in a fixed style; not checked here.
    static let skippedKinds: Set<String> = ["alert", "actionSheet", "menu", "sheet", "list", "stack", "card", "segmentedControl", "picker", "datePicker"]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.spec.components {
            guard let kind = component.kind, !Self.skippedKinds.contains(kind), component.visibleText != nil else { continue }
            let colorNode = component.value("color")
            let backgroundLayers = context.colors.backgroundLayers(of: component)
            // With neither an explicit text color nor a background, the system colors apply and pass.
            guard colorNode != nil || !backgroundLayers.isEmpty else { continue }
            guard let foreground = foregroundColor(of: component, kind: kind, context: context) else { continue }
            let (background, backgroundNode) = context.colors.effectiveBackground(of: component)
            guard let font = context.fonts.font(of: component) else { continue }
            let platform = context.spec.targets(for: component).first?.platform ?? .iOS
            let size = font.pointSize(on: platform) ?? 17
            let isLarge = size >= 18 || font.effectiveWeight(on: platform) >= .bold
            let required = isLarge ? Self.largeTextMinimum : Self.normalTextMinimum

            var failures: [(appearance: Appearance, ratio: Double, text: String, fill: String, uncertain: Bool)] = []
            for appearance in Appearance.allCases {
                let text = foreground[appearance]
                let fill = background[appearance]
                guard let textColor = text.color, let fillColor = fill.color else { continue }
                let visible = textColor.composited(over: fillColor)
                let ratio = RGBAColor.contrastRatio(visible, fillColor)
                if ratio + 0.005 < required {
                    failures.append((appearance, ratio, text.description, fill.description, text.isUncertain || fill.isUncertain))
                }
            }
            guard let worst = failures.min(by: { $0.ratio < $1.ratio }) else { continue }
            let sizeText = "\(FontResolver.format(size)) pt\(isLarge && size < 18 ? " bold" : "")"
            var message = "\(component.displayName) has a contrast of \(Self.format(worst.ratio)):1 in \(worst.appearance.displayName) appearance (\(worst.text) on \(worst.fill)); \(sizeText) text needs at least \(Self.format(required)):1."
            let others = failures.filter { $0.appearance != worst.appearance }
            if !others.isEmpty {
                message += " Also too low in " + others.map { "\($0.appearance.displayName) (\(Self.format($0.ratio)):1)" }.joined(separator: ", ") + "."
            }
            if failures.contains(where: \.uncertain) {
                message += " (A system color value involved is uncertain in the reference data.)"
            }
            let range = (colorNode ?? component.value("text") ?? component.value("title") ?? component.node).range
            var related: [RelatedLocation] = []
            if let backgroundNode {
                related.append(RelatedLocation(range: backgroundNode.range, message: "The background comes from here."))
            }
            violations.append(RuleViolation(range: range, message: message, related: related))
        }
        return violations
    }

    /// The text color: `color`, else the kind's system default (label for text, the tint for buttons).
    private func foregroundColor(of component: Component, kind: String, context: RuleContext) -> ResolvedColor? {
        if let node = component.value("color") { return context.colors.resolve(node) }
        switch kind {
        case "button":
            let style = component.string("style") ?? "plain"
            guard style == "plain" || style == "bordered" || style == "glass" else { return nil }
            return context.colors.resolveSystemColor(named: "systemBlue")
        case "link":
            return context.colors.resolveSystemColor(named: "link")
        default:
            return context.colors.resolveSystemColor(named: "label")
        }
    }

    /// Ratios are shown with two decimals, trimmed: `4.5`, `2.38`.
    static func format(_ ratio: Double) -> String {
        let rounded = (ratio * 100).rounded() / 100
        return FontResolver.format(rounded)
    }
}
