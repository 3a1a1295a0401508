import SpecModel
import SpecSyntax

extension ValueShape {
    /// For a `oneOf`, the (innermost) alternative whose JSON type matches `node`'s; other shapes
    /// themselves. Nil when no alternative matches.
    func alternative(for node: SyntaxNode) -> ValueShape? {
        guard case .oneOf(let shapes) = self else { return self }
        let type: JSONValueType
        switch node.kind {
        case .string: type = .string
        case .number: type = .number
        case .boolean: type = .boolean
        case .object: type = .object
        case .array: type = .array
        case .null, .invalid, .property: type = .null
        }
        return shapes.first { $0.jsonTypes.contains(type) }.flatMap { $0.alternative(for: node) }
    }
}
