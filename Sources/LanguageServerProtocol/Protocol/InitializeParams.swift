import SpecFoundation

/// `initialize` params: the subset the server reads.
public struct InitializeParams: Codable, Hashable, Sendable {
    /// The client's process id; the server exits when that process is gone.
    public var processId: Int?
    /// What the client supports; unreadable capabilities count as none.
    public var capabilities: ClientCapabilities
    /// Settings passed at start-up (see `ServerSettings`).
    public var initializationOptions: JSONValue?
    /// The workspace folders the client opened (null or absent: none).
    public var workspaceFolders: [WorkspaceFolder]?
    /// The single root of older clients, superseded by `workspaceFolders`.
    public var rootUri: String?
    /// The path form of `rootUri`, from still older clients.
    public var rootPath: String?

    public enum CodingKeys: String, CodingKey { case processId, capabilities, initializationOptions, workspaceFolders, rootUri, rootPath }

    /// Creates a value from its members.
    public init(
        processId: Int? = nil, capabilities: ClientCapabilities = ClientCapabilities(), initializationOptions: JSONValue? = nil,
        workspaceFolders: [WorkspaceFolder]? = nil, rootUri: String? = nil, rootPath: String? = nil
    ) {
        self.processId = processId
        self.capabilities = capabilities
        self.initializationOptions = initializationOptions
        self.workspaceFolders = workspaceFolders
        self.rootUri = rootUri
        self.rootPath = rootPath
    }

    /// Decodes leniently: a capability or folder of an unexpected shape is dropped, not fatal.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        processId = try? container.decodeIfPresent(Int.self, forKey: .processId)
        capabilities = (try? container.decodeIfPresent(ClientCapabilities.self, forKey: .capabilities)) ?? ClientCapabilities()
        initializationOptions = try container.decodeIfPresent(JSONValue.self, forKey: .initializationOptions)
        workspaceFolders = try? container.decodeIfPresent([WorkspaceFolder].self, forKey: .workspaceFolders)
        rootUri = try? container.decodeIfPresent(String.self, forKey: .rootUri)
        rootPath = try? container.decodeIfPresent(String.self, forKey: .rootPath)
    }
}

/// A folder the client opened as (part of) the workspace.
public struct WorkspaceFolder: Codable, Hashable, Sendable {
    /// The folder's URI.
    public var uri: String
    /// Its name in the client's interface.
    public var name: String

    /// A folder.
    public init(uri: String, name: String) {
        self.uri = uri
        self.name = name
    }
}
