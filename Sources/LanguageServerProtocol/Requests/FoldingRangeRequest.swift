/// `textDocument/foldingRange`: the foldable regions of a document.
public struct FoldingRangeRequest: LSPRequest {
    public static let method = "textDocument/foldingRange"
    public typealias Result = [FoldingRange]
    /// The params sent.
    public var params: DocumentIdentifierParams

    /// A request with `params`.
    public init(_ params: DocumentIdentifierParams) {
        self.params = params
    }
}
