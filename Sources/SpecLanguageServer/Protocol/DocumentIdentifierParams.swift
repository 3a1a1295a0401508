/// `textDocument/didClose` and `textDocument/didSave` params.
struct DocumentIdentifierParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
}
