/// An element the system draws with its own material and colors; a spec's colors on it matter only
/// where the spec sets them (a tint, a custom title color).
public enum SystemSurface: String, CaseIterable, Sendable, Hashable {
    /// A navigation bar and its items.
    case navigationBar
    /// A toolbar and its items.
    case toolbar
    /// A tab bar and its items.
    case tabBar
    /// A menu or context menu and its items.
    case menu
    /// An alert and its buttons.
    case alert
    /// An action sheet and its buttons.
    case actionSheet
    /// The platter an inline button is drawn on where the platform gives it one (watchOS: "When you place
    /// a button inline with content, it gains a material effect that contrasts with the background").
    case buttonPlatter
}

/// How a platform draws one system surface.
public struct SystemSurfaceStyle: Sendable, Equatable {
    /// The system color that stands in for the surface's material when judging a spec's color on it.
    public let background: String
    /// What colors the surface's items when the spec sets no color: the tint, or the label color.
    public let foreground: SurfaceForeground
    /// The HIG section the style rests on.
    public let source: String
}

/// What colors a system surface's items by default.
public enum SurfaceForeground: String, Sendable, Equatable {
    /// The app's tint (accent) color.
    case tint
    /// The system label color.
    case label
}
