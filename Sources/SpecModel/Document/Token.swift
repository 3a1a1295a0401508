import SpecSyntax

/// A named color or type token from `colors` / `typography`.
public struct Token: Sendable, Hashable {
    /// The token's name.
    public let name: String
    /// The key node (where the token is defined).
    public let keyNode: SyntaxNode
    /// The token's value node, nil while it is being typed.
    public let valueNode: SyntaxNode?
}
