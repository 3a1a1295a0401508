/// `initialize`: starts the session with the client's capabilities; answers the server's.
public struct InitializeRequest: LSPRequest {
    public static let method = "initialize"
    public typealias Result = InitializeResult
    /// The params sent.
    public var params: InitializeParams

    /// A request with `params`.
    public init(_ params: InitializeParams) {
        self.params = params
    }
}
