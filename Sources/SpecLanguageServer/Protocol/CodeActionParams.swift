/// `textDocument/codeAction` params.
struct CodeActionParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// The selection or cursor range.
    var range: LSPRange
    /// The diagnostics the client shows there, and the kinds asked for.
    var context: Context

    /// `context`.
    struct Context: Codable, Hashable, Sendable {
        /// Diagnostics overlapping the range, as the client has them.
        var diagnostics: [LSPDiagnostic]?
        /// Requested kinds (`quickfix`, …); nil for all.
        var only: [String]?
    }
}
