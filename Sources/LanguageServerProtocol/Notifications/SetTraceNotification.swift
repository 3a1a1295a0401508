/// `$/setTrace`:
public struct SetTraceNotification: LSPNotification {
    public static let method = "$/setTrace"
    /// The params sent.
    public var params: NoParams

    /// A notification with `params`.
    public init(_ params: NoParams = NoParams()) {
        self.params = params
    }
}
