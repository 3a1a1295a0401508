/// `workspace/executeCommand` params.
struct ExecuteCommandParams: Codable, Hashable, Sendable {
    /// The command id.
    var command: String
    /// Its arguments.
    var arguments: [JSONValue]?
}

/// `executeCommandProvider` in the server capabilities.
struct ExecuteCommandOptions: Codable, Hashable, Sendable {
    /// The commands the server runs.
    var commands: [String]
}

/// The answer to `designspec.preview`: where the page was written.
struct PreviewCommandResult: Codable, Hashable, Sendable {
    /// The page's `file://` URI.
    var uri: String
    /// Whether the server asked the client to open it (`window/showDocument`).
    var shownByServer: Bool
}
