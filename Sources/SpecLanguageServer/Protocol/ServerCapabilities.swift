/// What the server implements, as advertised in `initialize`.
struct ServerCapabilities: Codable, Hashable, Sendable {
    /// The negotiated position encoding.
    var positionEncoding: String
    /// Document sync: open/close, incremental changes, save.
    var textDocumentSync: TextDocumentSyncOptions
    /// Hover.
    var hoverProvider: Bool
    /// Completion.
    var completionProvider: CompletionOptions
    /// Pull diagnostics; absent when the client does not pull.
    var diagnosticProvider: DiagnosticOptions?
    /// Quick fixes; absent when the client cannot take code action literals.
    var codeActionProvider: CodeActionOptions?
    /// Document colors; absent when not offered.
    var colorProvider: Bool?
    /// Go to definition and declaration of tokens.
    var definitionProvider: Bool?
    /// Same as definition: a token's declaration is its definition.
    var declarationProvider: Bool?
    /// References of tokens.
    var referencesProvider: Bool?
    /// Rename with `prepareRename`.
    var renameProvider: RenameOptions?
    /// The outline.
    var documentSymbolProvider: Bool?
    /// Symbols across the open specs.
    var workspaceSymbolProvider: Bool?
    /// Folding ranges.
    var foldingRangeProvider: Bool?
    /// Selection ranges.
    var selectionRangeProvider: Bool?
    /// Whole-document formatting.
    var documentFormattingProvider: Bool?
    /// Range formatting.
    var documentRangeFormattingProvider: Bool?
    /// Inlay hints.
    var inlayHintProvider: Bool?
    /// Semantic tokens.
    var semanticTokensProvider: SemanticTokensOptions?
    /// Document links.
    var documentLinkProvider: DocumentLinkOptions?

    /// `renameProvider`.
    struct RenameOptions: Codable, Hashable, Sendable {
        /// `prepareRename` is implemented.
        var prepareProvider: Bool
    }

    /// `semanticTokensProvider`.
    struct SemanticTokensOptions: Codable, Hashable, Sendable {
        /// The legend.
        var legend: SemanticTokensLegend
        /// `semanticTokens/range` is implemented.
        var range: Bool
        /// `semanticTokens/full` is implemented.
        var full: Bool
    }

    /// `documentLinkProvider`.
    struct DocumentLinkOptions: Codable, Hashable, Sendable {
        /// Links are complete when sent.
        var resolveProvider: Bool
    }

    /// `textDocumentSync` options.
    struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
        /// didOpen/didClose are wanted.
        var openClose: Bool
        /// 2 = incremental.
        var change: Int
        /// didSave is wanted (without text).
        var save: SaveOptions
    }

    /// `textDocumentSync.save`.
    struct SaveOptions: Codable, Hashable, Sendable {
        /// Whether the saved text is sent.
        var includeText: Bool
    }

    /// `completionProvider`.
    struct CompletionOptions: Codable, Hashable, Sendable {
        /// Characters that open completion.
        var triggerCharacters: [String]
        /// Whether `completionItem/resolve` is implemented.
        var resolveProvider: Bool
    }

    /// `diagnosticProvider`.
    struct DiagnosticOptions: Codable, Hashable, Sendable {
        /// Identifier of this diagnostics provider.
        var identifier: String
        /// Whether one document's diagnostics depend on others.
        var interFileDependencies: Bool
        /// Whether workspace diagnostics are offered.
        var workspaceDiagnostics: Bool
    }

    /// `codeActionProvider`.
    struct CodeActionOptions: Codable, Hashable, Sendable {
        /// Kinds of actions returned.
        var codeActionKinds: [String]
    }
}
