/// `initialize` result.
public struct InitializeResult: Codable, Hashable, Sendable {
    /// What the server implements.
    public var capabilities: ServerCapabilities
    /// Name and version.
    public var serverInfo: ServerInfo

    /// `serverInfo`.
    public struct ServerInfo: Codable, Hashable, Sendable {
        /// The server's name.
        public var name: String
        /// The server's version.
        public var version: String?

        /// Creates a value from its members.
        public init(name: String, version: String? = nil) {
            self.name = name
            self.version = version
        }
    }

    /// Creates a value from its members.
    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}
