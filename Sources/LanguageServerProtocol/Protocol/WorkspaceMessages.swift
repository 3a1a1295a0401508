/// `client/registerCapability` params (server to client).
public struct RegistrationParams: Encodable, Sendable {
    /// The capabilities to register.
    public var registrations: [Registration]

    /// Creates a value from its members.
    public init(registrations: [Registration]) {
        self.registrations = registrations
    }
}

/// One dynamically registered capability.
public struct Registration: Encodable, Sendable {
    /// An id the server chooses, to unregister with.
    public var id: String
    /// The method registered for.
    public var method: String
    /// The method's options.
    public var registerOptions: DidChangeWatchedFilesRegistrationOptions

    /// Creates a value from its members.
    public init(id: String, method: String, registerOptions: DidChangeWatchedFilesRegistrationOptions) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}

/// The options of a `workspace/didChangeWatchedFiles` registration: which files the client watches.
public struct DidChangeWatchedFilesRegistrationOptions: Codable, Hashable, Sendable {
    /// The watchers.
    public var watchers: [FileSystemWatcher]

    /// Creates a value from its members.
    public init(watchers: [FileSystemWatcher]) {
        self.watchers = watchers
    }
}

/// Files matching a glob pattern, watched for creation, change and deletion.
public struct FileSystemWatcher: Codable, Hashable, Sendable {
    /// The glob pattern (`**/*.design.{json,jsonc}`).
    public var globPattern: String

    /// Creates a value from its members.
    public init(globPattern: String) {
        self.globPattern = globPattern
    }
}

/// `workspace/didChangeWatchedFiles` params.
public struct DidChangeWatchedFilesParams: Codable, Hashable, Sendable {
    /// What changed.
    public var changes: [FileEvent]

    /// Creates a value from its members.
    public init(changes: [FileEvent]) {
        self.changes = changes
    }
}

/// A watched file that was created, changed or deleted.
public struct FileEvent: Codable, Hashable, Sendable {
    /// The file.
    public var uri: String
    /// What happened to it.
    public var type: FileChangeType

    /// Creates a value from its members.
    public init(uri: String, type: FileChangeType) {
        self.uri = uri
        self.type = type
    }
}

/// LSP `FileChangeType`.
public enum FileChangeType: Int, Codable, Hashable, Sendable {
    /// The file was created.
    case created = 1
    /// The file changed.
    case changed = 2
    /// The file was deleted.
    case deleted = 3
}

/// `workspace/didChangeWorkspaceFolders` params.
public struct DidChangeWorkspaceFoldersParams: Codable, Hashable, Sendable {
    /// The folders added and removed.
    public var event: WorkspaceFoldersChangeEvent

    /// Creates a value from its members.
    public init(event: WorkspaceFoldersChangeEvent) {
        self.event = event
    }
}

/// The workspace folders added and removed.
public struct WorkspaceFoldersChangeEvent: Codable, Hashable, Sendable {
    /// Folders added.
    public var added: [WorkspaceFolder]
    /// Folders removed.
    public var removed: [WorkspaceFolder]

    /// Creates a value from its members.
    public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
        self.added = added
        self.removed = removed
    }
}

/// `window/workDoneProgress/create` params (server to client).
public struct WorkDoneProgressCreateParams: Codable, Hashable, Sendable {
    /// The token the server will report on.
    public var token: ProgressToken

    /// Creates a value from its members.
    public init(token: ProgressToken) {
        self.token = token
    }
}

extension ServerCapabilities {
    /// `workspace`: what the server does with workspace folders.
    public struct WorkspaceOptions: Codable, Hashable, Sendable {
        /// `workspace.workspaceFolders`.
        public var workspaceFolders: WorkspaceFoldersOptions

        /// Creates a value from its members.
        public init(workspaceFolders: WorkspaceFoldersOptions) {
            self.workspaceFolders = workspaceFolders
        }
    }

    /// `workspace.workspaceFolders`.
    public struct WorkspaceFoldersOptions: Codable, Hashable, Sendable {
        /// Whether the server serves several folders.
        public var supported: Bool
        /// Whether the server wants `workspace/didChangeWorkspaceFolders`.
        public var changeNotifications: Bool

        /// Creates a value from its members.
        public init(supported: Bool, changeNotifications: Bool) {
            self.supported = supported
            self.changeNotifications = changeNotifications
        }
    }
}

extension ClientCapabilities {
    /// A capability the client may register dynamically (`workspace.didChangeWatchedFiles`).
    public struct DynamicRegistration: Codable, Hashable, Sendable {
        /// Whether the client accepts `client/registerCapability` for it.
        public var dynamicRegistration: Bool?

        /// Creates a value from its members.
        public init(dynamicRegistration: Bool? = nil) {
            self.dynamicRegistration = dynamicRegistration
        }
    }
}
