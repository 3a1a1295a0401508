import SpecSyntax

/// `workspace/didChangeConfiguration` params.
struct DidChangeConfigurationParams: Codable, Hashable, Sendable {
    /// The settings object (shape in `ServerSettings`); null asks the server to pull.
    var settings: JSONValue?
}
