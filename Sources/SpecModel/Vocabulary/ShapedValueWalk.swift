import SpecSyntax

/// Visits every value of a document with the shape the vocabulary expects there: the value of a
/// `"color"` key with `.color`, a typography token's value with `.font`, a component object with
/// `.object(.component(kind:))`, and so on. Values where the vocabulary expects nothing (unknown keys)
/// are not visited.
///
/// The walk is bounded by the parser's nesting limit, like every walk of the tree.
public enum ShapedValueWalk {
    /// Calls `visit` for every value node of `spec` with its expected shape (a `.oneOf` resolved to the
    /// member matching the node's JSON type when one does), in document order. With `range`, only
    /// values overlapping it are visited (and only their subtrees walked).
    public static func visit(_ spec: DesignSpec, in range: Range<Int>? = nil, _ visit: (SyntaxNode, ValueShape) -> Void) {
        guard let root = spec.tree.root else { return }
        withoutActuallyEscaping(visit) { visit in
            Walker(range: range, visit: visit).walk(root, .object(.document), depth: 0)
        }
    }
}

/// One walk: the range limit and the visitor.
private struct Walker {
    let range: Range<Int>?
    let visit: (SyntaxNode, ValueShape) -> Void

    func walk(_ node: SyntaxNode, _ expected: ValueShape, depth: Int) {
        guard node.kind != .invalid, depth <= SyntaxTree.maximumNestingDepth else { return }
        if let range, node.range.upperBound < range.lowerBound || node.range.lowerBound > range.upperBound { return }
        var shape = expected
        if case .oneOf(let shapes) = expected {
            let type = JSONValueType(node)
            shape = shapes.first { $0.jsonTypes.contains(type) } ?? expected
        }
        visit(node, shape)
        switch node.kind {
        case .object:
            if case .map(let context) = shape {
                guard let entry = FormatVocabulary.entryShape(in: context) else { return }
                for member in node.properties {
                    if let value = member.value { walk(value, entry, depth: depth + 1) }
                }
                return
            }
            guard var context = shape.objectContext else { return }
            if case .component = context { context = .component(kind: node["type"]?.stringValue) }
            for member in node.properties {
                guard let name = member.keyName, let value = member.value,
                    let propertyShape = FormatVocabulary.shape(ofKey: name, in: context)
                else { continue }
                walk(value, propertyShape, depth: depth + 1)
            }
        case .array:
            guard let element = shape.elementShape else { return }
            for item in node.elements { walk(item, element, depth: depth + 1) }
        default:
            return
        }
    }
}
