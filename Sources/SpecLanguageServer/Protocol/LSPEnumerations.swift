/// `DiagnosticSeverity`.
enum DiagnosticSeverity: Int, Codable, Hashable, Sendable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

/// `DiagnosticTag`: open, since clients may send back diagnostics with tags of newer LSP versions.
struct DiagnosticTag: RawRepresentable, Codable, Hashable, Sendable {
    var rawValue: Int

    /// Unused or unnecessary code (rendered faded).
    static let unnecessary = DiagnosticTag(rawValue: 1)
    /// Deprecated or obsolete code (rendered struck through).
    static let deprecated = DiagnosticTag(rawValue: 2)
}

/// `CompletionItemKind` (the kinds the server uses).
enum CompletionItemKind: Int, Codable, Hashable, Sendable {
    case text = 1
    case property = 10
    case value = 12
    case `class` = 7
    case color = 16
    case constant = 21
}

/// `CompletionItemTag`: open, like `DiagnosticTag`.
struct CompletionItemTag: RawRepresentable, Codable, Hashable, Sendable {
    var rawValue: Int

    /// The item is deprecated (rendered struck through).
    static let deprecated = CompletionItemTag(rawValue: 1)
}

/// `InsertTextFormat`.
enum InsertTextFormat: Int, Codable, Hashable, Sendable {
    case plainText = 1
    case snippet = 2
}

/// `MarkupKind`.
enum MarkupKind: String, Codable, Hashable, Sendable {
    case plaintext
    case markdown
}

/// `TextDocumentSyncKind`.
enum TextDocumentSyncKind: Int, Codable, Hashable, Sendable {
    case none = 0
    case full = 1
    case incremental = 2
}

/// `CodeActionKind`: open, as LSP's kinds are hierarchical strings.
struct CodeActionKind: RawRepresentable, Codable, Hashable, Sendable {
    var rawValue: String

    /// A fix for a diagnostic.
    static let quickFix = CodeActionKind(rawValue: "quickfix")
}
