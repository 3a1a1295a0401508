import SpecFoundation

/// `client/registerCapability` (server to client): registers a capability dynamically (the result is null).
public struct RegisterCapabilityRequest: LSPRequest {
    public static let method = "client/registerCapability"
    public typealias Result = JSONValue?
    /// The params sent.
    public var params: RegistrationParams

    /// A request with `params`.
    public init(_ params: RegistrationParams) {
        self.params = params
    }
}
