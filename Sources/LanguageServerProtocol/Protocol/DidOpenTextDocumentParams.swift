/// `textDocument/didOpen` params.
public struct DidOpenTextDocumentParams: Codable, Hashable, Sendable {
    /// The opened document.
    public var textDocument: TextDocumentItem

    /// Creates a value from its members.
    public init(textDocument: TextDocumentItem) {
        self.textDocument = textDocument
    }
}
