/// `textDocument/documentSymbol`: the outline of a document.
public struct DocumentSymbolRequest: LSPRequest {
    public static let method = "textDocument/documentSymbol"
    public typealias Result = DocumentSymbolResult
    /// The params sent.
    public var params: DocumentIdentifierParams

    /// A request with `params`.
    public init(_ params: DocumentIdentifierParams) {
        self.params = params
    }
}
