/// `textDocument/publishDiagnostics` params.
struct PublishDiagnosticsParams: Codable, Hashable, Sendable {
    /// The document.
    var uri: String
    /// The document version the diagnostics were computed for.
    var version: Int?
    /// All current diagnostics of the document.
    var diagnostics: [LSPDiagnostic]
}
