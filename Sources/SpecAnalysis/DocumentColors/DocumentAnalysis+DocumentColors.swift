import SpecKnowledge
import SpecModel

extension DocumentAnalysis {
    /// Every color value written as a string where the vocabulary expects a color (component and
    /// screen colors and backgrounds, tints, tokens, appearance variants): hex literals, system color
    /// names and token uses, each with its sRGB value in the first appearance the spec's platforms have
    /// (light, or dark on a watchOS- or visionOS-only spec), in document order. Names are marked so a
    /// color picker never replaces them with a hex value.
    public func colorLocations() -> [ColorLocation] {
        // Token values, system colors and the platforms: the model outside screens is enough.
        let spec = spec(around: nil)
        let appearance =
            Appearance.allCases.first { appearance in
                spec.targets.contains { PlatformCatalog.shared.profile(for: $0.platform).has(appearance) }
            } ?? .light
        let resolver = ColorResolver(spec: spec)
        var locations: [ColorLocation] = []
        ShapedValueWalk.visit(spec) { node, shape in
            guard case .color = shape, node.kind == .string else { return }
            let color: RGBAColor?
            let isName: Bool
            switch ColorReference(node: node, in: spec) {
            case .hex(let hex):
                // `white`, `black` and `clear` are names a picker must keep.
                (color, isName) = (hex, node.stringValue?.hasPrefix("#") == false)
            case .system, .token, .accent:
                (color, isName) = (resolver.resolve(node)?[appearance].color, true)
            case .variants, .withOpacity, .material, .gradient, .invalid:
                (color, isName) = (nil, false)
            }
            if let color { locations.append(ColorLocation(range: node.range, color: color, isName: isName)) }
        }
        return locations
    }
}
