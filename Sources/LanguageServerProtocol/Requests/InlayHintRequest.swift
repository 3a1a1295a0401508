/// `textDocument/inlayHint`: the inlay hints of a range.
public struct InlayHintRequest: LSPRequest {
    public static let method = "textDocument/inlayHint"
    public typealias Result = [InlayHint]
    /// The params sent.
    public var params: DocumentRangeParams

    /// A request with `params`.
    public init(_ params: DocumentRangeParams) {
        self.params = params
    }
}
