import LanguageServerProtocol
import SpecAnalysis
import SpecSyntax

/// What the server decided from the client's capabilities in `initialize`; fixed for the session.
struct ClientOptions: Sendable {
    /// Column unit of every `Position` exchanged.
    var positionEncoding: PositionEncoding
    /// Markup kind for hover contents.
    var hoverFormat: MarkupFormat
    /// Markup kind for completion documentation.
    var documentationFormat: MarkupFormat
    /// Whether the client pulls diagnostics (`textDocument/diagnostic`).
    var pullsDiagnostics: Bool
    /// Whether the client re-pulls diagnostics on `workspace/diagnostic/refresh`.
    var refreshesDiagnostics: Bool
    /// Whether the client answers `workspace/configuration`.
    var answersConfiguration: Bool
    /// Whether the client takes `CodeAction` literals.
    var takesCodeActionLiterals: Bool
    /// Whether completion items may carry the deprecated tag.
    var completionTagsDeprecated: Bool
    /// Whether completion items may carry the old `deprecated` flag.
    var completionDeprecatedFlag: Bool
    /// Whether the client asks for document colors.
    var showsDocumentColors: Bool
    /// Whether the client shows code lenses.
    var showsCodeLenses: Bool
    /// Whether the client handles `window/showDocument`.
    var showsDocuments: Bool
    /// Whether completion items may be snippets (tab stops).
    var takesSnippets: Bool
    /// Whether the client takes nested `DocumentSymbol`s (else flat `SymbolInformation`).
    var takesHierarchicalSymbols: Bool
    /// Whether the client takes versioned `documentChanges` in workspace edits.
    var takesDocumentChanges: Bool
    /// Whether the client takes a dynamic registration of `workspace/didChangeWatchedFiles`.
    var registersWatchedFiles: Bool
    /// Whether the client takes server-initiated work-done progress.
    var showsServerProgress: Bool

    /// Options for a client that declared nothing (used before `initialize`).
    static let defaults = ClientOptions(capabilities: ClientCapabilities())

    /// Derives the options from the client's capabilities.
    init(capabilities: ClientCapabilities) {
        let offered = capabilities.general?.positionEncodings ?? []
        positionEncoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        let textDocument = capabilities.textDocument
        hoverFormat = Self.format(preferring: textDocument?.hover?.contentFormat)
        let item = textDocument?.completion?.completionItem
        documentationFormat = Self.format(preferring: item?.documentationFormat)
        pullsDiagnostics = textDocument?.diagnostic != nil
        refreshesDiagnostics = pullsDiagnostics && capabilities.workspace?.diagnostics?.refreshSupport == true
        answersConfiguration = capabilities.workspace?.configuration ?? false
        takesCodeActionLiterals = textDocument?.codeAction?.codeActionLiteralSupport != nil
        completionTagsDeprecated = item?.tagSupport?.valueSet?.contains(.deprecated) ?? false
        completionDeprecatedFlag = item?.deprecatedSupport ?? false
        showsDocumentColors = textDocument?.colorProvider != nil
        showsCodeLenses = textDocument?.codeLens != nil
        showsDocuments = capabilities.window?.showDocument?.support == true
        takesSnippets = item?.snippetSupport ?? false
        takesHierarchicalSymbols = textDocument?.documentSymbol?.hierarchicalDocumentSymbolSupport ?? false
        takesDocumentChanges = capabilities.workspace?.workspaceEdit?.documentChanges ?? false
        registersWatchedFiles = capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
        showsServerProgress = capabilities.window?.workDoneProgress ?? false
    }

    /// Markdown when the client lists it among the kinds it reads; plain text otherwise (a client
    /// that lists nothing has not said it reads Markdown).
    private static func format(preferring kinds: [String]?) -> MarkupFormat {
        kinds?.contains("markdown") == true ? .markdown : .plaintext
    }
}
