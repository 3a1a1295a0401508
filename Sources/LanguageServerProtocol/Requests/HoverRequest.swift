/// `textDocument/hover`: the documentation of what is under the cursor.
public struct HoverRequest: LSPRequest {
    public static let method = "textDocument/hover"
    public typealias Result = Hover?
    /// The params sent.
    public var params: TextDocumentPositionParams

    /// A request with `params`.
    public init(_ params: TextDocumentPositionParams) {
        self.params = params
    }
}
