/// `textDocument/didChange` params: the changes, to apply in order.
struct DidChangeTextDocumentParams: Codable, Hashable, Sendable {
    /// The document and its version after the changes.
    var textDocument: TextDocumentIdentifier
    /// The changes, in order.
    var contentChanges: [TextDocumentContentChangeEvent]
}
