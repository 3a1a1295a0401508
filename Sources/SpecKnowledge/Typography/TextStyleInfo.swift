/// A system text style the design spec format accepts.
public struct TextStyleInfo: Sendable {
    /// The format spelling: `largeTitle`, `title1` … `caption2`, plus platform extras such as
    /// `subtitle1` (tvOS), `footnote1`/`footnote2` (watchOS) and `extraLargeTitle1`/`extraLargeTitle2` (visionOS).
    public let name: String
    /// The platforms that offer the style, in `Platform` order.
    public let platforms: [Platform]
    /// The HIG page (with section anchor) that specifies the style.
    public let hig: String
    /// The HIG's own name for the style, e.g. "Title 1" or "Subhead".
    public let higName: String

    /// Creates a text style description.
    public init(name: String, platforms: [Platform], hig: String, higName: String) {
        self.name = name
        self.platforms = platforms
        self.hig = hig
        self.higName = higName
    }
}
