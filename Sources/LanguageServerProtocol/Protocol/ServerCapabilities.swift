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
    public init(positionEncoding: String, textDocumentSync: TextDocumentSyncOptions, hoverProvider: Bool, completionProvider: CompletionOptions, diagnosticProvider: DiagnosticOptions? = nil, codeActionProvider: CodeActionOptions? = nil, colorProvider: Bool? = nil) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.hoverProvider = hoverProvider
        self.completionProvider = completionProvider
        self.diagnosticProvider = diagnosticProvider
        self.codeActionProvider = codeActionProvider
        self.colorProvider = colorProvider
    }
}
