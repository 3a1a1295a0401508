/// Formatting options from the client.
struct FormattingOptionsParams: Codable, Hashable, Sendable {
    /// Size of a tab in spaces.
    var tabSize: Int
    /// Prefer spaces over tabs.
    var insertSpaces: Bool
}

/// `textDocument/formatting` params.
struct DocumentFormattingParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// The options.
    var options: FormattingOptionsParams
}

/// `textDocument/rangeFormatting` params.
struct DocumentRangeFormattingParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// The range to format.
    var range: LSPRange
    /// The options.
    var options: FormattingOptionsParams
}

/// `textDocument/inlayHint` and `textDocument/semanticTokens/range` params.
struct DocumentRangeParams: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// The visible range.
    var range: LSPRange
}

/// LSP `InlayHintKind`.
enum InlayHintKind: Int, Codable, Hashable, Sendable {
    case type = 1
    case parameter = 2
}

/// An inlay hint.
struct InlayHint: Codable, Hashable, Sendable {
    /// Where it is shown.
    var position: Position
    /// The label.
    var label: String
    /// The kind.
    var kind: InlayHintKind?
    /// A space before the label.
    var paddingLeft: Bool?
}

/// Semantic tokens, relative-encoded.
struct SemanticTokens: Codable, Hashable, Sendable {
    /// Five integers per token.
    var data: [Int]
}

/// The semantic token legend.
struct SemanticTokensLegend: Codable, Hashable, Sendable {
    /// Token type names, indexed by the encoded type.
    var tokenTypes: [String]
    /// Modifier names, indexed by bit.
    var tokenModifiers: [String]
}

/// A link.
struct DocumentLink: Codable, Hashable, Sendable {
    /// The linked text.
    var range: LSPRange
    /// The target URI.
    var target: String
}
