/// `textDocument/colorPresentation` params.
public struct ColorPresentationParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The color picked.
    public var color: ColorInformation.Color
    /// Where it goes.
    public var range: LSPRange

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, color: ColorInformation.Color, range: LSPRange) {
        self.textDocument = textDocument
        self.color = color
        self.range = range
    }
}
