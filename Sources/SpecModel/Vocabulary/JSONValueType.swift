import SpecSyntax

/// The JSON type of a value, as the schema check distinguishes them.
public enum JSONValueType: String, Sendable, Hashable, CaseIterable {
    /// A string.
    case string
    /// A number.
    case number
    /// `true` or `false`.
    case boolean
    /// An object.
    case object
    /// An array.
    case array
    /// `null`.
    case null

    /// The JSON type of `node` (`null` for nodes that are no value).
    public init(_ node: SyntaxNode) {
        switch node.kind {
        case .string: self = .string
        case .number: self = .number
        case .boolean: self = .boolean
        case .object: self = .object
        case .array: self = .array
        case .null, .invalid, .property: self = .null
        }
    }
}
