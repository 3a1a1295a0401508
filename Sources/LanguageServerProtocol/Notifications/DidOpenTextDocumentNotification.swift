/// `textDocument/didOpen`:
public struct DidOpenTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didOpen"
    /// The params sent.
    public var params: DidOpenTextDocumentParams

    /// A notification with `params`.
    public init(_ params: DidOpenTextDocumentParams) {
        self.params = params
    }
}
