/// `exit`:
public struct ExitNotification: LSPNotification {
    public static let method = "exit"
    /// The params sent.
    public var params: NoParams

    /// A notification with `params`.
    public init(_ params: NoParams = NoParams()) {
        self.params = params
    }
}
