/// A position in a document: the params of `hover`, `completion` and friends.
public struct TextDocumentPositionParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The position inside it.
    public var position: Position

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}
