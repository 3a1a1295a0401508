/// `textDocument/documentColor` result entry: a color literal and its value.
public struct ColorInformation: Codable, Hashable, Sendable {
    /// Where the color value is written.
    public var range: LSPRange
    /// The color.
    public var color: Color

    /// An RGBA color, components 0...1.
    public struct Color: Codable, Hashable, Sendable {
        /// Red.
        public var red: Double
        /// Green.
        public var green: Double
        /// Blue.
        public var blue: Double
        /// Alpha.
        public var alpha: Double

        /// Creates a value from its members.
        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// Creates a value from its members.
    public init(range: LSPRange, color: Color) {
        self.range = range
        self.color = color
    }
}
