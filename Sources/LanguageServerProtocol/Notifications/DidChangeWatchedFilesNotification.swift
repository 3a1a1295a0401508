/// `workspace/didChangeWatchedFiles`:
public struct DidChangeWatchedFilesNotification: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"
    /// The params sent.
    public var params: DidChangeWatchedFilesParams

    /// A notification with `params`.
    public init(_ params: DidChangeWatchedFilesParams) {
        self.params = params
    }
}
