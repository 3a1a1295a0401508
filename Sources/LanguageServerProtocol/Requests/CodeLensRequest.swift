/// `textDocument/codeLens`: a "Preview" lens on each screen.
public struct CodeLensRequest: LSPRequest {
    public static let method = "textDocument/codeLens"
    public typealias Result = [CodeLens]
    /// The params sent.
    public var params: DocumentIdentifierParams

    /// A request with `params`.
    public init(_ params: DocumentIdentifierParams) {
        self.params = params
    }
}
