import SpecKnowledge
import SpecModel
import SpecSyntax

/// Hex values equal to a system color's value should name the system color instead.
public struct NoHardcodedSystemColorValuesRule: Rule {
    public static let description = RuleDescription(
        id: "no-hardcoded-system-color-values",
        title: "Use system colors by name, not their hex values",
        category: .color,
        defaultSeverity: .warning,
        higURLs: ["https://developer.apple.com/design/human-interface-guidelines/color#System-colors"],
        rationale: """
            System colors are dynamic: their values differ between light and dark appearances, with \
            Increase Contrast, and between releases (the June 2025 update changed many of them). A copied \
            value such as #007AFF (systemBlue in light mode, iOS 13–18) stays fixed, so refer to the color by \
            name. A hex matches when every channel is within 1/255 of a system color's value in any \
            appearance of either era; pure black and white are left alone because they are ordinary colors.
            """,
        triggeringExamples: [
            .content(##"{ "type": "button", "title": "Go", "color": ↓"#007AFF" }"##),
            .content(##"{ "type": "text", "text": "Hi" }"##, extra: ##""colors": { "panel": { "light": ↓"#F2F2F7", "dark": ↓"#1C1C1E" } }"##),
            .screen(##""background": ↓"#f2f2f7", "content": []"##, platforms: #""iOS": "26.0""#),
        ],
        nonTriggeringExamples: [
            .content(##"{ "type": "button", "title": "Go", "color": "systemBlue" }"##),
            .content(##"{ "type": "text", "text": "Hi", "color": "#0070F0", "background": "#FFFFFF" }"##),
            .content(##"{ "type": "text", "text": "Hi", "color": "#000000" }"##),
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let specEra = context.colors.era
        let eras = [specEra] + ColorEra.allCases.filter { $0 != specEra }
        var violations: [RuleViolation] = []
        var seen: Set<SyntaxNode> = []
        for use in context.colorUses {
            for node in use.stringNodes {
                guard let text = node.stringValue, let color = RGBAColor(hex: text), !Self.isPlainBlackOrWhite(color), seen.insert(node).inserted else { continue }
                guard let match = bestMatch(for: color, eras: eras, foreground: use.isForeground) else { continue }
                let eraNote = match.era == specEra ? "" : " in \(Self.eraName(match.era))"
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: "\(text) is the \(match.appearance.displayName) value of `\(match.color.name)`\(eraNote); use `\(match.color.name)` instead of \(text) so it adapts to Dark Mode, Increase Contrast and new releases.",
                        fix: SuggestedFix(title: "Use \(match.color.name)", range: node.range, newText: "\"\(match.color.name)\"")))
            }
        }
        return violations
    }

    /// The best system color for `color`: the spec's era first, then a color of the family the use
    /// suggests (label and hue colors for foregrounds, backgrounds for backgrounds, grays and fills
    /// next), then standard appearances before increased contrast, then catalog order.
    private func bestMatch(for color: RGBAColor, eras: [ColorEra], foreground: Bool) -> (color: SystemColor, appearance: Appearance, era: ColorEra)? {
        for era in eras {
            let matches = SystemColorCatalog.shared.colors(matchingHex: color, era: era)
            let ranked = matches.enumerated().min { lhs, rhs in
                let left = (Self.kindRank(lhs.element.0.kind, foreground: foreground), Self.appearanceRank(lhs.element.1), lhs.offset)
                let right = (Self.kindRank(rhs.element.0.kind, foreground: foreground), Self.appearanceRank(rhs.element.1), rhs.offset)
                return left < right
            }
            if let ranked { return (ranked.element.0, ranked.element.1, era) }
        }
        return nil
    }

    /// 0 for the families made for the use, 1 for grays and fills, 2 for the rest.
    private static func kindRank(_ kind: SystemColorKind, foreground: Bool) -> Int {
        switch kind {
        case .label, .systemColor, .link: return foreground ? 0 : 2
        case .background: return foreground ? 2 : 0
        case .gray, .fill: return 1
        case .separator: return 2
        }
    }

    private static func appearanceRank(_ appearance: Appearance) -> Int {
        appearance == .light || appearance == .dark ? 0 : 1
    }

    private static func isPlainBlackOrWhite(_ color: RGBAColor) -> Bool {
        color.alpha >= 1 && ((color.red <= 0 && color.green <= 0 && color.blue <= 0) || (color.red >= 1 && color.green >= 1 && color.blue >= 1))
    }

    /// `iOS 13–18` or `iOS 26`.
    static func eraName(_ era: ColorEra) -> String {
        switch era {
        case .legacy: return "the iOS 13–18 values"
        case .ios26: return "the iOS 26 values"
        }
    }
}
