/// `textDocument/documentLink`: the links of a document (imports, HIG pages).
public struct DocumentLinkRequest: LSPRequest {
    public static let method = "textDocument/documentLink"
    public typealias Result = [DocumentLink]
    /// The params sent.
    public var params: DocumentIdentifierParams

    /// A request with `params`.
    public init(_ params: DocumentIdentifierParams) {
        self.params = params
    }
}
