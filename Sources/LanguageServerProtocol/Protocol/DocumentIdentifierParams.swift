/// `textDocument/didClose` and `textDocument/didSave` params.
public struct DocumentIdentifierParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}
