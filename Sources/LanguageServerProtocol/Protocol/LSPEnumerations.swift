/// `DiagnosticSeverity`.
public enum DiagnosticSeverity: Int, Codable, Hashable, Sendable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

/// `DiagnosticTag`: open, since clients may send back diagnostics with tags of newer LSP versions.
public struct DiagnosticTag: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int

    /// Unused or unnecessary code (rendered faded).
    public static let unnecessary = DiagnosticTag(rawValue: 1)
    /// Deprecated or obsolete code (rendered struck through).
    public static let deprecated = DiagnosticTag(rawValue: 2)

    /// Creates a value from its members.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

/// `CompletionItemKind` (the kinds the server uses).
public enum CompletionItemKind: Int, Codable, Hashable, Sendable {
    case text = 1
    case property = 10
    case value = 12
    case `class` = 7
    case color = 16
    case constant = 21
    case snippet = 15
    case file = 17
}

/// `CompletionItemTag`: open, like `DiagnosticTag`.
public struct CompletionItemTag: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int

    /// The item is deprecated (rendered struck through).
    public static let deprecated = CompletionItemTag(rawValue: 1)

    /// Creates a value from its members.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

/// `InsertTextFormat`.
public enum InsertTextFormat: Int, Codable, Hashable, Sendable {
    case plainText = 1
    case snippet = 2
}

/// `MarkupKind`.
public enum MarkupKind: String, Codable, Hashable, Sendable {
    case plaintext
    case markdown
}

/// `TextDocumentSyncKind`.
public enum TextDocumentSyncKind: Int, Codable, Hashable, Sendable {
    case none = 0
    case full = 1
    case incremental = 2
}

/// `CodeActionKind`: open, as LSP's kinds are hierarchical strings.
public struct CodeActionKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: String

    /// A fix for a diagnostic.
    public static let quickFix = CodeActionKind(rawValue: "quickfix")
    /// Every safe fix of a design spec at once.
    public static let fixAll = CodeActionKind(rawValue: "source.fixAll.designspec")

    /// True when a client's `only` entry `requested` asks for this kind (LSP kinds are hierarchical:
    /// `source.fixAll` asks for `source.fixAll.designspec`).
    public func isRequested(by requested: CodeActionKind) -> Bool {
        rawValue == requested.rawValue || rawValue.hasPrefix(requested.rawValue + ".")
    }

    /// Creates a value from its members.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}
