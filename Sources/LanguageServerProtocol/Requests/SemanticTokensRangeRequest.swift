/// `textDocument/semanticTokens/range`: the semantic tokens of a range (none without one).
public struct SemanticTokensRangeRequest: LSPRequest {
    public static let method = "textDocument/semanticTokens/range"
    public typealias Result = SemanticTokens
    /// The params sent.
    public var params: SemanticTokensParams

    /// A request with `params`.
    public init(_ params: SemanticTokensParams) {
        self.params = params
    }
}
