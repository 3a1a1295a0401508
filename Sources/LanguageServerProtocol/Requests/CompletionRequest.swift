/// `textDocument/completion`: the completions at the cursor.
public struct CompletionRequest: LSPRequest {
    public static let method = "textDocument/completion"
    public typealias Result = CompletionList
    /// The params sent.
    public var params: TextDocumentPositionParams

    /// A request with `params`.
    public init(_ params: TextDocumentPositionParams) {
        self.params = params
    }
}
