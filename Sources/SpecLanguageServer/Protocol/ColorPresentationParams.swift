/// `textDocument/colorPresentation` params.
struct ColorPresentationParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// The color picked.
    var color: ColorInformation.Color
    /// Where it goes.
    var range: LSPRange
}
