/// `textDocument/didClose`:
public struct DidCloseTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didClose"
    /// The params sent.
    public var params: DocumentIdentifierParams

    /// A notification with `params`.
    public init(_ params: DocumentIdentifierParams) {
        self.params = params
    }
}
