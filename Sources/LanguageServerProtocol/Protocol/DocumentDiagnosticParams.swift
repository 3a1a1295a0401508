/// `textDocument/diagnostic` params.
public struct DocumentDiagnosticParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The provider identifier from the capability.
    public var identifier: String?
    /// The result id of the client's last report, to answer `unchanged` when nothing changed.
    public var previousResultId: String?

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, identifier: String? = nil, previousResultId: String? = nil) {
        self.textDocument = textDocument
        self.identifier = identifier
        self.previousResultId = previousResultId
    }
}
