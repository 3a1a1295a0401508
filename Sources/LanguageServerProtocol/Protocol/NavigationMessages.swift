/// `textDocument/references` params.
public struct ReferenceParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The cursor.
    public var position: Position
    /// Whether to include the declaration.
    public var context: Context

    /// `ReferenceContext`.
    public struct Context: Codable, Hashable, Sendable {
        /// Include the declaration of the symbol.
        public var includeDeclaration: Bool

        /// Creates a value from its members.
        public init(includeDeclaration: Bool) {
            self.includeDeclaration = includeDeclaration
        }
    }

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, position: Position, context: Context) {
        self.textDocument = textDocument
        self.position = position
        self.context = context
    }
}

/// `textDocument/rename` params.
public struct RenameParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The cursor.
    public var position: Position
    /// The new name.
    public var newName: String

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
        self.textDocument = textDocument
        self.position = position
        self.newName = newName
    }
}

/// `textDocument/prepareRename` result.
public struct PrepareRenameResult: Codable, Hashable, Sendable {
    /// The range of the name to rename.
    public var range: LSPRange
    /// The current name.
    public var placeholder: String

    /// Creates a value from its members.
    public init(range: LSPRange, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }
}

/// A `WorkspaceEdit` over one or more documents: `changes`, or `documentChanges` with the versions
/// when the client takes them.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    /// URI → edits.
    public var changes: [String: [TextEdit]]?
    /// Versioned document edits.
    public var documentChanges: [TextDocumentEdit]?

    /// `TextDocumentEdit`.
    public struct TextDocumentEdit: Codable, Hashable, Sendable {
        /// The document and the version the edits apply to.
        public var textDocument: VersionedTextDocumentIdentifier
        /// The edits.
        public var edits: [TextEdit]

        /// Creates a value from its members.
        public init(textDocument: VersionedTextDocumentIdentifier, edits: [TextEdit]) {
            self.textDocument = textDocument
            self.edits = edits
        }
    }

    /// `OptionalVersionedTextDocumentIdentifier`.
    public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
        /// The document.
        public var uri: String
        /// Its version when it is open in the client; null (always written) for a file on disk.
        public var version: Int?

        /// Creates a value from its members.
        public init(uri: String, version: Int?) {
            self.uri = uri
            self.version = version
        }

        private enum CodingKeys: String, CodingKey {
            case uri, version
        }

        /// Writes `version` as null when absent: the protocol requires the member.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(uri, forKey: .uri)
            if let version { try container.encode(version, forKey: .version) } else { try container.encodeNil(forKey: .version) }
        }
    }

    /// Creates a value from its members.
    public init(changes: [String: [TextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }
}

/// LSP `SymbolKind` values the outline uses.
public enum SymbolKind: Int, Codable, Hashable, Sendable {
    case namespace = 3
    case `class` = 5
    case field = 8
    case constant = 14
    case object = 19
    case event = 24
}

/// A hierarchical outline entry.
public struct DocumentSymbol: Codable, Hashable, Sendable {
    /// The name.
    public var name: String
    /// A detail.
    public var detail: String?
    /// The kind.
    public var kind: SymbolKind
    /// The whole entry.
    public var range: LSPRange
    /// What to select.
    public var selectionRange: LSPRange
    /// Nested entries.
    public var children: [DocumentSymbol]?

    /// Creates a value from its members.
    public init(
        name: String, detail: String? = nil, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange, children: [DocumentSymbol]? = nil
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

/// A flat symbol with its location (`workspace/symbol`, and `documentSymbol` for clients without
/// hierarchical support).
public struct SymbolInformation: Codable, Hashable, Sendable {
    /// The name.
    public var name: String
    /// The kind.
    public var kind: SymbolKind
    /// Where it is.
    public var location: Location
    /// The enclosing entry's name.
    public var containerName: String?

    /// Creates a value from its members.
    public init(name: String, kind: SymbolKind, location: Location, containerName: String? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}

/// `workspace/symbol` params.
public struct WorkspaceSymbolParams: Codable, Hashable, Sendable {
    /// The query; empty for every symbol.
    public var query: String

    /// Creates a value from its members.
    public init(query: String) {
        self.query = query
    }
}

/// LSP `FoldingRangeKind`.
public enum FoldingRangeKind: String, Codable, Hashable, Sendable {
    case comment
    case region
}

/// A foldable range of lines.
public struct FoldingRange: Codable, Hashable, Sendable {
    /// The first line.
    public var startLine: Int
    /// The last line.
    public var endLine: Int
    /// The kind.
    public var kind: FoldingRangeKind?

    /// Creates a value from its members.
    public init(startLine: Int, endLine: Int, kind: FoldingRangeKind? = nil) {
        self.startLine = startLine
        self.endLine = endLine
        self.kind = kind
    }
}

/// `textDocument/selectionRange` params.
public struct SelectionRangeParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// One cursor each.
    public var positions: [Position]

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, positions: [Position]) {
        self.textDocument = textDocument
        self.positions = positions
    }
}

/// A selection range and the one around it (a class, since the chain nests).
public final class SelectionRange: Codable, Hashable, Sendable {
    /// This range.
    public let range: LSPRange
    /// The enclosing range.
    public let parent: SelectionRange?

    /// Creates a range inside `parent`.
    public init(range: LSPRange, parent: SelectionRange?) {
        self.range = range
        self.parent = parent
    }

    public static func == (lhs: SelectionRange, rhs: SelectionRange) -> Bool { lhs.range == rhs.range && lhs.parent == rhs.parent }
    public func hash(into hasher: inout Hasher) { hasher.combine(range) }
}
