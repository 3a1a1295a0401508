/// Button styles (`"style"` on buttons), with what each draws.
public enum ButtonStyle: String, CaseIterable, Sendable, Hashable {
    case plain, borderless, bordered, borderedProminent, glass, glassProminent
    /// The round macOS help button with a question mark (an extension of the format).
    case help
    /// A button the app draws itself with a custom button style (an extension of the format): its shape,
    /// colors and press state come from the design, not from the system.
    case custom

    /// Documentation for hover and completion.
    public var documentation: String {
        switch self {
        case .plain: return "No border or background; the title or symbol is the button."
        case .borderless: return "Like `plain` but styled for its container (toolbars, lists)."
        case .bordered: return "A tinted rounded background."
        case .borderedProminent: return "A filled background in the accent color, for the most likely action."
        case .glass: return "Liquid Glass material (iOS 26 and later)."
        case .glassProminent: return "Tinted, prominent Liquid Glass (iOS 26 and later)."
        case .help:
            return
                "The standard macOS help button: a round button with a question mark that opens help. At most one per window, in the window body."
        case .custom:
            return
                "A custom button the app draws itself (a custom button style): its shape and colors come from the design, and it needs a press state (`pressedBackground` or `pressedColor`)."
        }
    }

    /// True for the styles that give a button visual prominence (the HIG's one or two per view).
    public var isProminent: Bool { self == .borderedProminent || self == .glassProminent }

    /// True for the style macOS keeps in the window body, out of toolbars and status bars (the help button).
    public var belongsInWindowBody: Bool { self == .help }

    /// True when the button's title and symbol are drawn in the tint color (no filled shape behind them).
    public var drawsForegroundInTint: Bool { self == .plain || self == .borderless || self == .bordered || self == .glass }

    /// True when, on a platform that gives inline buttons a platter (watchOS), the style is drawn on it:
    /// every style but `plain`, `borderless` and the prominent ones, which fill their own shape.
    public var drawsPlatter: Bool { self == .bordered || self == .glass }

    /// True when the style fills the button's shape with the tint, so the foreground sits on that fill.
    public var fillsWithTint: Bool { isProminent }

    /// True when the button has a visible shape around its label (a bezel, fill, glass or the app's own
    /// drawing); `plain` and `borderless` buttons are their label alone.
    public var hasBezel: Bool { self != .plain && self != .borderless }

}

/// Roles of buttons and alert actions (`"role"`).
public enum ButtonRole: String, CaseIterable, Sendable, Hashable {
    case destructive, cancel, primary

    /// Documentation for hover and completion.
    public var documentation: String {
        switch self {
        case .destructive: return "Performs an action that can destroy data; shown in red."
        case .cancel: return "Cancels the current action without changes."
        case .primary: return "The most likely action; the system may give it prominence (the default button)."
        }
    }
}
