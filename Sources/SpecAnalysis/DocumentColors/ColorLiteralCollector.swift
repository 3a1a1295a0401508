import SpecKnowledge
import SpecModel
import SpecSyntax

/// Finds every hex literal and system color name used as a color value, walking the document with
/// the format vocabulary (so every color-valued key counts: `color`, `background`, `tint`, tokens,
/// appearance variants, …).
struct ColorLiteralCollector {
    let spec: DesignSpec
    private(set) var locations: [ColorLocation] = []

    init(spec: DesignSpec) {
        self.spec = spec
    }

    /// Walks the whole document. Depth is bounded by the parser's nesting limit.
    mutating func collect() {
        guard let root = spec.root else { return }
        visit(root, shape: .object(.document))
    }

    private mutating func visit(_ node: SyntaxNode, shape: ValueShape) {
        guard let shape = shape.alternative(for: node) else { return }
        switch shape {
        case .color:
            if node.kind == .string {
                record(node)
            } else if node.kind == .object {
                visitObject(node, context: .colorVariants)
            }
        case .object(let context), .map(let context):
            visitObject(node, context: context)
        case .font:
            visitObject(node, context: .font)
        case .components, .array:
            guard node.kind == .array, let element = shape.elementShape else { return }
            for child in node.elements { visit(child, shape: element) }
        default:
            return
        }
    }

    private mutating func visitObject(_ node: SyntaxNode, context: VocabularyContext) {
        guard node.kind == .object else { return }
        var context = context
        if case .component = context { context = .component(kind: node["type"]?.stringValue) }
        for property in node.properties {
            guard let name = property.keyName, let value = property.value,
                let shape = FormatVocabulary.shape(ofKey: name, in: context)
            else { continue }
            visit(value, shape: shape)
        }
    }

    /// Records a hex or system color string with its light-appearance value; token names are skipped
    /// (they are references, not colors written here).
    private mutating func record(_ node: SyntaxNode) {
        let color: RGBAColor?
        switch ColorReference(node: node, in: spec) {
        case .hex(let hex): color = hex
        case .system(let system): color = system.value(for: .light, era: spec.colorEra)?.color
        default: color = nil
        }
        if let color { locations.append(ColorLocation(range: node.range, color: color)) }
    }
}
