/// The client capabilities the server adapts to; every field is optional, as in LSP.
struct ClientCapabilities: Codable, Hashable, Sendable {
    /// General capabilities.
    var general: General?
    /// Text document capabilities.
    var textDocument: TextDocument?
    /// Workspace capabilities.
    var workspace: Workspace?

    /// `general`.
    struct General: Codable, Hashable, Sendable {
        /// Position encodings the client supports, most preferred first.
        var positionEncodings: [String]?
    }

    /// `workspace`.
    struct Workspace: Codable, Hashable, Sendable {
        /// Whether the client answers `workspace/configuration`.
        var configuration: Bool?
        /// Pull diagnostics support at workspace level.
        var diagnostics: WorkspaceDiagnostics?
        /// Workspace edit support.
        var workspaceEdit: WorkspaceEditCapabilities?
    }

    /// `workspace.diagnostics`.
    struct WorkspaceDiagnostics: Codable, Hashable, Sendable {
        /// Whether the client re-pulls on `workspace/diagnostic/refresh`.
        var refreshSupport: Bool?
    }

    /// `textDocument`.
    struct TextDocument: Codable, Hashable, Sendable {
        /// Hover support.
        var hover: Hover?
        /// Completion support.
        var completion: Completion?
        /// Pushed diagnostics support.
        var publishDiagnostics: PublishDiagnostics?
        /// Pull diagnostics support (present means supported).
        var diagnostic: JSONValue?
        /// Code action support.
        var codeAction: CodeAction?
        /// Document color support (present means supported).
        var colorProvider: JSONValue?
        /// Document symbol support.
        var documentSymbol: DocumentSymbolCapabilities?
    }

    /// `textDocument.documentSymbol`.
    struct DocumentSymbolCapabilities: Codable, Hashable, Sendable {
        /// Whether `DocumentSymbol[]` (nested) is understood.
        var hierarchicalDocumentSymbolSupport: Bool?
    }

    /// `workspace.workspaceEdit`.
    struct WorkspaceEditCapabilities: Codable, Hashable, Sendable {
        /// Whether versioned `documentChanges` are understood.
        var documentChanges: Bool?
    }

    /// `textDocument.hover`.
    struct Hover: Codable, Hashable, Sendable {
        /// Markup kinds for hover content, most preferred first.
        var contentFormat: [String]?
    }

    /// `textDocument.completion`.
    struct Completion: Codable, Hashable, Sendable {
        /// Item capabilities.
        var completionItem: CompletionItemCapabilities?
    }

    /// `textDocument.completion.completionItem`.
    struct CompletionItemCapabilities: Codable, Hashable, Sendable {
        /// Snippet support: templates are sent as snippets only when it is true.
        var snippetSupport: Bool?
        /// Markup kinds for documentation, most preferred first.
        var documentationFormat: [String]?
        /// Whether `deprecated` is understood.
        var deprecatedSupport: Bool?
        /// Supported item tags.
        var tagSupport: TagSupport?
        /// Properties the client can resolve lazily.
        var resolveSupport: ResolveSupport?
    }

    /// A `tagSupport` object.
    struct TagSupport: Codable, Hashable, Sendable {
        /// Supported tag values.
        var valueSet: [Int]?
    }

    /// `completionItem.resolveSupport`.
    struct ResolveSupport: Codable, Hashable, Sendable {
        /// Properties resolvable through `completionItem/resolve`.
        var properties: [String]?
    }

    /// `textDocument.publishDiagnostics`.
    struct PublishDiagnostics: Codable, Hashable, Sendable {
        /// Whether the client reads `version`.
        var versionSupport: Bool?
    }

    /// `textDocument.codeAction`.
    struct CodeAction: Codable, Hashable, Sendable {
        /// Present when the client accepts `CodeAction` literals (not only commands).
        var codeActionLiteralSupport: JSONValue?
    }
}
