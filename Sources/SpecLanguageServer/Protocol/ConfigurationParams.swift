/// `workspace/configuration` params (a server-to-client request).
struct ConfigurationParams: Codable, Hashable, Sendable {
    /// The sections asked for.
    var items: [Item]

    /// One section.
    struct Item: Codable, Hashable, Sendable {
        /// The section name (`designspec`).
        var section: String?
    }
}
