/// A quick fix: a titled edit of one document.
struct CodeAction: Codable, Hashable, Sendable {
    /// Menu title.
    var title: String
    /// Always `quickfix`.
    var kind: CodeActionKind
    /// The diagnostics the action fixes.
    var diagnostics: [LSPDiagnostic]
    /// Whether this is the preferred fix.
    var isPreferred: Bool
    /// The edit.
    var edit: WorkspaceEdit

    /// A `WorkspaceEdit` with `changes` only.
    struct WorkspaceEdit: Codable, Hashable, Sendable {
        /// Edits by document URI.
        var changes: [String: [TextEdit]]
    }
}
