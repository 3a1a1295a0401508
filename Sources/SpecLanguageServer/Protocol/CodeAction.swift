/// A quick fix: a titled edit of one document.
struct CodeAction: Codable, Hashable, Sendable {
    /// Menu title.
    var title: String
    /// `quickfix` or `source.fixAll.designspec` (`CodeActionKind`).
    var kind: String
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

/// The code action kinds the server returns.
enum CodeActionKind {
    /// One fix for one diagnostic.
    static let quickFix = "quickfix"
    /// Every safe fix of the document at once.
    static let fixAll = "source.fixAll.designspec"
}
