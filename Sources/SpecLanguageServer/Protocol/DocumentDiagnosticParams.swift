/// `textDocument/diagnostic` params.
struct DocumentDiagnosticParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// The provider identifier from the capability.
    var identifier: String?
    /// The result id of the client's last report, to answer `unchanged` when nothing changed.
    var previousResultId: String?
}
