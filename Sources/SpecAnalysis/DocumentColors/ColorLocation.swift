import SpecKnowledge

/// A color written in the document, for editors' color decorators and pickers.
public struct ColorLocation: Sendable {
    /// UTF-8 byte range of the color's string literal, quotes included.
    public var range: Range<Int>
    /// The color in the light appearance, in sRGB.
    public var color: RGBAColor

    /// Creates a color location.
    public init(range: Range<Int>, color: RGBAColor) {
        self.range = range
        self.color = color
    }
}
