/// `textDocument/didChange`:
public struct DidChangeTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didChange"
    /// The params sent.
    public var params: DidChangeTextDocumentParams

    /// A notification with `params`.
    public init(_ params: DidChangeTextDocumentParams) {
        self.params = params
    }
}
