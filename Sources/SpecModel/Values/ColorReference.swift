import SpecKnowledge
import SpecSyntax

/// What a color value in a spec refers to, before resolution.
public enum ColorReference: Sendable {
    /// A hex literal.
    case hex(RGBAColor)
    /// A system color (UIKit name; SwiftUI aliases are mapped to it).
    case system(SystemColor)
    /// A token from `colors`.
    case token(Token)
    /// An object of per-appearance variants; keys are `Appearance` raw values.
    case variants([Appearance: SyntaxNode])
    /// `{ "color": …, "opacity": 0.5 }`: a color value drawn at an opacity (0…1; 1 when absent).
    case withOpacity(SyntaxNode, opacity: Double)
    /// A material or glass (`regularMaterial`, `glass`): a background with no fixed color.
    case material(MaterialStyle)
    /// A gradient: `{ "gradient": color }` (its one color) or `{ "linearGradient": { "colors": [...] } }`
    /// (its stops' color values, in order).
    case gradient(GradientKind, stops: [SyntaxNode])
    /// `accentColor`, `tint` or `controlAccentColor` in a spec that names its accent color: the color
    /// value it names (the top-level `accentColor`, else an `AccentColor` token, as an asset catalog's).
    case accent(SyntaxNode)
    /// Not a color value; the reason says why (for messages).
    case invalid(String)

    /// Classifies a color value node. Token names are looked up before system names, so a token
    /// that shadows a system color wins (the `token-shadows-system-name` rule reports that) — except
    /// in the token's own value, where a system color's name is that system color: `"label": "label"`
    /// (or a variant naming `label`) is the system `label`, as an asset catalog's colorset `label`
    /// referencing `labelColor` is in Xcode, not a cycle (`"a": "a"` stays one).
    public init(node: SyntaxNode, in spec: DesignSpec) {
        switch node.kind {
        case .string:
            let text = node.stringValue ?? ""
            if text.hasPrefix("#") {
                if let color = RGBAColor(hex: text) {
                    self = .hex(color)
                } else {
                    self = .invalid("\"\(text)\" is not a hex color; use #RGB, #RRGGBB or #RRGGBBAA")
                }
            } else if let token = spec.colorToken(named: text), !Self.namesSystemColor(text, at: node, shadowedBy: token, in: spec) {
                self = .token(token)
            } else if SystemColorCatalog.accentColorNames.contains(text), let accent = spec.accentColorNode {
                self = .accent(accent)
            } else if let fixed = FormatVocabulary.fixedColor(named: text) {
                self = .hex(fixed)
            } else if let material = FormatVocabulary.materialStyle(named: text) {
                self = .material(material)
            } else if let system = SystemColorCatalog.shared.colorOrStyle(named: text) {
                self = .system(system)
            } else {
                self = .invalid("\"\(text)\" is not a system color, a color token or a hex value")
            }
        case .object:
            if let gradient = Self.gradient(node) {
                self = gradient
                return
            }
            if let base = node["color"] {
                let opacity = node["opacity"]
                guard !node.keys.contains(where: { Appearance(rawValue: $0) != nil }) else {
                    self = .invalid("a color object has either appearance variants or a \"color\" with an \"opacity\", not both")
                    return
                }
                guard let value = opacity.map({ $0.numberValue }) ?? 1, (0...1).contains(value) else {
                    self = .invalid("\"opacity\" is a number from 0 to 1")
                    return
                }
                self = .withOpacity(base, opacity: value)
                return
            }
            var variants: [Appearance: SyntaxNode] = [:]
            for property in node.properties {
                if let name = property.keyName, let appearance = Appearance(rawValue: name), let value = property.value {
                    variants[appearance] = value
                }
            }
            self =
                variants.isEmpty
                ? .invalid("a color object needs at least a \"light\" or \"dark\" variant, or a \"color\" with an \"opacity\"")
                : .variants(variants)
        default:
            self = .invalid("a color value is a hex string, a system color name, a token name or an object of variants")
        }
    }

    /// The gradient `node` describes, an `.invalid` one when its gradient is malformed; nil when `node` has
    /// no gradient key.
    private static func gradient(_ node: SyntaxNode) -> ColorReference? {
        guard let kind = GradientKind.allCases.first(where: { node[$0.rawValue] != nil }), let value = node[kind.rawValue] else {
            return nil
        }
        guard node.keys.count == 1 else {
            return .invalid("a gradient object has one key, \"\(kind.rawValue)\", and nothing beside it")
        }
        if kind == .gradient { return .gradient(kind, stops: [value]) }
        guard value.kind == .object else { return .invalid("\"\(kind.rawValue)\" is an object with \"colors\" or \"stops\"") }
        let stops: [SyntaxNode]
        if let colors = value["colors"].map(\.elements) {
            stops = colors
        } else if let entries = value["stops"].map(\.elements) {
            var colors: [SyntaxNode] = []
            for entry in entries {
                guard let color = entry["color"] else { return .invalid("each of a gradient's \"stops\" needs a \"color\"") }
                if let location = entry["location"], !(0...1).contains(location.numberValue ?? -1) {
                    return .invalid("a gradient stop's \"location\" is a number from 0 to 1")
                }
                colors.append(color)
            }
            stops = colors
        } else {
            stops = []
        }
        guard !stops.isEmpty else { return .invalid("a gradient needs at least one color in \"colors\" or \"stops\"") }
        return .gradient(kind, stops: stops)
    }

    /// True when `text` at `node` means the system color of that name although `token` has it: in the
    /// token's own value, and anywhere in a file read from an asset catalog, where Xcode's references
    /// always mean the system color (a colorset `caption` referencing `labelColor` is the system `label`
    /// even when the catalog has its own colorset `label`).
    static func namesSystemColor(_ text: String, at node: SyntaxNode, shadowedBy token: Token, in spec: DesignSpec) -> Bool {
        guard SystemColorCatalog.shared.color(named: text) != nil else { return false }
        if isSelfReference(node, to: token) { return true }
        guard node.tree !== spec.tree, token.keyNode.tree === node.tree else { return false }
        return spec.importedToken(named: text, kind: .color)?.file.namesSystemColors ?? false
    }

    /// True when `node` is `token`'s own value or one of its variants: a name there cannot mean the token itself.
    static func isSelfReference(_ node: SyntaxNode, to token: Token) -> Bool {
        guard let value = token.valueNode else { return false }
        return node == value || node.parent?.parent == value
    }
}
