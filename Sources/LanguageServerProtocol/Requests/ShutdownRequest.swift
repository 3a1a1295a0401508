import SpecFoundation

/// `shutdown`: ends serving; only `exit` is accepted afterwards (the result is null).
public struct ShutdownRequest: LSPRequest {
    public static let method = "shutdown"
    public typealias Result = JSONValue?
    /// The params sent.
    public var params: NoParams

    /// A request with `params`.
    public init(_ params: NoParams = NoParams()) {
        self.params = params
    }
}
