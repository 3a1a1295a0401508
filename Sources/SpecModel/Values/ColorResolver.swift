import SpecFoundation
import SpecKnowledge
import SpecSyntax

/// Resolves color values to sRGB per appearance, following tokens and falling back between
/// appearance variants the way the system does.
///
/// Fallbacks for a variants object: a missing `dark` uses `light` (and vice versa); a missing
/// `increasedContrastLight` uses `light`; a missing `increasedContrastDark` uses `dark` — each taken
/// in the missing appearance, so a system color or adaptive token keeps its own variant there.
public struct ColorResolver: Sendable {
    /// The spec whose tokens are used.
    public let spec: DesignSpec
    /// Which generation of system color values applies.
    public let era: ColorEra

    /// Token chains longer than this are treated as cycles (colors and fonts alike).
    public static let maximumTokenDepth = 16

    /// `systemBackground` in this era: the base every effective background is composited over.
    private let systemBackground: ResolvedColor

    /// The values this resolver (and its copies) resolved: several rules resolve the same values.
    private let memo = LockedCache<ResolvedValueKey, ResolvedColor?>()

    /// Creates a resolver for `spec` using the spec's color era.
    public init(spec: DesignSpec) {
        self.spec = spec
        let era = spec.colorEra
        self.era = era
        self.systemBackground =
            SystemColorCatalog.shared.color(named: "systemBackground").map { Self.resolve(system: $0, era: era) }
            ?? ResolvedColor(values: [:])
    }

    /// Resolves `node`; nil when it is not a valid color value (or a token cycle).
    ///
    /// Each distinct value is resolved once per resolver: a string of the spec's own by its text (its
    /// meaning depends only on the text and the spec's tokens), an imported string or an object by its node.
    public func resolve(_ node: SyntaxNode) -> ResolvedColor? {
        let key: ResolvedValueKey
        switch node.kind {
        // In an imported catalog a name can mean the system color where the spec's own text means a token
        // (`ColorReference.namesSystemColor`), so only the spec's own strings are remembered by text.
        case .string where node.tree === spec.tree: key = .text(node.stringValue ?? "")
        case .string: key = .node(node)
        case .object: key = .node(node)
        default: return resolve(node, depth: 0)
        }
        return memo.value(for: key) { resolve(node, depth: 0) }
    }

    /// Resolves a system color by name; nil when unknown.
    public func resolveSystemColor(named name: String) -> ResolvedColor? {
        memo.value(for: .systemName(name)) { SystemColorCatalog.shared.color(named: name).map(resolve(system:)) }
    }

    private func resolve(_ node: SyntaxNode, depth: Int) -> ResolvedColor? {
        guard depth < Self.maximumTokenDepth else { return nil }
        switch ColorReference(node: node, in: spec) {
        case .hex(let color):
            return ResolvedColor.constant(color, description: color.hex)
        case .system(let system):
            return resolve(system: system)
        case .token(let token):
            guard let valueNode = token.valueNode, var resolved = resolve(valueNode, depth: depth + 1) else { return nil }
            for appearance in Appearance.allCases {
                let inner = resolved[appearance]
                resolved.values[appearance]?.description = "\(token.name) (\(inner.description))"
            }
            return resolved
        case .variants(let variants):
            var given: [Appearance: ResolvedColor] = [:]
            for (appearance, variantNode) in variants {
                guard let resolved = resolve(variantNode, depth: depth + 1) else { return nil }
                given[appearance] = resolved
            }
            return ResolvedColor(values: Self.fillingFallbacks(given))
        case .withOpacity(let base, let opacity):
            guard var resolved = resolve(base, depth: depth + 1) else { return nil }
            for appearance in Appearance.allCases {
                guard var value = resolved.values[appearance] else { continue }
                value.color = value.color.map { RGBAColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * opacity) }
                value.description += " @ \(FontResolver.format(opacity))"
                resolved.values[appearance] = value
            }
            return resolved
        case .material(let material):
            return Self.material(material)
        case .gradient(let kind, let stops):
            // A single color stands for the gradient where one is needed (hover, a swatch): its first stop.
            // The contrast rules judge every stop (`gradientStops(of:)`).
            guard let first = stops.first, var resolved = resolve(first, depth: depth + 1) else { return nil }
            guard stops.dropFirst().allSatisfy({ resolve($0, depth: depth + 1) != nil }) else { return nil }
            for appearance in Appearance.allCases {
                let inner = resolved[appearance].description
                resolved.values[appearance]?.description = "\(kind.rawValue) (\(inner)\(stops.count > 1 ? " …" : ""))"
            }
            return resolved
        case .accent(let accent):
            guard var resolved = resolve(accent, depth: depth + 1) else { return nil }
            for appearance in Appearance.allCases {
                let inner = resolved[appearance].description
                resolved.values[appearance]?.description = "\(SystemColorCatalog.accentColorName) (\(inner))"
            }
            return resolved
        case .invalid:
            return nil
        }
    }

    /// A material's resolved value: no color in any appearance (what shows through decides it), uncertain.
    private static func material(_ material: MaterialStyle) -> ResolvedColor {
        let value = ResolvedColor.Value(color: nil, description: material.rawValue, isUncertain: true, material: material)
        return ResolvedColor(values: Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, value) }))
    }

    // MARK: Accent, materials and gradients

    /// The app's accent color: the spec's (`DesignSpec.accentColorNode`), else the system tint. The one
    /// place `accentColor`, `tint` and `controlAccentColor` — and every default the system draws in the
    /// tint — are resolved.
    public func accentColor() -> ResolvedColor? {
        memo.value(for: .accent) {
            if let node = spec.accentColorNode, let resolved = resolve(node, depth: 1) {
                return resolved
            }
            return resolveSystemColor(named: SystemColorCatalog.accentColorDefault)
        }
    }

    /// The material or glass `node` names, directly or through tokens; nil for any other value.
    public func material(of node: SyntaxNode) -> MaterialStyle? {
        var current = node
        for _ in 0..<Self.maximumTokenDepth {
            switch ColorReference(node: current, in: spec) {
            case .material(let material): return material
            case .token(let token):
                guard let value = token.valueNode else { return nil }
                current = value
            default: return nil
            }
        }
        return nil
    }

    /// The resolved stops of the gradient `node` is, directly or through tokens (one for `Color.gradient`);
    /// nil when it is no gradient or a stop does not resolve.
    public func gradientStops(of node: SyntaxNode) -> [ResolvedColor]? {
        var current = node
        for _ in 0..<Self.maximumTokenDepth {
            switch ColorReference(node: current, in: spec) {
            case .gradient(_, let stops):
                let resolved = stops.compactMap { resolve($0) }
                return resolved.count == stops.count ? resolved : nil
            case .token(let token):
                guard let value = token.valueNode else { return nil }
                current = value
            default: return nil
            }
        }
        return nil
    }

    private func resolve(system: SystemColor) -> ResolvedColor {
        Self.resolve(system: system, era: era)
    }

    private static func resolve(system: SystemColor, era: ColorEra) -> ResolvedColor {
        var values: [Appearance: ResolvedColor.Value] = [:]
        for appearance in Appearance.allCases {
            let value = system.value(for: appearance, era: era)
            values[appearance] = ResolvedColor.Value(
                color: value?.color, description: system.name, isUncertain: value?.certainty.isUncertain ?? true)
        }
        return ResolvedColor(values: values)
    }

    /// Each appearance's value from the variant given for it, else from the variant it falls back to
    /// (a missing `dark` uses `light` and vice versa; a missing increased-contrast variant uses its
    /// luminosity's, then the other's), taken *in that appearance*: a fallback that is a system color
    /// or an adaptive token keeps its own value there, as Xcode draws a referenced system color
    /// (a dark `systemYellow` shows systemYellow's increased-contrast dark under Increase Contrast).
    static func fillingFallbacks(_ given: [Appearance: ResolvedColor]) -> [Appearance: ResolvedColor.Value] {
        var values: [Appearance: ResolvedColor.Value] = [:]
        for appearance in Appearance.allCases {
            let order: [Appearance] =
                switch appearance {
                case .light: [.light, .dark]
                case .dark: [.dark, .light]
                case .increasedContrastLight: [.increasedContrastLight, .light, .dark]
                case .increasedContrastDark: [.increasedContrastDark, .dark, .light]
                }
            if let source = order.lazy.compactMap({ given[$0] }).first {
                values[appearance] = source.values[appearance]
            }
        }
        return values
    }

    // MARK: Backgrounds

    /// The background `component` is drawn on: its own `background`, else its ancestors', else its
    /// screen's, else `systemBackground`; translucent layers are composited over what lies below.
    /// - Returns: the composited color and the innermost explicit background node (nil when none).
    public func effectiveBackground(of component: Component) -> (color: ResolvedColor, node: SyntaxNode?) {
        let layers = backgroundLayers(of: component)
        return (composite(layers), layers.first)
    }

    /// The explicit `background` values under `component`, innermost first: its own, its
    /// ancestors', its screen's (`background`, else `containerBackground`). Empty when it sits on plain
    /// `systemBackground`. Content in the `label` of a prominent button sits on the button's fill: its
    /// `background`, else its `tint`, else the spec's accent color.
    public func backgroundLayers(of component: Component) -> [SyntaxNode] {
        var layers: [SyntaxNode] = []
        var current: Component? = component
        var inLabel = false
        while let layer = current {
            if let background = layer.value("background") {
                layers.append(background)
            } else if inLabel, layer.buttonStyle?.fillsWithTint == true, let fill = layer.value("tint") ?? spec.accentColorNode {
                layers.append(fill)
            }
            inLabel = layer.placement == .label
            current = spec.parent(of: layer)
        }
        if let background = spec.screen(atIndex: component.screenIndex)?.pageBackground {
            layers.append(background)
        }
        return layers
    }

    /// The explicit `background` values that show under `component`, innermost first: `backgroundLayers(of:)`
    /// down to and including the first one that is opaque in every appearance (what lies below it is hidden).
    public func visibleBackgroundLayers(of component: Component) -> [SyntaxNode] {
        var visible: [SyntaxNode] = []
        for layer in backgroundLayers(of: component) {
            visible.append(layer)
            if let color = resolve(layer), color.values.count == Appearance.allCases.count,
                color.values.values.allSatisfy({ ($0.color?.alpha ?? 0) >= 1 })
            {
                break
            }
        }
        return visible
    }

    /// The background a screen's content is drawn on.
    public func effectiveBackground(of screen: Screen) -> ResolvedColor {
        composite(screen.pageBackground.map { [$0] } ?? [])
    }

    /// What `component` may be drawn on, one color per combination of gradient stops below it (a single
    /// color when no gradient lies below): the contrast rules judge text against the worst of them.
    public func backgroundCandidates(of component: Component) -> [ResolvedColor] {
        var results = [systemBackground]
        for layer in backgroundLayers(of: component).reversed() {
            let tops = gradientStops(of: layer) ?? resolve(layer).map { [$0] } ?? []
            guard !tops.isEmpty else { continue }
            var next: [ResolvedColor] = []
            for below in results {
                for top in tops where next.count < Self.maximumBackgroundCandidates {
                    next.append(top.composited(over: below))
                }
            }
            results = next
        }
        return results
    }

    /// At most this many gradient stop combinations are judged under one component.
    static let maximumBackgroundCandidates = 64

    /// The innermost material or glass `component` sits on — its own `background`, its ancestors', its
    /// screen's — unless an opaque color of the spec's lies over it; nil when none.
    public func material(under component: Component) -> MaterialStyle? {
        for layer in backgroundLayers(of: component) {
            if let material = material(of: layer) { return material }
            if let color = resolve(layer), color.values.values.allSatisfy({ ($0.color?.alpha ?? 0) >= 1 }) { return nil }
        }
        return nil
    }

    /// Composites `layers` (innermost first) over `systemBackground`.
    private func composite(_ layers: [SyntaxNode]) -> ResolvedColor {
        var result = systemBackground
        for layer in layers.reversed() {
            guard let top = resolve(layer) else { continue }
            result = top.composited(over: result)
        }
        return result
    }
}

/// A value a `ColorResolver` remembers: a string color value's text, an object color value, a
/// system color's name, or the app's accent color.
private enum ResolvedValueKey: Hashable, Sendable {
    case text(String)
    case node(SyntaxNode)
    case systemName(String)
    case accent
}

extension ResolvedColor {
    /// `color` in every appearance, described as `description` (white text the system draws on a fill).
    public static func constant(_ color: RGBAColor, description: String) -> ResolvedColor {
        let value = Value(color: color, description: description, isUncertain: false)
        return ResolvedColor(values: Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, value) }))
    }

    /// This color composited over `below` in every appearance (translucent values let `below` show).
    public func composited(over below: ResolvedColor) -> ResolvedColor {
        var result = below
        for appearance in Appearance.allCases {
            let top = self[appearance]
            let under = below[appearance]
            if let topColor = top.color, topColor.alpha >= 1 {
                // An opaque color hides what lies below, known or not (a material).
                result.values[appearance] = top
                continue
            }
            guard let topColor = top.color, let underColor = under.color else {
                result.values[appearance] = ResolvedColor.Value(
                    color: nil, description: top.description, isUncertain: true, material: top.material ?? under.material)
                continue
            }
            result.values[appearance] = ResolvedColor.Value(
                color: topColor.composited(over: underColor),
                description: topColor.alpha < 1 ? "\(top.description) over \(under.description)" : top.description,
                isUncertain: top.isUncertain || (topColor.alpha < 1 && under.isUncertain))
        }
        return result
    }
}
