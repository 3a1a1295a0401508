/// What the server implements, as advertised in `initialize`.
public struct ServerCapabilities: Codable, Hashable, Sendable {
    /// The negotiated position encoding.
    public var positionEncoding: String
    /// Document sync: open/close, incremental changes, save.
    public var textDocumentSync: TextDocumentSyncOptions
    /// Hover.
    public var hoverProvider: Bool
    /// Completion.
    public var completionProvider: CompletionOptions
    /// Pull diagnostics; absent when the client does not pull.
    public var diagnosticProvider: DiagnosticOptions?
    /// Quick fixes; absent when the client cannot take code action literals.
    public var codeActionProvider: CodeActionOptions?
    /// Document colors; absent when not offered.
    public var colorProvider: Bool?
    /// Code lenses ("Preview" on each screen); absent when the client has none.
    public var codeLensProvider: CodeLensOptions?
    /// Commands for `workspace/executeCommand` (`designspec.preview`).
    public var executeCommandProvider: ExecuteCommandOptions?
    /// Go to definition and declaration of tokens.
    public var definitionProvider: Bool?
    /// Same as definition: a token's declaration is its definition.
    public var declarationProvider: Bool?
    /// References of tokens.
    public var referencesProvider: Bool?
    /// Rename with `prepareRename`.
    public var renameProvider: RenameOptions?
    /// The outline.
    public var documentSymbolProvider: Bool?
    /// Symbols across the open specs.
    public var workspaceSymbolProvider: Bool?
    /// Folding ranges.
    public var foldingRangeProvider: Bool?
    /// Selection ranges.
    public var selectionRangeProvider: Bool?
    /// Whole-document formatting.
    public var documentFormattingProvider: Bool?
    /// Range formatting.
    public var documentRangeFormattingProvider: Bool?
    /// Inlay hints.
    public var inlayHintProvider: Bool?
    /// Semantic tokens.
    public var semanticTokensProvider: SemanticTokensOptions?
    /// Document links.
    public var documentLinkProvider: DocumentLinkOptions?
    /// Workspace folders.
    public var workspace: WorkspaceOptions?

    /// `renameProvider`.
    public struct RenameOptions: Codable, Hashable, Sendable {
        /// `prepareRename` is implemented.
        public var prepareProvider: Bool

        /// Creates a value from its members.
        public init(prepareProvider: Bool) {
            self.prepareProvider = prepareProvider
        }
    }

    /// `semanticTokensProvider`.
    public struct SemanticTokensOptions: Codable, Hashable, Sendable {
        /// The legend.
        public var legend: SemanticTokensLegend
        /// `semanticTokens/range` is implemented.
        public var range: Bool
        /// `semanticTokens/full` is implemented.
        public var full: Bool

        /// Creates a value from its members.
        public init(legend: SemanticTokensLegend, range: Bool, full: Bool) {
            self.legend = legend
            self.range = range
            self.full = full
        }
    }

    /// `documentLinkProvider`.
    public struct DocumentLinkOptions: Codable, Hashable, Sendable {
        /// Links are complete when sent.
        public var resolveProvider: Bool

        /// Creates a value from its members.
        public init(resolveProvider: Bool) {
            self.resolveProvider = resolveProvider
        }
    }

    /// `textDocumentSync` options.
    public struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
        /// didOpen/didClose are wanted.
        public var openClose: Bool
        /// 2 = incremental.
        public var change: TextDocumentSyncKind
        /// didSave is wanted (without text).
        public var save: SaveOptions

        /// Creates a value from its members.
        public init(openClose: Bool, change: TextDocumentSyncKind, save: SaveOptions) {
            self.openClose = openClose
            self.change = change
            self.save = save
        }
    }

    /// `textDocumentSync.save`.
    public struct SaveOptions: Codable, Hashable, Sendable {
        /// Whether the saved text is sent.
        public var includeText: Bool

        /// Creates a value from its members.
        public init(includeText: Bool) {
            self.includeText = includeText
        }
    }

    /// `completionProvider`.
    public struct CompletionOptions: Codable, Hashable, Sendable {
        /// Characters that open completion.
        public var triggerCharacters: [String]
        /// Whether `completionItem/resolve` is implemented.
        public var resolveProvider: Bool

        /// Creates a value from its members.
        public init(triggerCharacters: [String], resolveProvider: Bool) {
            self.triggerCharacters = triggerCharacters
            self.resolveProvider = resolveProvider
        }
    }

    /// `diagnosticProvider`.
    public struct DiagnosticOptions: Codable, Hashable, Sendable {
        /// Identifier of this diagnostics provider.
        public var identifier: String
        /// Whether one document's diagnostics depend on others.
        public var interFileDependencies: Bool
        /// Whether workspace diagnostics are offered.
        public var workspaceDiagnostics: Bool

        /// Creates a value from its members.
        public init(identifier: String, interFileDependencies: Bool, workspaceDiagnostics: Bool) {
            self.identifier = identifier
            self.interFileDependencies = interFileDependencies
            self.workspaceDiagnostics = workspaceDiagnostics
        }
    }

    /// `codeActionProvider`.
    public struct CodeActionOptions: Codable, Hashable, Sendable {
        /// Kinds of actions returned.
        public var codeActionKinds: [CodeActionKind]

        /// Creates a value from its members.
        public init(codeActionKinds: [CodeActionKind]) {
            self.codeActionKinds = codeActionKinds
        }
    }

    /// Creates a value from its members.
    public init(
        positionEncoding: String, textDocumentSync: TextDocumentSyncOptions, hoverProvider: Bool, completionProvider: CompletionOptions,
        diagnosticProvider: DiagnosticOptions? = nil, codeActionProvider: CodeActionOptions? = nil, colorProvider: Bool? = nil,
        codeLensProvider: CodeLensOptions? = nil, executeCommandProvider: ExecuteCommandOptions? = nil, definitionProvider: Bool? = nil,
        declarationProvider: Bool? = nil, referencesProvider: Bool? = nil, renameProvider: RenameOptions? = nil,
        documentSymbolProvider: Bool? = nil, workspaceSymbolProvider: Bool? = nil, foldingRangeProvider: Bool? = nil,
        selectionRangeProvider: Bool? = nil, documentFormattingProvider: Bool? = nil, documentRangeFormattingProvider: Bool? = nil,
        inlayHintProvider: Bool? = nil, semanticTokensProvider: SemanticTokensOptions? = nil,
        documentLinkProvider: DocumentLinkOptions? = nil,
        workspace: WorkspaceOptions? = nil
    ) {
        self.workspace = workspace
        self.codeLensProvider = codeLensProvider
        self.executeCommandProvider = executeCommandProvider
        self.definitionProvider = definitionProvider
        self.declarationProvider = declarationProvider
        self.referencesProvider = referencesProvider
        self.renameProvider = renameProvider
        self.documentSymbolProvider = documentSymbolProvider
        self.workspaceSymbolProvider = workspaceSymbolProvider
        self.foldingRangeProvider = foldingRangeProvider
        self.selectionRangeProvider = selectionRangeProvider
        self.documentFormattingProvider = documentFormattingProvider
        self.documentRangeFormattingProvider = documentRangeFormattingProvider
        self.inlayHintProvider = inlayHintProvider
        self.semanticTokensProvider = semanticTokensProvider
        self.documentLinkProvider = documentLinkProvider
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.hoverProvider = hoverProvider
        self.completionProvider = completionProvider
        self.diagnosticProvider = diagnosticProvider
        self.codeActionProvider = codeActionProvider
        self.colorProvider = colorProvider
    }
}
