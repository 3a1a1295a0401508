import SpecKnowledge
import SpecModel

/// Which of the spec's four appearances a DTCG Resolver context stands for, by its name.
///
/// Real design systems spell their modes many ways: `light` / `dark`, and for increased contrast
/// `lightHighContrast`, `light-high-contrast`, `light-hc`, `light_hc`, `light_ax`, `dark-ax`,
/// `increasedContrastDark`, … A name is folded (case ignored; `-`, `_`, `.` and spaces dropped) and
/// read as a base, `light` or `dark`, with a high-contrast marker before or after it: `highcontrast`,
/// `increasedcontrast`, `hc` or `ax` (Apple's accessibility "AX" naming) after, `highcontrast` or
/// `increasedcontrast` before; `highcontrast` or `increasedcontrast` alone is light's increased
/// contrast (PatternFly names its themes `highcontrast` and `highcontrast-dark`). A name with any other base is no appearance, so `dark-dimmed` or
/// `tritanopia` is left alone. What the names cannot say, a repository says in `.designspec.json`
/// (`"appearanceContexts": { "night": "dark" }`), and those names win; a name configured as light or
/// dark takes the markers too (`night-hc` is then dark's increased contrast).
public struct AppearanceContextNames: Sendable, Hashable {
    /// Context names mapped by configuration, folded, to their appearance.
    public let configured: [String: Appearance]

    /// The recognized names, plus `configured` (context name → appearance; matched folded).
    public init(configured: [String: Appearance] = [:]) {
        self.configured = Dictionary(configured.map { (Self.fold($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The names recognized without configuration.
    public static let recognized = AppearanceContextNames()

    /// The configuration key that maps other names (what a finding about unplaced contexts names).
    public static let configurationKey = "appearanceContexts"

    /// The appearance the context `name` stands for, nil when it is none.
    public func appearance(ofContext name: String) -> Appearance? {
        let folded = Self.fold(name)
        if let configured = configured[folded] { return configured }
        if let base = Self.base(folded) { return base }
        // A marker alone (PatternFly's `highcontrast`, beside its `highcontrast-dark`) is light's.
        if Self.bareMarkers.contains(folded) { return .increasedContrastLight }
        for marker in Self.suffixMarkers where folded.hasSuffix(marker) {
            if let base = base(String(folded.dropLast(marker.count))) { return Self.increasedContrast(base) }
        }
        for marker in Self.prefixMarkers where folded.hasPrefix(marker) {
            if let base = base(String(folded.dropFirst(marker.count))) { return Self.increasedContrast(base) }
        }
        return nil
    }

    /// Light or dark for a folded base name: `light` or `dark`, or a name configured as one of them
    /// (so `legacyCanvasHighContrast` is light's increased contrast once `legacyCanvas` is light).
    private func base(_ folded: String) -> Appearance? {
        if let configured = configured[folded] { return configured == .light || configured == .dark ? configured : nil }
        return Self.base(folded)
    }

    /// Markers of increased contrast written after the base (`light-hc`, `darkHighContrast`).
    static let suffixMarkers = ["highcontrast", "increasedcontrast", "hc", "ax"]
    /// Markers of increased contrast that name light's form when written alone (`highcontrast`); a
    /// bare `hc` or `ax` says too little to be read so.
    static let bareMarkers: Set<String> = ["highcontrast", "increasedcontrast"]
    /// Markers of increased contrast written before the base (`increasedContrastDark`).
    static let prefixMarkers = ["highcontrast", "increasedcontrast"]

    /// True when the unplaced context `name` still says high contrast (`legacyCanvasHighContrast`,
    /// `brand-hc`): a modifier with such a context holds appearances the names cannot place.
    static func saysHighContrast(_ name: String) -> Bool {
        let folded = fold(name)
        return bareMarkers.contains { folded.contains($0) } || folded.hasSuffix("hc")
    }

    static func fold(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !"-_. ".unicodeScalars.contains($0) }.map(Character.init))
    }

    private static func base(_ folded: String) -> Appearance? {
        switch folded {
        case "light": return .light
        case "dark": return .dark
        default: return nil
        }
    }

    private static func increasedContrast(_ base: Appearance) -> Appearance {
        base == .dark ? .increasedContrastDark : .increasedContrastLight
    }
}

/// What a token source is read with besides its files: settings from the repository configuration.
public struct TokenSourceOptions: Sendable, Hashable {
    /// How resolver contexts map to appearances.
    public var appearanceContexts: AppearanceContextNames

    /// Options; by default, the recognized context names only.
    public init(appearanceContexts: AppearanceContextNames = .recognized) {
        self.appearanceContexts = appearanceContexts
    }

    /// No configuration.
    public static let standard = TokenSourceOptions()
}
