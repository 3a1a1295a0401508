/// The size, leading, weight and tracking of a system text style at one content size on one platform.
public struct TextStyleMetrics: Sendable, Hashable {
    /// Font size in points.
    public let size: Double
    /// Leading (line height) in points, when the table gives it.
    public let leading: Double?
    /// The regular weight of the style.
    public let weight: FontWeight
    /// Tracking in points for this size from the platform's tracking table (SF Pro; SF Compact on
    /// watchOS), or nil when the table has no row for this size.
    public let tracking: Double?
    /// The weight of the style's emphasized variant, when the table gives it.
    public let emphasizedWeight: FontWeight?

    /// Creates metrics.
    public init(size: Double, leading: Double?, weight: FontWeight, tracking: Double?, emphasizedWeight: FontWeight? = nil) {
        self.size = size
        self.leading = leading
        self.weight = weight
        self.tracking = tracking
        self.emphasizedWeight = emphasizedWeight
    }
}
