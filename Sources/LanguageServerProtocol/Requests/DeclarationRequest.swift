/// `textDocument/declaration`: the same as `textDocument/definition` (a spec's declarations are its definitions).
public struct DeclarationRequest: LSPRequest {
    public static let method = "textDocument/declaration"
    public typealias Result = Location?
    /// The params sent.
    public var params: TextDocumentPositionParams

    /// A request with `params`.
    public init(_ params: TextDocumentPositionParams) {
        self.params = params
    }
}
