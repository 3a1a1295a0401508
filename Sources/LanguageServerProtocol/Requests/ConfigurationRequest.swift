import SpecFoundation

/// `workspace/configuration` (server to client): asks for settings sections; the client answers one value per item.
public struct ConfigurationRequest: LSPRequest {
    public static let method = "workspace/configuration"
    public typealias Result = [JSONValue]
    /// The params sent.
    public var params: ConfigurationParams

    /// A request with `params`.
    public init(_ params: ConfigurationParams) {
        self.params = params
    }
}
