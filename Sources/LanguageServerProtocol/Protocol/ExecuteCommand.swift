import SpecFoundation

/// `workspace/executeCommand` params.
public struct ExecuteCommandParams: Codable, Hashable, Sendable {
    /// The command id.
    public var command: String
    /// Its arguments.
    public var arguments: [JSONValue]?

    /// Creates a value from its members.
    public init(command: String, arguments: [JSONValue]? = nil) {
        self.command = command
        self.arguments = arguments
    }
}

/// `executeCommandProvider` in the server capabilities.
public struct ExecuteCommandOptions: Codable, Hashable, Sendable {
    /// The commands the server runs.
    public var commands: [String]

    /// Creates a value from its members.
    public init(commands: [String]) {
        self.commands = commands
    }
}

/// The answer to `designspec.preview`: where the page was written.
public struct PreviewCommandResult: Codable, Hashable, Sendable {
    /// The page's `file://` URI.
    public var uri: String
    /// Whether the server asked the client to open it (`window/showDocument`).
    public var shownByServer: Bool

    /// Creates a value from its members.
    public init(uri: String, shownByServer: Bool) {
        self.uri = uri
        self.shownByServer = shownByServer
    }
}
