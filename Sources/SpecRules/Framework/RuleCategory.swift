/// Groups of rules, used for listing and for the folders under `Rules/`.
public enum RuleCategory: String, CaseIterable, Sendable, Codable {
    /// Hit regions of controls.
    case touchTargets = "touch-targets"
    /// Font sizes, weights, text styles.
    case typography
    /// Color values, tokens and their variants.
    case color
    /// Text contrast against backgrounds.
    case contrast
    /// SF Symbols: existence, availability, renames, standard actions.
    case symbols
    /// Tab bars, navigation bars and toolbars.
    case bars
    /// Controls: segmented controls, page controls, text fields, pickers, buttons.
    case controls
    /// Alerts and action sheets.
    case alerts
    /// App icon artwork.
    case appIcon = "app-icon"
    /// Image assets: scale factors.
    case images
    /// VoiceOver labels and descriptions.
    case accessibility
    /// The spec file itself: platforms, tokens, rule configuration.
    case format
    /// macOS and visionOS windows: what belongs in the window frame, sidebars, ornaments, window backgrounds.
    case windows
    /// Arrangement and sizes on screen: rows of buttons, grids, safe areas, complication images.
    case layout
    /// How focusable elements show focus and fit their content (tvOS).
    case focus
    /// The words on screen: gestures named for the device, the tone of error messages.
    case writing

    /// A heading for listings: "Touch targets".
    public var title: String {
        switch self {
        case .touchTargets: return "Touch targets"
        case .typography: return "Typography"
        case .color: return "Color"
        case .contrast: return "Contrast"
        case .symbols: return "SF Symbols"
        case .bars: return "Bars"
        case .controls: return "Controls"
        case .alerts: return "Alerts"
        case .appIcon: return "App icon"
        case .images: return "Images"
        case .accessibility: return "Accessibility"
        case .format: return "Spec format"
        case .windows: return "Windows, sidebars and ornaments"
        case .layout: return "Layout"
        case .focus: return "Focus"
        case .writing: return "Writing"
        }
    }
}
