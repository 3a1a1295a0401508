/// Formatting options from the client.
public struct FormattingOptionsParams: Codable, Hashable, Sendable {
    /// Size of a tab in spaces.
    public var tabSize: Int
    /// Prefer spaces over tabs.
    public var insertSpaces: Bool

    /// Creates a value from its members.
    public init(tabSize: Int, insertSpaces: Bool) {
        self.tabSize = tabSize
        self.insertSpaces = insertSpaces
    }
}

/// `textDocument/formatting` params.
public struct DocumentFormattingParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The options.
    public var options: FormattingOptionsParams

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, options: FormattingOptionsParams) {
        self.textDocument = textDocument
        self.options = options
    }
}

/// `textDocument/rangeFormatting` params.
public struct DocumentRangeFormattingParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The range to format.
    public var range: LSPRange
    /// The options.
    public var options: FormattingOptionsParams

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, range: LSPRange, options: FormattingOptionsParams) {
        self.textDocument = textDocument
        self.range = range
        self.options = options
    }
}

/// `textDocument/inlayHint` and `textDocument/semanticTokens/range` params.
public struct DocumentRangeParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The visible range.
    public var range: LSPRange

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, range: LSPRange) {
        self.textDocument = textDocument
        self.range = range
    }
}

/// LSP `InlayHintKind`.
public enum InlayHintKind: Int, Codable, Hashable, Sendable {
    case type = 1
    case parameter = 2
}

/// An inlay hint.
public struct InlayHint: Codable, Hashable, Sendable {
    /// Where it is shown.
    public var position: Position
    /// The label.
    public var label: String
    /// The kind.
    public var kind: InlayHintKind?
    /// A space before the label.
    public var paddingLeft: Bool?

    /// Creates a value from its members.
    public init(position: Position, label: String, kind: InlayHintKind? = nil, paddingLeft: Bool? = nil) {
        self.position = position
        self.label = label
        self.kind = kind
        self.paddingLeft = paddingLeft
    }
}

/// Semantic tokens, relative-encoded.
public struct SemanticTokens: Codable, Hashable, Sendable {
    /// Five integers per token.
    public var data: [Int]

    /// Creates a value from its members.
    public init(data: [Int]) {
        self.data = data
    }
}

/// The semantic token legend.
public struct SemanticTokensLegend: Codable, Hashable, Sendable {
    /// Token type names, indexed by the encoded type.
    public var tokenTypes: [String]
    /// Modifier names, indexed by bit.
    public var tokenModifiers: [String]

    /// Creates a value from its members.
    public init(tokenTypes: [String], tokenModifiers: [String]) {
        self.tokenTypes = tokenTypes
        self.tokenModifiers = tokenModifiers
    }
}

/// A link.
public struct DocumentLink: Codable, Hashable, Sendable {
    /// The linked text.
    public var range: LSPRange
    /// The target URI.
    public var target: String

    /// Creates a value from its members.
    public init(range: LSPRange, target: String) {
        self.range = range
        self.target = target
    }
}
