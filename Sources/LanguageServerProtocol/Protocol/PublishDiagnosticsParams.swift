/// `textDocument/publishDiagnostics` params.
public struct PublishDiagnosticsParams: Codable, Hashable, Sendable {
    /// The document.
    public var uri: String
    /// The document version the diagnostics were computed for.
    public var version: Int?
    /// All current diagnostics of the document.
    public var diagnostics: [LSPDiagnostic]

    /// Creates a value from its members.
    public init(uri: String, version: Int? = nil, diagnostics: [LSPDiagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
