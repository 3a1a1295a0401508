import SpecSyntax

/// `initialize` params: the subset the server reads.
public struct InitializeParams: Codable, Hashable, Sendable {
    /// The client's process id; the server exits when that process is gone.
    public var processId: Int?
    /// What the client supports; unreadable capabilities count as none.
    public var capabilities: ClientCapabilities
    /// Settings passed at start-up (see `ServerSettings`).
    public var initializationOptions: JSONValue?

    public enum CodingKeys: String, CodingKey { case processId, capabilities, initializationOptions }

    /// Decodes leniently: a capability of an unexpected shape is dropped, not fatal.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        processId = try? container.decodeIfPresent(Int.self, forKey: .processId)
        capabilities = (try? container.decodeIfPresent(ClientCapabilities.self, forKey: .capabilities)) ?? ClientCapabilities()
        initializationOptions = try container.decodeIfPresent(JSONValue.self, forKey: .initializationOptions)
    }
}
