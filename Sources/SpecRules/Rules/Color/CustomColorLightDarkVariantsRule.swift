import SpecKnowledge
import SpecModel
import SpecSyntax

/// Custom colors define a light and a dark variant so they adapt to Dark Mode.
public struct CustomColorLightDarkVariantsRule: Rule {
    public static let description = RuleDescription(
        id: "custom-color-light-dark-variants",
        title: "Custom colors have light and dark variants",
        category: .color,
        defaultSeverity: .warning,
        platforms: Platform.having([.light, .dark]),
        higURLs: [
            HIGLink.url("color", "Best-practices"),
            HIGLink.url("dark-mode", "Dark-Mode-colors")
        ],
        rationale: """
            System colors adapt to light and dark appearances on their own; a custom color does only when \
            it defines both variants. A plain hex value, or a variants object with only "light" (or only \
            "dark"), shows the same color in both appearances, so a light background stays bright in Dark \
            Mode and dark text disappears on dark backgrounds. The HIG asks for a light and a dark variant \
            of every custom color, even in an app that ships one appearance, so Liquid Glass can adapt. \
            Only platforms with both a light and a dark appearance are judged: watchOS and visionOS have \
            only a dark one. The text or symbol color of a component that draws its own fill (its own \
            background, a prominent button), or that sits on a colored fill a container sets (a selected row, \
            a badge, a swipe action), is judged against that fill by the contrast rules instead: \
            white on a colored fill is right in both appearances when the fill carries the color.
            """,
        quote:
            "If you define a custom color, make sure to supply light and dark variants, and an increased contrast option for each variant that provides a significantly higher amount of visual differentiation.",
        triggeringExamples: [
            .content(##"{ "type": "text", "text": "Hi", "color": ↓"#B25E00" }"##),
            .content(
                ##"{ "type": "button", "title": "Go", "color": "brand" }"##, extra: ##""colors": { "brand": ↓{ "light": "#B25E00" } }"##),
            .screen(##""background": ↓"#F2F2F2", "content": []"##, platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                ##"{ "type": "text", "text": "Hi", "color": "brand", "background": "secondarySystemBackground" }"##,
                extra: ##""colors": { "brand": { "light": "#8A4900", "dark": "#F5A524" } }"##),
            .content(##"{ "type": "text", "text": "Hi", "color": "#B25E00" }"##, platforms: #""watchOS": "10.0""#),
            .content(##"{ "type": "stack", "background": "#00000000", "children": [] }"##),
            .content(##"{ "type": "text", "text": "Hi", "color": "#B25E00" }"##, platforms: #""visionOS": "1.0""#),
            .content(
                ##"{ "type": "button", "title": "Buy", "style": "borderedProminent", "color": "#FFFFFF", "tint": "brand" }"##,
                extra: ##""colors": { "brand": { "light": "#8A4900", "dark": "#A65800" } }"##),
            // A selected row or a badge: white text on a colored fill a container sets needs no dark variant of its own.
            .content(
                ##"{ "type": "stack", "background": "brand", "children": [ { "type": "text", "text": "Selected", "color": "#FFFFFF" } ] }"##,
                extra: ##""colors": { "brand": { "light": "#8A4900", "dark": "#A65800" } }"##)
        ],
        corrections: [
            RuleCorrection(
                #"""
                {
                  "platforms": { "iOS": "17.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "text", "text": "Hi", "color": ↓"#B25E00" }
                  ] } ]
                }
                """#,
                #"""
                {
                  "platforms": { "iOS": "17.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "text", "text": "Hi", "color": { "light": "#B25E00", "dark": "#FFAB4D" } }
                  ] } ]
                }
                """#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for use in context.colorUses {
            guard !context.judgedPlatforms(for: use, among: Self.description.platforms).isEmpty,
                !Self.sitsOnItsOwnFill(use, context: context)
            else { continue }
            switch use.node.kind {
            case .string:
                guard let text = use.node.stringValue, let color = RGBAColor(hex: text), color.alpha > 0 else { continue }
                let dark = Self.counterpart(of: color).hex
                violations.append(
                    RuleViolation(
                        range: use.node.range,
                        message: Self.sameInEveryAppearance(owner: Self.capitalizedOwner(of: use), value: text),
                        fix: SuggestedFix(
                            title: "Add a dark variant (\(dark), lightness mirrored; check it)", range: use.node.range,
                            newText: "{ \"light\": \(NameSuggestions.jsonQuoted(text)), \"dark\": \"\(dark)\" }")))
            case .object:
                let keys = Set(use.node.keys)
                let hasLight = keys.contains(Appearance.light.rawValue)
                let hasDark = keys.contains(Appearance.dark.rawValue)
                guard hasLight != hasDark else { continue }
                let given = hasLight ? "light" : "dark"
                let missing = hasLight ? "dark" : "light"
                let value = use.node[given]?.text ?? "its value"
                var fix: SuggestedFix?
                if let givenNode = use.node[given], let color = givenNode.stringValue.flatMap(RGBAColor.init(hex:)) {
                    let other = Self.counterpart(of: color).hex
                    let end = givenNode.range.upperBound
                    fix = SuggestedFix(
                        title: "Add a \(missing) variant (\(other), lightness mirrored; check it)", range: end..<end,
                        newText: ", \"\(missing)\": \"\(other)\"")
                }
                violations.append(
                    RuleViolation(
                        range: use.node.range,
                        message: Self.oneVariant(owner: Self.capitalizedOwner(of: use), given: given, value: value, missing: missing),
                        fix: fix))
            default:
                continue
            }
        }
        return violations
    }

    /// Who uses the color, capitalized for the start of a message (named only for a finding).
    private static func capitalizedOwner(of use: ColorUse) -> String {
        use.ownerName.prefix(1).uppercased() + use.ownerName.dropFirst()
    }

    /// The finding's message: `owner` (capitalized) uses the single color `value` in every appearance.
    static func sameInEveryAppearance(owner: String, value: String) -> String {
        "\(owner) uses \(value) in every appearance, so it looks the same in Dark Mode; use a variants object with a \"dark\" value ({ \"light\": \"\(value)\", \"dark\": … }) or a system color."
    }

    /// The finding's message: `owner` (capitalized) defines only the `given` variant, `value` as written, and
    /// lacks the `missing` one.
    static func oneVariant(owner: String, given: String, value: String, missing: String) -> String {
        "\(owner) defines only a \"\(given)\" variant (\(value)), so \(missing == "dark" ? "Dark Mode" : "light appearance") shows the same color; add a \"\(missing)\" variant."
    }

    /// A starting point for the other appearance: the same hue and saturation with the HSL lightness
    /// mirrored (dark colors get light, light ones dark), kept between 15 % and 85 %.
    static func counterpart(of color: RGBAColor) -> RGBAColor {
        let (r, g, b) = (color.red, color.green, color.blue)
        let high = max(r, g, b)
        let low = min(r, g, b)
        let lightness = (high + low) / 2
        let target = min(max(1 - lightness, 0.15), 0.85)
        guard high > low else { return RGBAColor(red: target, green: target, blue: target, alpha: color.alpha) }
        // Scale the distance from gray so the saturation stays, around the new lightness.
        let saturation = lightness > 0.5 ? (high - low) / (2 - high - low) : (high - low) / (high + low)
        let chroma = (1 - abs(2 * target - 1)) * saturation
        func channel(_ value: Double) -> Double {
            min(max(target + (value - lightness) / max(high - low, 1e-9) * chroma, 0), 1)
        }
        return RGBAColor(red: channel(r), green: channel(g), blue: channel(b), alpha: color.alpha)
    }

    /// True for a foreground (`color`) of a component that draws its own fill — its own `background`, or
    /// the tint of a prominent button — or that sits on a colored fill a container sets (a selected row,
    /// a badge, a swipe action): any background under it but the system background colors. White on a
    /// colored fill is right in both appearances when the fill carries the color; the contrast rules
    /// judge the pair.
    static func sitsOnItsOwnFill(_ use: ColorUse, context: RuleContext) -> Bool {
        guard use.property == "color", use.token == nil, let component = use.component else { return false }
        if component.value("background") != nil || component.buttonStyle?.fillsWithTint == true { return true }
        guard let innermost = context.colors.backgroundLayers(of: component).first else { return false }
        return SystemColorLookup.systemColor(for: innermost, in: context.spec)?.color.kind != .background
    }
}
