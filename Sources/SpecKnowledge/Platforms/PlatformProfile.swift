/// What one platform is, as the HIG describes it: the appearances it has, its text and control sizes,
/// the components it lacks and how the system draws its own elements.
///
/// Figures are `nil` where the HIG gives none; messages then say "the HIG gives no figure for …"
/// instead of inventing one. Every figure keeps the HIG section it comes from.
///
/// Immutable, and a class: rules hold a profile for every platform they judge each component on, and a
/// copy is one reference rather than every figure's.
public final class PlatformProfile: Sendable {
    /// The platform.
    public let platform: Platform
    /// The appearances the platform has (watchOS and visionOS have no light appearance).
    public let appearances: HIGFigure<[Appearance]>
    /// The default text size in points.
    public let defaultTextSize: HIGFigure<Double>?
    /// The minimum text size in points.
    public let minimumTextSize: HIGFigure<Double>?
    /// The default size of a control's hit region.
    public let defaultControlSize: HIGFigure<PointSize>?
    /// The minimum size of a control's hit region.
    public let minimumControlSize: HIGFigure<PointSize>?
    /// The app icon's layout size in pixels (width × height).
    public let appIconSize: HIGFigure<PointSize>?
    /// HIG articles (slugs such as `sliders`) whose components the platform does not support, with the
    /// section that says so.
    public let unsupportedArticles: [String: String]
    /// Whether bar items (navigation bar, toolbar, tab bar) take the app's tint when no color is set.
    public let barItemsFollowTint: HIGFigure<Bool>
    /// How the system draws each of its own elements.
    public let systemSurfaces: [SystemSurface: SystemSurfaceStyle]
    /// Platform-specific figures without a row in the shared tables (tvOS safe area, tab bar height,
    /// visionOS spacing between control centers); read through `HIGFigures.figure(_:on:)`.
    let extraFigures: [PlatformFigure: HIGFigure<Double>]

    init(
        platform: Platform, appearances: HIGFigure<[Appearance]>, defaultTextSize: HIGFigure<Double>?, minimumTextSize: HIGFigure<Double>?,
        defaultControlSize: HIGFigure<PointSize>?, minimumControlSize: HIGFigure<PointSize>?, appIconSize: HIGFigure<PointSize>?,
        unsupportedArticles: [String: String], barItemsFollowTint: HIGFigure<Bool>, systemSurfaces: [SystemSurface: SystemSurfaceStyle],
        extraFigures: [PlatformFigure: HIGFigure<Double>]
    ) {
        self.platform = platform
        self.appearances = appearances
        self.defaultTextSize = defaultTextSize
        self.minimumTextSize = minimumTextSize
        self.defaultControlSize = defaultControlSize
        self.minimumControlSize = minimumControlSize
        self.appIconSize = appIconSize
        self.unsupportedArticles = unsupportedArticles
        self.barItemsFollowTint = barItemsFollowTint
        self.systemSurfaces = systemSurfaces
        self.extraFigures = extraFigures
    }

    /// True when the platform has `appearance`.
    public func has(_ appearance: Appearance) -> Bool {
        appearances.value.contains(appearance)
    }

    /// True unless the HIG says the components of `article` are not supported on this platform.
    public func supports(article: String) -> Bool {
        unsupportedArticles[article] == nil
    }
}
