/// `textDocument/formatting`: the edits that format a whole document.
public struct DocumentFormattingRequest: LSPRequest {
    public static let method = "textDocument/formatting"
    public typealias Result = [TextEdit]
    /// The params sent.
    public var params: DocumentFormattingParams

    /// A request with `params`.
    public init(_ params: DocumentFormattingParams) {
        self.params = params
    }
}
