/// `textDocument/codeAction` params.
public struct CodeActionParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The selection or cursor range.
    public var range: LSPRange
    /// The diagnostics the client shows there, and the kinds asked for.
    public var context: Context

    /// `context`.
    public struct Context: Codable, Hashable, Sendable {
        /// Diagnostics overlapping the range, as the client has them.
        public var diagnostics: [LSPDiagnostic]?
        /// Requested kinds (`quickfix`, …); nil for all.
        public var only: [String]?

        /// Creates a value from its members.
        public init(diagnostics: [LSPDiagnostic]? = nil, only: [String]? = nil) {
            self.diagnostics = diagnostics
            self.only = only
        }
    }

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, range: LSPRange, context: Context) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}
