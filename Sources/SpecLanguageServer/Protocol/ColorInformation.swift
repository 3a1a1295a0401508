/// `textDocument/documentColor` result entry: a color literal and its value.
struct ColorInformation: Codable, Hashable, Sendable {
    /// Where the color value is written.
    var range: LSPRange
    /// The color.
    var color: Color

    /// An RGBA color, components 0...1.
    struct Color: Codable, Hashable, Sendable {
        /// Red.
        var red: Double
        /// Green.
        var green: Double
        /// Blue.
        var blue: Double
        /// Alpha.
        var alpha: Double
    }
}
