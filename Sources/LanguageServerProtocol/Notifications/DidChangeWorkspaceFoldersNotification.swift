/// `workspace/didChangeWorkspaceFolders`:
public struct DidChangeWorkspaceFoldersNotification: LSPNotification {
    public static let method = "workspace/didChangeWorkspaceFolders"
    /// The params sent.
    public var params: DidChangeWorkspaceFoldersParams

    /// A notification with `params`.
    public init(_ params: DidChangeWorkspaceFoldersParams) {
        self.params = params
    }
}
