import SpecSyntax

/// One string of a spec's `"imports"`: a path relative to the spec's folder.
public struct ImportReference: Sendable, Hashable {
    /// The path as written.
    public let path: String
    /// The string node (its `contentRange` is the path).
    public let node: SyntaxNode
}
