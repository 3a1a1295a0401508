/// `textDocument/prepareRename`: whether the name under the cursor can be renamed, and its range.
public struct PrepareRenameRequest: LSPRequest {
    public static let method = "textDocument/prepareRename"
    public typealias Result = PrepareRenameResult?
    /// The params sent.
    public var params: TextDocumentPositionParams

    /// A request with `params`.
    public init(_ params: TextDocumentPositionParams) {
        self.params = params
    }
}
