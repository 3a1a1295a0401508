/// `textDocument/semanticTokens/full` and `/range` params: a document and, for `/range`, a range.
public struct SemanticTokensParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The range, for `semanticTokens/range`.
    public var range: LSPRange?

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, range: LSPRange? = nil) {
        self.textDocument = textDocument
        self.range = range
    }
}
