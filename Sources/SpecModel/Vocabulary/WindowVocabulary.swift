/// Window styles (`"style"` in a screen's `window`).
public enum WindowStyle: String, CaseIterable, Sendable, Hashable {
    case automatic, plain, volumetric

    /// Documentation for hover and completion.
    public var documentation: String {
        switch self {
        case .automatic: return "The platform's default window: in visionOS an upright plane with the glass background."
        case .plain: return "visionOS: like the default window, but without the glass background."
        case .volumetric: return "visionOS: a volume that shows 2D and 3D content people can view from any angle."
        }
    }

    /// True when visionOS draws its glass background behind the window's content (not for plain windows and volumes).
    public var hasGlassBackground: Bool { self == .automatic }
}

/// The window edges an ornament can sit on (`"edge"` on an ornament).
public enum OrnamentEdge: String, CaseIterable, Sendable, Hashable {
    case top, bottom, leading, trailing

    /// Documentation for hover and completion.
    public var documentation: String {
        switch self {
        case .top: return "Above the window."
        case .bottom: return "Below the window, where visionOS shows the toolbar."
        case .leading: return "At the window's leading side, where visionOS shows the tab bar."
        case .trailing: return "At the window's trailing side."
        }
    }

    /// True for the edges along which the ornament's width runs (top and bottom).
    public var isHorizontal: Bool { self == .top || self == .bottom }
}
