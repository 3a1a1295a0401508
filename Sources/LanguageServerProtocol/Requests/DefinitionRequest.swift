/// `textDocument/definition`: where the name under the cursor is declared.
public struct DefinitionRequest: LSPRequest {
    public static let method = "textDocument/definition"
    public typealias Result = Location?
    /// The params sent.
    public var params: TextDocumentPositionParams

    /// A request with `params`.
    public init(_ params: TextDocumentPositionParams) {
        self.params = params
    }
}
