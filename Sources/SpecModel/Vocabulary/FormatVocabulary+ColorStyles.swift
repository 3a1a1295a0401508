import SpecKnowledge

/// A color value that names a material or Liquid Glass: a background with no fixed color, whose look
/// depends on what lies behind it ("Avoid selecting a material or effect based on the apparent color it
/// imparts to your interface", HIG › Materials).
public enum MaterialStyle: String, CaseIterable, Sendable {
    /// SwiftUI `.ultraThinMaterial`.
    case ultraThinMaterial
    /// SwiftUI `.thinMaterial`.
    case thinMaterial
    /// SwiftUI `.regularMaterial`.
    case regularMaterial
    /// SwiftUI `.thickMaterial`.
    case thickMaterial
    /// SwiftUI `.ultraThickMaterial`.
    case ultraThickMaterial
    /// SwiftUI `.bar`: the material of system bars.
    case bar
    /// Liquid Glass, or visionOS's glass (`.glassBackgroundEffect()`) on a container, window or ornament.
    case glass

    /// True for the thin and ultra-thin materials, on which the HIG says to avoid quaternary labels.
    public var isThin: Bool { self == .ultraThinMaterial || self == .thinMaterial }
}

/// The kind of a gradient color value: the key of its object.
public enum GradientKind: String, CaseIterable, Sendable {
    /// SwiftUI `Color.gradient`: a subtle gradient the system derives from one color, `{ "gradient": "systemTeal" }`.
    case gradient
    /// `LinearGradient`: `{ "linearGradient": { "colors": [...] } }`.
    case linearGradient
    /// `RadialGradient`.
    case radialGradient
    /// `AngularGradient`.
    case angularGradient
}

extension FormatVocabulary {
    /// The material and glass names a color value may take where a background goes, with their meaning.
    public static let materialStyles: [VocabularyValue] = MaterialStyle.allCases.map { style in
        switch style {
        case .ultraThinMaterial, .thinMaterial:
            return VocabularyValue(
                style.rawValue,
                "SwiftUI `.\(style.rawValue)`: a translucent material that keeps the content behind it visible. Use vibrant label colors on it (`label`/`primary` … `tertiaryLabel`); avoid quaternary on the thin materials. Its color depends on what lies behind it, so text contrast on it is not measured.")
        case .regularMaterial, .thickMaterial, .ultraThickMaterial:
            return VocabularyValue(
                style.rawValue,
                "SwiftUI `.\(style.rawValue)`: a material; thicker materials are more opaque and give better contrast for text. Use vibrant label colors on it. Its color depends on what lies behind it, so text contrast on it is not measured.")
        case .bar:
            return VocabularyValue(
                style.rawValue,
                "SwiftUI `.bar`: the material of system bars. Use vibrant label colors on it; text contrast on it is not measured.")
        case .glass:
            return VocabularyValue(
                style.rawValue,
                "Liquid Glass, or visionOS glass (`.glassBackgroundEffect()`) on a container, window or ornament. Glass adapts to keep its content legible; text on it is not measured and counts as text on a background.")
        }
    }

    /// The material or glass named `name`, nil for any other text.
    public static func materialStyle(named name: String) -> MaterialStyle? {
        MaterialStyle(rawValue: name)
    }

    /// SwiftUI's fixed colors, the same in every appearance: `white`, `black` and `clear`.
    public static let fixedColors: [(value: VocabularyValue, color: RGBAColor)] = [
        (VocabularyValue("white", "SwiftUI `Color.white`: #FFFFFF in every appearance; it does not adapt to Dark Mode."), RGBAColor(red: 1, green: 1, blue: 1)),
        (VocabularyValue("black", "SwiftUI `Color.black`: #000000 in every appearance; it does not adapt to Dark Mode."), RGBAColor(red: 0, green: 0, blue: 0)),
        (VocabularyValue("clear", "SwiftUI `Color.clear`: fully transparent; what lies below shows through."), RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    ]

    /// The fixed color named `name` (`white`, `black`, `clear`), nil for any other text.
    public static func fixedColor(named name: String) -> RGBAColor? {
        fixedColors.first { $0.value.name == name }?.color
    }

    /// The keys of a gradient color value, one per `GradientKind`.
    public static let gradientKinds: [VocabularyValue] = [
        VocabularyValue(
            GradientKind.gradient.rawValue,
            "SwiftUI `Color.gradient`: a subtle gradient the system derives from one color value, e.g. `{ \"gradient\": \"systemTeal\" }`. Text contrast is judged against that color."),
        VocabularyValue(
            GradientKind.linearGradient.rawValue,
            "A linear gradient: `{ \"linearGradient\": { \"colors\": [\"systemBlue\", \"systemPurple\"], \"startPoint\": \"top\", \"endPoint\": \"bottom\" } }`. Text contrast is judged against its worst stop."),
        VocabularyValue(
            GradientKind.radialGradient.rawValue,
            "A radial gradient: `{ \"radialGradient\": { \"colors\": [...], \"center\": \"center\" } }`. Text contrast is judged against its worst stop."),
        VocabularyValue(
            GradientKind.angularGradient.rawValue,
            "An angular (conic) gradient: `{ \"angularGradient\": { \"colors\": [...], \"center\": \"center\" } }`. Text contrast is judged against its worst stop.")
    ]

    /// The named points of a gradient (SwiftUI `UnitPoint`).
    public static let unitPoints: [VocabularyValue] = [
        "top", "bottom", "leading", "trailing", "center", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"
    ].map { VocabularyValue($0, "SwiftUI `UnitPoint.\($0)`.") }

    static let gradientProperties: [PropertySpec] = [
        PropertySpec(
            "colors", .array(.color),
            "The gradient's colors, evenly spaced: color values of any kind (hex, system color, token, variants).",
            hig: hig("color", "Best-practices")),
        PropertySpec(
            "stops", .array(.object(.gradientStop)),
            "The gradient's stops, instead of `colors`: `[{ \"color\": \"systemBlue\", \"location\": 0 }, { \"color\": \"systemPurple\", \"location\": 1 }]`.",
            hig: hig("color", "Best-practices")),
        PropertySpec("startPoint", .enumeration(unitPoints), "Where a linear gradient starts; default `top`."),
        PropertySpec("endPoint", .enumeration(unitPoints), "Where a linear gradient ends; default `bottom`."),
        PropertySpec("center", .enumeration(unitPoints), "The center of a radial or angular gradient; default `center`.")
    ]

    static let gradientStopProperties: [PropertySpec] = [
        PropertySpec("color", .color, "The stop's color value.", hig: hig("color", "Best-practices")),
        PropertySpec("location", .number, "Where the stop sits along the gradient, from 0 to 1.")
    ]
}
