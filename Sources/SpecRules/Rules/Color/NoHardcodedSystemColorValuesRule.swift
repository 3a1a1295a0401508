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
        higURLs: [HIGLink.url("color", "System-colors")],
        rationale: """
            System colors are dynamic: their values differ between light and dark appearances, with \
            Increase Contrast, and between releases (the June 2025 update changed many of them). A copied \
            value such as #007AFF (systemBlue in light mode, iOS 13–18) stays fixed, so refer to the color by \
            name. A hex matches a system color when every channel is within 1/255 of its value in each \
            standard appearance the hex is shown in on the judged platforms (a plain value: light and dark, \
            or only dark on watchOS and visionOS; a variant: its own appearance), in either era. A custom \
            color that equals a system color in one appearance only is a color of its own, and pure black \
            and white are ordinary colors.
            """,
        quote: "Avoid hard-coding system color values in your app.",
        triggeringExamples: [
            .content(##"{ "type": "button", "title": "Go", "color": { "light": ↓"#007AFF", "dark": ↓"#0A84FF" } }"##),
            .content(##"{ "type": "text", "text": "Hi", "color": ↓"#8E8E93" }"##),
            .content(##"{ "type": "button", "title": "Go", "color": ↓"#0A84FF" }"##, platforms: #""watchOS": "10.0""#),
            .content(
                ##"{ "type": "text", "text": "Hi" }"##, extra: ##""colors": { "panel": { "light": ↓"#F2F2F7", "dark": ↓"#1C1C1E" } }"##),
            .screen(##""background": { "light": ↓"#f2f2f7", "dark": "#101012" }, "content": []"##, platforms: #""iOS": "26.0""#)
        ],
        nonTriggeringExamples: [
            .content(##"{ "type": "button", "title": "Go", "color": "systemBlue" }"##),
            .content(##"{ "type": "text", "text": "Hi", "color": "#0070F0", "background": "#FFFFFF" }"##),
            .content(##"{ "type": "text", "text": "Hi", "color": "#000000" }"##),
            .content(##"{ "type": "text", "text": "Hi", "color": "#C7C7CC" }"##),
            .content(##"{ "type": "button", "title": "Go", "color": "#007AFF" }"##)
        ],
        corrections: [
            RuleCorrection(
                #"""
                {
                  "platforms": { "iOS": "17.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "button", "title": "Go", "color": { "light": ↓"#007AFF", "dark": "#0A84FF" } }
                  ] } ]
                }
                """#,
                #"""
                {
                  "platforms": { "iOS": "17.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "button", "title": "Go", "color": { "light": "systemBlue", "dark": "#0A84FF" } }
                  ] } ]
                }
                """#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let specEra = context.colors.era
        let eras = [specEra] + ColorEra.allCases.filter { $0 != specEra }
        var violations: [RuleViolation] = []
        var seen: Set<SyntaxNode> = []
        // A spec repeats its few hex values: each question is put to the catalog once.
        var answers: [MatchQuestion: Match?] = [:]
        for use in context.colorUses {
            // Worked out for the first hex value only: most uses name a token or a system color.
            var judgedAppearances: [Appearance]?
            for node in use.stringNodes {
                guard let text = node.stringValue, let color = RGBAColor(hex: text), !color.isPlainBlackOrWhite, seen.insert(node).inserted
                else { continue }
                let judged = judgedAppearances ?? context.judgedPlatforms(for: use, among: Self.description.platforms).appearances
                judgedAppearances = judged
                let shown = Self.standardAppearances(of: node, in: use).filter(judged.contains)
                guard !shown.isEmpty else { continue }
                let question = MatchQuestion(color: color, appearances: shown, foreground: use.isForeground)
                let answer = answers[question] ?? bestMatch(for: color, in: shown, eras: eras, foreground: use.isForeground)
                answers[question] = answer
                guard let match = answer else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.message(
                            value: text, appearances: shown, systemColor: match.color.name,
                            otherEra: match.era == specEra ? nil : match.era,
                            judged: judged),
                        fix: SuggestedFix(title: "Use \(match.color.name)", range: node.range, newText: "\"\(match.color.name)\"")))
            }
        }
        return violations
    }

    /// The finding's message: the hex `value` is `systemColor`'s value in `appearances` (in `otherEra` when that
    /// is not the spec's era); the system color adapts to what the `judged` appearances allow.
    static func message(value: String, appearances: [Appearance], systemColor: String, otherEra: ColorEra?, judged: [Appearance]) -> String
    {
        let eraNote = otherEra.map { " in \(eraName($0))" } ?? ""
        let shown = appearances.map(\.displayName).joined(separator: " and ")
        return
            "\(value) is the \(shown) value of `\(systemColor)`\(eraNote); use `\(systemColor)` instead of \(value) so it adapts to \(adaptations(judged))."
    }

    /// What a system color adapts to on platforms with `appearances`: "Dark Mode, Increase Contrast and new
    /// releases" where those exist, "new releases" alone on a platform with one appearance.
    private static func adaptations(_ appearances: [Appearance]) -> String {
        var parts: [String] = []
        if appearances.contains(.light) && appearances.contains(.dark) { parts.append("Dark Mode") }
        if appearances.contains(.increasedContrastLight) || appearances.contains(.increasedContrastDark) {
            parts.append("Increase Contrast")
        }
        parts.append("new releases")
        return parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }

    /// The standard appearances (light, dark) in which `node` is shown: both for a plain value; for a
    /// variant its own, plus the other when the object lacks it (the system falls back to it).
    private static func standardAppearances(of node: SyntaxNode, in use: ColorUse) -> [Appearance] {
        guard use.node.kind == .object, let key = node.parent?.keyName.flatMap(Appearance.init(rawValue:)) else { return [.light, .dark] }
        let keys = Set(use.node.keys)
        switch key {
        case .light: return keys.contains(Appearance.dark.rawValue) ? [.light] : [.light, .dark]
        case .dark: return keys.contains(Appearance.light.rawValue) ? [.dark] : [.light, .dark]
        case .increasedContrastLight, .increasedContrastDark: return []
        }
    }

    /// The best system color whose value is `color` in every one of `appearances`: the spec's era first,
    /// then a color of the family the use suggests (label and hue colors for foregrounds, backgrounds for
    /// backgrounds, grays and fills next), then catalog order.
    private func bestMatch(for color: RGBAColor, in appearances: [Appearance], eras: [ColorEra], foreground: Bool) -> Match? {
        for era in eras {
            let all = SystemColorCatalog.shared.colors(matchingHex: color, era: era)
            let matches = all.filter { system, appearance in
                appearance == appearances[0]
                    && appearances.allSatisfy { wanted in all.contains { $0.0.name == system.name && $0.1 == wanted } }
            }
            let ranked = matches.enumerated().min { lhs, rhs in
                let left = (Self.kindRank(lhs.element.0.kind, foreground: foreground), lhs.offset)
                let right = (Self.kindRank(rhs.element.0.kind, foreground: foreground), rhs.offset)
                return left < right
            }
            if let ranked { return (ranked.element.0, ranked.element.1, era) }
        }
        return nil
    }

    /// A system color whose value a hex value is, in which appearance and era.
    private typealias Match = (color: SystemColor, appearance: Appearance, era: ColorEra)

    /// What `bestMatch` is asked.
    private struct MatchQuestion: Hashable {
        let color: RGBAColor
        let appearances: [Appearance]
        let foreground: Bool
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

    /// `iOS 13–18` or `iOS 26`.
    static func eraName(_ era: ColorEra) -> String {
        switch era {
        case .legacy: return "the iOS 13–18 values"
        case .ios26: return "the iOS 26 values"
        }
    }
}
