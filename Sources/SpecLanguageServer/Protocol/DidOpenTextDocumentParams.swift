/// `textDocument/didOpen` params.
struct DidOpenTextDocumentParams: Codable, Hashable, Sendable {
    /// The opened document.
    var textDocument: TextDocumentItem
}
