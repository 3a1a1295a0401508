/// `$/cancelRequest`:
public struct CancelRequestNotification: LSPNotification {
    public static let method = "$/cancelRequest"
    /// The params sent.
    public var params: CancelParams

    /// A notification with `params`.
    public init(_ params: CancelParams) {
        self.params = params
    }
}
