/// `$/progress` (server to client): work-done progress or a partial result, reported on a token.
public struct ProgressNotification<Value: Encodable & Sendable>: LSPNotification {
    public static var method: String { "$/progress" }
    /// The params sent.
    public var params: ProgressParams<Value>

    /// A notification with `params`.
    public init(_ params: ProgressParams<Value>) {
        self.params = params
    }
}
