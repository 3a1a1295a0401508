/// `initialize` result.
struct InitializeResult: Codable, Hashable, Sendable {
    /// What the server implements.
    var capabilities: ServerCapabilities
    /// Name and version.
    var serverInfo: ServerInfo

    /// `serverInfo`.
    struct ServerInfo: Codable, Hashable, Sendable {
        /// The server's name.
        var name: String
        /// The server's version.
        var version: String?
    }
}
