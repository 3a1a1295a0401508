/// `textDocument/references` params.
struct ReferenceParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// The cursor.
    var position: Position
    /// Whether to include the declaration.
    var context: Context

    /// `ReferenceContext`.
    struct Context: Codable, Hashable, Sendable {
        /// Include the declaration of the symbol.
        var includeDeclaration: Bool
    }
}

/// `textDocument/rename` params.
struct RenameParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// The cursor.
    var position: Position
    /// The new name.
    var newName: String
}

/// `textDocument/prepareRename` result.
struct PrepareRenameResult: Codable, Hashable, Sendable {
    /// The range of the name to rename.
    var range: LSPRange
    /// The current name.
    var placeholder: String
}

/// A `WorkspaceEdit` over one document: `changes`, or `documentChanges` with the version when the
/// client takes them.
struct WorkspaceEdit: Codable, Hashable, Sendable {
    /// URI → edits.
    var changes: [String: [TextEdit]]?
    /// Versioned document edits.
    var documentChanges: [TextDocumentEdit]?

    /// `TextDocumentEdit`.
    struct TextDocumentEdit: Codable, Hashable, Sendable {
        /// The document and the version the edits apply to.
        var textDocument: VersionedTextDocumentIdentifier
        /// The edits.
        var edits: [TextEdit]
    }

    /// `OptionalVersionedTextDocumentIdentifier`.
    struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
        /// The document.
        var uri: String
        /// Its version.
        var version: Int
    }
}

/// LSP `SymbolKind` values the outline uses.
enum SymbolKind: Int, Codable, Hashable, Sendable {
    case namespace = 3
    case `class` = 5
    case field = 8
    case constant = 14
    case object = 19
    case event = 24
}

/// A hierarchical outline entry.
struct DocumentSymbol: Codable, Hashable, Sendable {
    /// The name.
    var name: String
    /// A detail.
    var detail: String?
    /// The kind.
    var kind: SymbolKind
    /// The whole entry.
    var range: LSPRange
    /// What to select.
    var selectionRange: LSPRange
    /// Nested entries.
    var children: [DocumentSymbol]?
}

/// A flat symbol with its location (`workspace/symbol`, and `documentSymbol` for clients without
/// hierarchical support).
struct SymbolInformation: Codable, Hashable, Sendable {
    /// The name.
    var name: String
    /// The kind.
    var kind: SymbolKind
    /// Where it is.
    var location: Location
    /// The enclosing entry's name.
    var containerName: String?
}

/// `workspace/symbol` params.
struct WorkspaceSymbolParams: Codable, Hashable, Sendable {
    /// The query; empty for every symbol.
    var query: String
}

/// LSP `FoldingRangeKind`.
enum FoldingRangeKind: String, Codable, Hashable, Sendable {
    case comment
    case region
}

/// A foldable range of lines.
struct FoldingRange: Codable, Hashable, Sendable {
    /// The first line.
    var startLine: Int
    /// The last line.
    var endLine: Int
    /// The kind.
    var kind: FoldingRangeKind?
}

/// `textDocument/selectionRange` params.
struct SelectionRangeParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// One cursor each.
    var positions: [Position]
}

/// A selection range and the one around it (a class, since the chain nests).
final class SelectionRange: Codable, Hashable, Sendable {
    /// This range.
    let range: LSPRange
    /// The enclosing range.
    let parent: SelectionRange?

    init(range: LSPRange, parent: SelectionRange?) {
        self.range = range
        self.parent = parent
    }

    static func == (lhs: SelectionRange, rhs: SelectionRange) -> Bool { lhs.range == rhs.range && lhs.parent == rhs.parent }
    func hash(into hasher: inout Hasher) { hasher.combine(range) }
}
