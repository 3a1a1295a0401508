/// `workspace/didChangeConfiguration`:
public struct DidChangeConfigurationNotification: LSPNotification {
    public static let method = "workspace/didChangeConfiguration"
    /// The params sent.
    public var params: DidChangeConfigurationParams

    /// A notification with `params`.
    public init(_ params: DidChangeConfigurationParams) {
        self.params = params
    }
}
