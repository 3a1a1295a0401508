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
        case .gradient(let gradient): return .gradient(PreviewGradient(gradient, in: appearance))
        }
        return PreviewFill(resolved, in: appearance)
    }

    /// The CSS color of `paint` in `appearance` (a gradient's first stop: `WireframeSVG` references its definition).
    func css(_ paint: Paint, in appearance: Appearance) -> String {
        fill(paint, in: appearance).css
    }
}

/// What a shape is painted with, made from a resolved color value in one appearance.
enum PreviewFill: Sendable, Hashable {
    /// One color.
    case solid(RGBAColor)
    /// A material or glass, whose color depends on what lies behind it: drawn as a translucent fill in the
    /// appearance's luminosity, as opaque as `PreviewMaterial.opacity` gives, over what lies behind it.
    case material(MaterialStyle, dark: Bool)
    /// A gradient with its stops in one appearance: drawn through an SVG `<defs>` entry (`url(#id)`).
    case gradient(PreviewGradient)
    /// A value the data has no color for (an unknown system color in this era): drawn mid grey.
    case unknown

    /// The fill of `resolved` in `appearance` (`unknown` when there is none).
    init(_ resolved: ResolvedColor?, in appearance: Appearance) {
        if let resolved, resolved[appearance].color == nil, let material = resolved[appearance].material {
            self = .material(material, dark: appearance == .dark || appearance == .increasedContrastDark)
            return
        }
        self = resolved?[appearance].color.map { .solid($0) } ?? .unknown
    }

    /// The value of an SVG `fill` or `stroke` attribute for a fill that needs no definition (a gradient's
    /// is its `PreviewGradient.fallbackCSS`, for where a definition cannot be referenced).
    var css: String {
        switch self {
        case .solid(let color): return color.hex
        case .material(let material, let dark): return PreviewMaterial.css(material, dark: dark)
        case .gradient(let gradient): return gradient.fallbackCSS
        case .unknown: return PreviewFill.unknownCSS
        }
    }

    /// The mid grey of a value the data has no color for.
    static let unknownCSS = "#8E8E93"
}

/// How materials and glass are drawn: a translucent layer of the appearance's background over what lies
/// behind it, thicker materials more opaque.
///
/// Source: the HIG's Materials page orders the standard materials (ultra-thin, thin, regular, thick) and
/// says "Thicker materials, which are more opaque, can provide better contrast"; it gives no opacity
/// figures, and a real material blurs and tints what lies behind it. These opacities are evenly spaced
/// approximations that keep the order visible (ultraThin < thin < regular < thick < ultraThick), `bar`
/// between regular and thick as the system bars look, glass the most transparent with a light edge. The
/// page's legend says they are approximations.
enum PreviewMaterial {
    /// The opacity each material is drawn at (0…1).
    static let opacity: [MaterialStyle: Double] = [
        .ultraThinMaterial: 0.3, .thinMaterial: 0.45, .regularMaterial: 0.6, .thickMaterial: 0.75, .ultraThickMaterial: 0.9,
        .bar: 0.7, .glass: 0.2
    ]

    /// The layer's color: white in light appearances, near black (dark `secondarySystemBackground`) in dark ones.
    static func css(_ material: MaterialStyle, dark: Bool) -> String {
        let opacity = MarkupText.fraction(Self.opacity[material] ?? 0.6)
        return dark ? "rgba(28, 28, 30, \(opacity))" : "rgba(255, 255, 255, \(opacity))"
    }

    /// The edge glass is drawn with: a thin light highlight (a translucent white stroke), in every appearance.
    static let glassEdge = " stroke=\"rgba(255, 255, 255, 0.7)\" stroke-width=\"1\""
}

/// A gradient resolved in one appearance, ready to be written as an SVG definition.
struct PreviewGradient: Sendable, Hashable {
    /// A stop's color (nil when the data has none), its CSS and its offset (0…1).
    struct Stop: Sendable, Hashable {
        let color: RGBAColor?
        let css: String
        let location: Double
    }

    let kind: GradientKind
    /// The stops drawn: every stop, or `maximumDrawnStops` of them evenly sampled.
    let stops: [Stop]
    let start: ResolvedGradient.UnitPoint
    let end: ResolvedGradient.UnitPoint
    let center: ResolvedGradient.UnitPoint

    /// The most stops drawn per gradient (more are sampled evenly, the first and last kept): beyond this
    /// many, stops are closer than a picture can show, and the definition stays a few kilobytes.
    static let maximumDrawnStops = 64

    /// The gradient's stops resolved in `appearance` (a stop the data has no color for is mid grey).
    init(_ gradient: ResolvedGradient, in appearance: Appearance) {
        kind = gradient.kind
        start = gradient.startPoint
        end = gradient.endPoint
        center = gradient.center
        let all = gradient.stops
        let drawn: [ResolvedGradient.Stop]
        if all.count > Self.maximumDrawnStops {
            let last = Double(all.count - 1)
            let count = Self.maximumDrawnStops
            drawn = (0..<count).map { all[Int((Double($0) * last / Double(count - 1)).rounded())] }
        } else {
            drawn = all
        }
        stops = drawn.map {
            let color = $0.color[appearance].color
            return Stop(color: color, css: color?.hex ?? PreviewFill.unknownCSS, location: $0.location)
        }
    }

    /// One color standing for the gradient where no definition can be referenced: its first stop.
    var fallbackCSS: String { stops.first?.css ?? PreviewFill.unknownCSS }

    /// The `<linearGradient>` or `<radialGradient>` element with `id`. SVG has no conic gradient: an angular
    /// gradient filling a shape is drawn as a sweep of wedges (`color(at:)`), and for text and strokes it is
    /// approximated by a linear gradient of its stops from leading to trailing.
    func definition(id: String) -> String {
        let n = MarkupText.number
        var element: String
        switch kind {
        case .radialGradient:
            // The format gives no radii: the gradient reaches the box's edges (r 0.5 of the bounding box).
            element =
                "<radialGradient id=\"\(id)\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"0.5\" fx=\"\(n(center.x))\" fy=\"\(n(center.y))\">"
        case .angularGradient:
            element = "<linearGradient id=\"\(id)\" x1=\"0\" y1=\"0.5\" x2=\"1\" y2=\"0.5\">"
        case .linearGradient, .gradient:
            element =
                "<linearGradient id=\"\(id)\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\">"
        }
        for stop in stops {
            element += "<stop offset=\"\(MarkupText.fraction(stop.location))\" stop-color=\"\(stop.css)\"/>"
        }
        element += kind == .radialGradient ? "</radialGradient>" : "</linearGradient>"
        return element
    }

    /// The CSS color at `fraction` (0…1) along the gradient, interpolated between the stops around it as
    /// SVG interpolates (before the first stop its color, after the last the last's); mid grey where a stop
    /// has no color.
    func color(at fraction: Double) -> String {
        guard var previous = stops.first else { return PreviewFill.unknownCSS }
        if fraction <= previous.location { return previous.css }
        for stop in stops.dropFirst() {
            // A stop before the previous one sits at the previous one's location, as in SVG.
            let location = max(stop.location, previous.location)
            if fraction <= location {
                // Here previous.location < fraction <= location, so the span is not empty.
                guard let from = previous.color, let to = stop.color else { return PreviewFill.unknownCSS }
                let t = (fraction - previous.location) / (location - previous.location)
                func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
                return RGBAColor(
                    red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
                    alpha: mix(from.alpha, to.alpha)
                ).hex
            }
            previous = Stop(color: stop.color, css: stop.css, location: location)
        }
        return previous.css
    }
}
