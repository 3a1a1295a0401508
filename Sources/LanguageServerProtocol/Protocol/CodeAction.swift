/// A quick fix: a titled edit of one document.
public struct CodeAction: Codable, Hashable, Sendable {
    /// Menu title.
    public var title: String
    /// `quickfix`, or `source.fixAll.designspec` for every safe fix at once.
    public var kind: CodeActionKind
    /// The diagnostics the action fixes.
    public var diagnostics: [LSPDiagnostic]
    /// Whether this is the preferred fix.
    public var isPreferred: Bool
    /// The edit.
    public var edit: WorkspaceEdit

    /// A `WorkspaceEdit` with `changes` only.
    public struct WorkspaceEdit: Codable, Hashable, Sendable {
        /// Edits by document URI.
        public var changes: [String: [TextEdit]]

        /// Creates a value from its members.
        public init(changes: [String: [TextEdit]]) {
            self.changes = changes
        }
    }

    /// Creates a value from its members.
    public init(title: String, kind: CodeActionKind, diagnostics: [LSPDiagnostic], isPreferred: Bool, edit: WorkspaceEdit) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
    }
}
