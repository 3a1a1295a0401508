import SpecFoundation

/// A `textDocument/codeLens` result entry: a command shown above a range.
public struct CodeLens: Codable, Hashable, Sendable {
    /// Where the lens sits.
    public var range: LSPRange
    /// What it runs; always present (the server does not resolve lenses lazily).
    public var command: Command?

    /// Creates a value from its members.
    public init(range: LSPRange, command: Command? = nil) {
        self.range = range
        self.command = command
    }
}

/// An LSP `Command`: a title and a command id with arguments, run through `workspace/executeCommand`.
public struct Command: Codable, Hashable, Sendable {
    /// The text shown (the lens label).
    public var title: String
    /// The command id.
    public var command: String
    /// The arguments passed back in `workspace/executeCommand`.
    public var arguments: [JSONValue]?

    /// Creates a value from its members.
    public init(title: String, command: String, arguments: [JSONValue]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}

/// `codeLensProvider` in the server capabilities.
public struct CodeLensOptions: Codable, Hashable, Sendable {
    /// Whether `codeLens/resolve` is implemented.
    public var resolveProvider: Bool

    /// Creates a value from its members.
    public init(resolveProvider: Bool) {
        self.resolveProvider = resolveProvider
    }
}
