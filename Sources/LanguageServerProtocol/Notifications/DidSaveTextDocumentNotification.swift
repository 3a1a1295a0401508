/// `textDocument/didSave`:
public struct DidSaveTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didSave"
    /// The params sent.
    public var params: NoParams

    /// A notification with `params`.
    public init(_ params: NoParams = NoParams()) {
        self.params = params
    }
}
