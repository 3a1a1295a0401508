/// `textDocument/didChange` params: the changes, to apply in order.
public struct DidChangeTextDocumentParams: Codable, Hashable, Sendable {
    /// The document and its version after the changes.
    public var textDocument: TextDocumentIdentifier
    /// The changes, in order.
    public var contentChanges: [TextDocumentContentChangeEvent]

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}
