import SpecKnowledge

/// A color written in the document, for editors' color decorators and pickers.
public struct ColorLocation: Sendable {
    /// UTF-8 byte range of the color's string literal, quotes included.
    public var range: Range<Int>
    /// The color in the spec's first appearance, in sRGB.
    public var color: RGBAColor
    /// True for a system color name or a token use: a picker must keep the name, not write a hex value.
    public var isName: Bool

    /// Creates a color location.
    public init(range: Range<Int>, color: RGBAColor, isName: Bool = false) {
        self.range = range
        self.color = color
        self.isName = isName
    }
}
