/// `initialized`:
public struct InitializedNotification: LSPNotification {
    public static let method = "initialized"
    /// The params sent.
    public var params: NoParams

    /// A notification with `params`.
    public init(_ params: NoParams = NoParams()) {
        self.params = params
    }
}
