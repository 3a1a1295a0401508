import SpecKnowledge
import SpecModel

/// The system colors a wireframe's roles stand for, resolved once per spec through the spec's
/// `ColorResolver` (so the spec's color era applies).
struct Palette: Sendable {
    private let roles: [ColorRole: ResolvedColor]

    /// Resolves every role with `colors`.
    init(colors: ColorResolver) {
        var roles: [ColorRole: ResolvedColor] = [:]
        for role in ColorRole.allCases {
            roles[role] = role == .tint ? colors.accentColor() : colors.resolveSystemColor(named: role.systemColorName)
        }
        self.roles = roles
    }

    /// What `paint` fills with in `appearance`: the one place a paint becomes something drawable, so a
    /// new kind of color value (a material, a gradient) is a new `PreviewFill` case made here.
    func fill(_ paint: Paint, in appearance: Appearance) -> PreviewFill {
        let resolved: ResolvedColor?
        switch paint {
        case .white: return .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        case .role(let role): resolved = roles[role]
        case .resolved(let value): resolved = value
        }
        return PreviewFill(resolved, in: appearance)
    }

    /// The CSS color of `paint` in `appearance`.
    func css(_ paint: Paint, in appearance: Appearance) -> String {
        fill(paint, in: appearance).css
    }
}

/// What a shape is painted with, made from a resolved color value in one appearance.
enum PreviewFill: Sendable, Hashable {
    /// One color.
    case solid(RGBAColor)
    /// A material or glass, whose color depends on what lies behind it: drawn as a translucent grey.
    case material
    /// A value the data has no color for (an unknown system color in this era): drawn mid grey.
    case unknown

    /// The fill of `resolved` in `appearance` (`unknown` when there is none).
    init(_ resolved: ResolvedColor?, in appearance: Appearance) {
        if let resolved, resolved[appearance].color == nil, resolved[appearance].material != nil {
            self = .material
            return
        }
        self = resolved?[appearance].color.map { .solid($0) } ?? .unknown
    }

    /// The value of an SVG `fill` or `stroke` attribute.
    var css: String {
        switch self {
        case .solid(let color): return color.hex
        case .material: return "rgba(142, 142, 147, 0.35)"
        case .unknown: return "#8E8E93"
        }
    }
}
