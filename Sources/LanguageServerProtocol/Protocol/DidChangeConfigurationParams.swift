import SpecFoundation

/// `workspace/didChangeConfiguration` params.
public struct DidChangeConfigurationParams: Codable, Hashable, Sendable {
    /// The settings object (shape in `ServerSettings`); null asks the server to pull.
    public var settings: JSONValue?

    /// Creates a value from its members.
    public init(settings: JSONValue? = nil) {
        self.settings = settings
    }
}
