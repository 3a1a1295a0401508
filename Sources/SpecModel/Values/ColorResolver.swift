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
        case .invalid:
            return nil
        }
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
    /// ancestors', its screen's. Empty when it sits on plain `systemBackground`.
    public func backgroundLayers(of component: Component) -> [SyntaxNode] {
        var layers: [SyntaxNode] = []
        var current: Component? = component
        while let layer = current {
            if let background = layer.value("background") { layers.append(background) }
            current = spec.parent(of: layer)
        }
        if let background = spec.screen(atIndex: component.screenIndex)?.background {
            layers.append(background)
        }
        return layers
    }

    /// The background a screen's content is drawn on.
    public func effectiveBackground(of screen: Screen) -> ResolvedColor {
        composite(screen.background.map { [$0] } ?? [])
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

/// A value a `ColorResolver` remembers: a string color value's text, an object color value, or a
/// system color's name.
private enum ResolvedValueKey: Hashable, Sendable {
    case text(String)
    case node(SyntaxNode)
    case systemName(String)
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
            guard let topColor = top.color, let underColor = under.color else {
                result.values[appearance] = ResolvedColor.Value(color: nil, description: top.description, isUncertain: true)
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
