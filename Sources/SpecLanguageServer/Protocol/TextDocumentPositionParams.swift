/// A position in a document: the params of `hover`, `completion` and friends.
struct TextDocumentPositionParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// The position inside it.
    var position: Position
}
