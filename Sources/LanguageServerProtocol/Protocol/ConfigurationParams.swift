/// `workspace/configuration` params (a server-to-client request).
public struct ConfigurationParams: Codable, Hashable, Sendable {
    /// The sections asked for.
    public var items: [Item]

    /// One section.
    public struct Item: Codable, Hashable, Sendable {
        /// The section name (`designspec`).
        public var section: String?

        /// Creates a value from its members.
        public init(section: String? = nil) {
            self.section = section
        }
    }

    /// Creates a value from its members.
    public init(items: [Item]) {
        self.items = items
    }
}
