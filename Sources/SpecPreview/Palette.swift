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

    /// The CSS color of `paint` in `appearance`; a material or glass is drawn as a translucent grey, a
    /// value the data lacks mid grey.
    func css(_ paint: Paint, in appearance: Appearance) -> String {
        let color: RGBAColor?
        switch paint {
        case .white: return "#FFFFFF"
        case .role(let role): color = roles[role]?[appearance].color
        case .resolved(let resolved):
            if resolved[appearance].color == nil, resolved[appearance].material != nil { return "rgba(142, 142, 147, 0.35)" }
            color = resolved[appearance].color
        }
        return color?.hex ?? "#8E8E93"
    }
}
