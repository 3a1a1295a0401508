import SpecKnowledge

/// A color value resolved to sRGB in each of the four appearances.
public struct ResolvedColor: Sendable, Hashable {
    /// The resolved value in one appearance.
    public struct Value: Sendable, Hashable {
        /// The color, nil when its value is unknown (the data has none for this appearance).
        public var color: RGBAColor?
        /// How it was written: `systemBlue`, `#B25E00`, `brand (#B25E00)`.
        public var description: String
        /// True when the data marks the value as conflicting or unknown.
        public var isUncertain: Bool
        /// The material or glass this value is (its `color` is then nil: what shows through decides it).
        public var material: MaterialStyle?

        /// Creates a value.
        public init(color: RGBAColor?, description: String, isUncertain: Bool, material: MaterialStyle? = nil) {
            self.color = color
            self.description = description
            self.isUncertain = isUncertain
            self.material = material
        }
    }

    /// Values per appearance; every appearance is present.
    public var values: [Appearance: Value]

    /// Creates a resolved color.
    public init(values: [Appearance: Value]) {
        self.values = values
    }

    /// The value in `appearance`.
    public subscript(appearance: Appearance) -> Value {
        values[appearance] ?? Value(color: nil, description: "unknown", isUncertain: true)
    }

    /// True when the light and dark values differ (the color adapts to Dark Mode).
    public var adaptsToDarkMode: Bool {
        self[.light].color != self[.dark].color
    }
}
