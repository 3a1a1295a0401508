import SpecModel

extension DocumentAnalysis {
    /// Every hex literal and system color name used as a color value (component and screen colors
    /// and backgrounds, tints, tokens, appearance variants), with its light-appearance sRGB value, in
    /// document order. Token references are not listed: they name a color defined elsewhere.
    public func colorLocations() -> [ColorLocation] {
        var collector = ColorLiteralCollector(spec: spec(around: nil))
        collector.collect()
        return collector.locations
    }
}
