import SpecFoundation

/// The client capabilities the server adapts to; every field is optional, as in LSP.
public struct ClientCapabilities: Codable, Hashable, Sendable {
    /// General capabilities.
    public var general: General?
    /// Text document capabilities.
    public var textDocument: TextDocument?
    /// Workspace capabilities.
    public var workspace: Workspace?
    /// Window capabilities (`Window` is in `ShowDocument.swift`).
    public var window: Window?

    /// `general`.
    public struct General: Codable, Hashable, Sendable {
        /// Position encodings the client supports, most preferred first.
        public var positionEncodings: [String]?

        /// Creates a value from its members.
        public init(positionEncodings: [String]? = nil) {
            self.positionEncodings = positionEncodings
        }
    }

    /// `workspace`.
    public struct Workspace: Codable, Hashable, Sendable {
        /// Whether the client answers `workspace/configuration`.
        public var configuration: Bool?
        /// Pull diagnostics support at workspace level.
        public var diagnostics: WorkspaceDiagnostics?
        /// Workspace edit support.
        public var workspaceEdit: WorkspaceEditCapabilities?
        /// Whether the client takes a dynamic registration of `workspace/didChangeWatchedFiles`.
        public var didChangeWatchedFiles: DynamicRegistration?
        /// Whether the client has several workspace folders.
        public var workspaceFolders: Bool?

        /// Creates a value from its members.
        public init(
            configuration: Bool? = nil, diagnostics: WorkspaceDiagnostics? = nil, workspaceEdit: WorkspaceEditCapabilities? = nil,
            didChangeWatchedFiles: DynamicRegistration? = nil, workspaceFolders: Bool? = nil
        ) {
            self.configuration = configuration
            self.diagnostics = diagnostics
            self.workspaceEdit = workspaceEdit
            self.didChangeWatchedFiles = didChangeWatchedFiles
            self.workspaceFolders = workspaceFolders
        }
    }

    /// `workspace.workspaceEdit`.
    public struct WorkspaceEditCapabilities: Codable, Hashable, Sendable {
        /// Whether versioned `documentChanges` are understood.
        public var documentChanges: Bool?

        /// Creates a value from its members.
        public init(documentChanges: Bool? = nil) {
            self.documentChanges = documentChanges
        }
    }

    /// `textDocument.documentSymbol`.
    public struct DocumentSymbolCapabilities: Codable, Hashable, Sendable {
        /// Whether `DocumentSymbol[]` (nested) is understood.
        public var hierarchicalDocumentSymbolSupport: Bool?

        /// Creates a value from its members.
        public init(hierarchicalDocumentSymbolSupport: Bool? = nil) {
            self.hierarchicalDocumentSymbolSupport = hierarchicalDocumentSymbolSupport
        }
    }

    /// `workspace.diagnostics`.
    public struct WorkspaceDiagnostics: Codable, Hashable, Sendable {
        /// Whether the client re-pulls on `workspace/diagnostic/refresh`.
        public var refreshSupport: Bool?

        /// Creates a value from its members.
        public init(refreshSupport: Bool? = nil) {
            self.refreshSupport = refreshSupport
        }
    }

    /// `textDocument`.
    public struct TextDocument: Codable, Hashable, Sendable {
        /// Hover support.
        public var hover: Hover?
        /// Completion support.
        public var completion: Completion?
        /// Pushed diagnostics support.
        public var publishDiagnostics: PublishDiagnostics?
        /// Pull diagnostics support (present means supported).
        public var diagnostic: JSONValue?
        /// Code action support.
        public var codeAction: CodeAction?
        /// Document color support (present means supported).
        public var colorProvider: JSONValue?
        /// Document symbol support.
        public var documentSymbol: DocumentSymbolCapabilities?
        /// Code lens support (present means supported).
        public var codeLens: JSONValue?

        /// Creates a value from its members.
        public init(
            hover: Hover? = nil, completion: Completion? = nil, publishDiagnostics: PublishDiagnostics? = nil, diagnostic: JSONValue? = nil,
            codeAction: CodeAction? = nil, colorProvider: JSONValue? = nil, documentSymbol: DocumentSymbolCapabilities? = nil,
            codeLens: JSONValue? = nil
        ) {
            self.codeLens = codeLens
            self.documentSymbol = documentSymbol
            self.hover = hover
            self.completion = completion
            self.publishDiagnostics = publishDiagnostics
            self.diagnostic = diagnostic
            self.codeAction = codeAction
            self.colorProvider = colorProvider
        }
    }

    /// `textDocument.hover`.
    public struct Hover: Codable, Hashable, Sendable {
        /// Markup kinds for hover content, most preferred first.
        public var contentFormat: [String]?

        /// Creates a value from its members.
        public init(contentFormat: [String]? = nil) {
            self.contentFormat = contentFormat
        }
    }

    /// `textDocument.completion`.
    public struct Completion: Codable, Hashable, Sendable {
        /// Item capabilities.
        public var completionItem: CompletionItemCapabilities?

        /// Creates a value from its members.
        public init(completionItem: CompletionItemCapabilities? = nil) {
            self.completionItem = completionItem
        }
    }

    /// `textDocument.completion.completionItem`.
    public struct CompletionItemCapabilities: Codable, Hashable, Sendable {
        /// Snippet support: templates are sent as snippets only when it is true.
        public var snippetSupport: Bool?
        /// Markup kinds for documentation, most preferred first.
        public var documentationFormat: [String]?
        /// Whether `deprecated` is understood.
        public var deprecatedSupport: Bool?
        /// Supported item tags.
        public var tagSupport: TagSupport?
        /// Properties the client can resolve lazily.
        public var resolveSupport: ResolveSupport?

        /// Creates a value from its members.
        public init(
            snippetSupport: Bool? = nil, documentationFormat: [String]? = nil, deprecatedSupport: Bool? = nil,
            tagSupport: TagSupport? = nil, resolveSupport: ResolveSupport? = nil
        ) {
            self.snippetSupport = snippetSupport
            self.documentationFormat = documentationFormat
            self.deprecatedSupport = deprecatedSupport
            self.tagSupport = tagSupport
            self.resolveSupport = resolveSupport
        }
    }

    /// A `tagSupport` object.
    public struct TagSupport: Codable, Hashable, Sendable {
        /// Supported tag values.
        public var valueSet: [CompletionItemTag]?

        /// Creates a value from its members.
        public init(valueSet: [CompletionItemTag]? = nil) {
            self.valueSet = valueSet
        }
    }

    /// `completionItem.resolveSupport`.
    public struct ResolveSupport: Codable, Hashable, Sendable {
        /// Properties resolvable through `completionItem/resolve`.
        public var properties: [String]?

        /// Creates a value from its members.
        public init(properties: [String]? = nil) {
            self.properties = properties
        }
    }

    /// `textDocument.publishDiagnostics`.
    public struct PublishDiagnostics: Codable, Hashable, Sendable {
        /// Whether the client reads `version`.
        public var versionSupport: Bool?

        /// Creates a value from its members.
        public init(versionSupport: Bool? = nil) {
            self.versionSupport = versionSupport
        }
    }

    /// `textDocument.codeAction`.
    public struct CodeAction: Codable, Hashable, Sendable {
        /// Present when the client accepts `CodeAction` literals (not only commands).
        public var codeActionLiteralSupport: JSONValue?

        /// Creates a value from its members.
        public init(codeActionLiteralSupport: JSONValue? = nil) {
            self.codeActionLiteralSupport = codeActionLiteralSupport
        }
    }

    /// Creates a value from its members.
    public init(general: General? = nil, textDocument: TextDocument? = nil, workspace: Workspace? = nil, window: Window? = nil) {
        self.window = window
        self.general = general
        self.textDocument = textDocument
        self.workspace = workspace
    }
}
