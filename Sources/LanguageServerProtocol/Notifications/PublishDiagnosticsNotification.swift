/// `textDocument/publishDiagnostics`:
public struct PublishDiagnosticsNotification: LSPNotification {
    public static let method = "textDocument/publishDiagnostics"
    /// The params sent.
    public var params: PublishDiagnosticsParams

    /// A notification with `params`.
    public init(_ params: PublishDiagnosticsParams) {
        self.params = params
    }
}
