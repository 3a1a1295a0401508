import SpecFoundation
import SpecKnowledge
import SpecSyntax

/// Resolves font values (text style names, type tokens, font objects) to a `ResolvedFont`.
public struct FontResolver: Sendable {
    /// The spec whose type tokens are used.
    public let spec: DesignSpec

    /// The values this resolver (and its copies) resolved: several rules resolve the same component's font.
    private let memo = LockedCache<ResolvedFontKey, ResolvedFont?>()

    /// Creates a resolver for `spec`.
    public init(spec: DesignSpec) {
        self.spec = spec
    }

    /// The font a text-bearing component uses when it names none.
    public static let defaultTextStyle = "body"

    /// Resolves `node`; nil when it is not a valid font value (or a token cycle).
    ///
    /// Each distinct value is resolved once per resolver: a string by its text (its meaning depends only
    /// on the text and the spec's tokens), an object by its node.
    public func resolve(_ node: SyntaxNode) -> ResolvedFont? {
        let key: ResolvedFontKey
        switch node.kind {
        case .string: key = .text(node.stringValue ?? "")
        case .object: key = .node(node)
        default: return nil
        }
        return memo.value(for: key) { resolve(node, depth: 0) }
    }

    /// The font `component` is drawn with: its `font`, else the nearest enclosing container's (SwiftUI's
    /// `.font` on a stack sets the font of every text inside that names none), else the default text style.
    ///
    /// A `fontWeight` on the component or the nearest container that has one (SwiftUI's `.fontWeight`) sets the
    /// weight, unless the font names its own.
    public func font(of component: Component) -> ResolvedFont? {
        guard var font = baseFont(of: component) else { return nil }
        guard font.weightNode == nil else { return font }
        var current: Component? = component
        while let holder = current {
            if let node = holder.value("fontWeight"), let weight = node.stringValue.flatMap(FontWeight.init(rawValue:)) {
                font.weight = weight
                font.weightNode = node
                font.description += " \(weight.rawValue)"
                return font
            }
            current = spec.parent(of: holder)
        }
        return font
    }

    private func baseFont(of component: Component) -> ResolvedFont? {
        if let node = component.value("font") { return resolve(node) }
        var ancestor = spec.parent(of: component)
        while let container = ancestor {
            if container.componentKind?.traits.contains(.container) == true, let node = container.value("font") {
                return resolve(node)
            }
            ancestor = spec.parent(of: container)
        }
        return ResolvedFont(textStyle: Self.defaultTextStyle, description: "\(Self.defaultTextStyle) (default)")
    }

    private func resolve(_ node: SyntaxNode, depth: Int) -> ResolvedFont? {
        guard depth < ColorResolver.maximumTokenDepth else { return nil }
        switch node.kind {
        case .string:
            let name = node.stringValue ?? ""
            if let token = spec.typographyToken(named: name) {
                guard let value = token.valueNode, var font = resolve(value, depth: depth + 1) else { return nil }
                font.description = "\(token.name) (\(font.description))"
                return font
            }
            if TypographyCatalog.shared.textStyle(named: name) != nil {
                return ResolvedFont(textStyle: name, description: name)
            }
            return nil
        case .object:
            var font = ResolvedFont(description: "")
            if let styleNode = node["textStyle"] {
                guard let base = resolve(styleNode, depth: depth + 1) else { return nil }
                font = base
            }
            if let sizeNode = node["size"], let size = sizeNode.numberValue {
                font.size = size
                font.sizeNode = sizeNode
            }
            if let weightNode = node["weight"], let weight = weightNode.stringValue.flatMap(FontWeight.init(rawValue:)) {
                font.weight = weight
                font.weightNode = weightNode
            }
            if let family = node["family"]?.stringValue { font.family = family }
            // A size relative to a text style (`.system(size:relativeTo:)`) scales like that style.
            if node["relativeTo"]?.stringValue.flatMap(TypographyCatalog.shared.textStyle(named:)) != nil { font.dynamicType = true }
            if let dynamic = node["dynamicType"]?.booleanValue { font.dynamicType = dynamic }
            var parts: [String] = []
            if !font.description.isEmpty { parts.append(font.description) }
            if let family = font.family { parts.append(family) }
            if let size = font.size { parts.append("\(Self.format(size)) pt") }
            if let weight = font.weight { parts.append(weight.rawValue) }
            font.description = parts.isEmpty ? "font" : parts.joined(separator: " ")
            return font
        default:
            return nil
        }
    }

    /// `17` for 17.0, `17.5` otherwise.
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}

/// A value a `FontResolver` remembers: a string font value's text, or an object font value.
private enum ResolvedFontKey: Hashable, Sendable {
    case text(String)
    case node(SyntaxNode)
}
