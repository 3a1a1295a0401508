/// A quick fix: a titled edit of one document (or of the specs a token rename reaches).
public struct CodeAction: Codable, Hashable, Sendable {
    /// Menu title.
    public var title: String
    /// `quickfix`, or `source.fixAll.designspec` for every safe fix at once.
    public var kind: CodeActionKind
    /// The diagnostics the action fixes.
    public var diagnostics: [LSPDiagnostic]
    /// Whether this is the preferred fix.
    public var isPreferred: Bool
    /// The edit: `changes` of this document, or of every spec a token rename reaches (as
    /// `documentChanges` when the client takes them).
    public var edit: WorkspaceEdit

    /// Creates a value from its members.
    public init(title: String, kind: CodeActionKind, diagnostics: [LSPDiagnostic], isPreferred: Bool, edit: WorkspaceEdit) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
    }
}
