/// A `textDocument/codeLens` result entry: a command shown above a range.
struct CodeLens: Codable, Hashable, Sendable {
    /// Where the lens sits.
    var range: LSPRange
    /// What it runs; always present (the server does not resolve lenses lazily).
    var command: Command?
}

/// An LSP `Command`: a title and a command id with arguments, run through `workspace/executeCommand`.
struct Command: Codable, Hashable, Sendable {
    /// The text shown (the lens label).
    var title: String
    /// The command id.
    var command: String
    /// The arguments passed back in `workspace/executeCommand`.
    var arguments: [JSONValue]?
}

/// `codeLensProvider` in the server capabilities.
struct CodeLensOptions: Codable, Hashable, Sendable {
    /// Whether `codeLens/resolve` is implemented.
    var resolveProvider: Bool
}
