/// `textDocument/semanticTokens/full`: the semantic tokens of a whole document.
public struct SemanticTokensFullRequest: LSPRequest {
    public static let method = "textDocument/semanticTokens/full"
    public typealias Result = SemanticTokens
    /// The params sent.
    public var params: SemanticTokensParams

    /// A request with `params`.
    public init(_ params: SemanticTokensParams) {
        self.params = params
    }
}
