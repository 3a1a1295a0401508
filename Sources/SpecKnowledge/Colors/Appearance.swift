/// The four appearances a dynamic system color defines values for.
public enum Appearance: String, CaseIterable, Sendable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
    /// Light mode with Increase Contrast on.
    case increasedContrastLight
    /// Dark mode with Increase Contrast on.
    case increasedContrastDark

    /// Words for messages: "light", "dark", "increased-contrast light", "increased-contrast dark".
    public var displayName: String {
        switch self {
        case .light: return "light"
        case .dark: return "dark"
        case .increasedContrastLight: return "increased-contrast light"
        case .increasedContrastDark: return "increased-contrast dark"
        }
    }

    /// The key of this appearance in `system-colors.json`.
    var dataKey: String {
        switch self {
        case .light: return "light"
        case .dark: return "dark"
        case .increasedContrastLight: return "light_increased_contrast"
        case .increasedContrastDark: return "dark_increased_contrast"
        }
    }

    /// The standard appearance an increased-contrast one falls back to; nil for light and dark.
    public var standardCounterpart: Appearance? {
        switch self {
        case .light, .dark: return nil
        case .increasedContrastLight: return .light
        case .increasedContrastDark: return .dark
        }
    }
}
