import Foundation
import LanguageServerProtocol
import SpecFoundation
import SpecSyntax
import SpecWorkspace

/// The methods the server handles, each a typed route: the params are decoded once, here, and the
/// handler answers through a `Reply` of the request's result type. A new request is one type under
/// `LanguageServerProtocol/Requests`, one route below, one line in `capabilities()`.
extension LanguageServer {
    /// Every request method but `initialize` (which `handleRequest` routes by phase).
    static let requestRoutes = routes([
        RequestRoute(ShutdownRequest.self) { server, _, reply in server.shutdown(reply) },
        // Read-only requests: snapshot on the queue, computed on workers (completion and hover on keystrokes).
        RequestRoute(HoverRequest.self) { $0.hover($1, reply: $2) },
        RequestRoute(CompletionRequest.self) { $0.completion($1, reply: $2) },
        RequestRoute(ResolveCompletionItemRequest.self) { $0.resolveCompletionItem($1, reply: $2) },
        RequestRoute(DocumentDiagnosticRequest.self) { $0.pullDiagnostics($1, reply: $2) },
        RequestRoute(WorkspaceDiagnosticRequest.self) { $0.workspaceDiagnostics($1, reply: $2) },
        RequestRoute(CodeActionRequest.self) { $0.codeActions($1, reply: $2) },
        RequestRoute(DocumentColorRequest.self) { $0.documentColors($1, reply: $2) },
        RequestRoute(ColorPresentationRequest.self) { $0.colorPresentations($1, reply: $2) },
        RequestRoute(DefinitionRequest.self) { $0.definition($1, reply: $2) },
        RequestRoute(DeclarationRequest.self) { $0.definition($1, reply: $2) },
        RequestRoute(ReferencesRequest.self) { $0.references($1, reply: $2) },
        RequestRoute(PrepareRenameRequest.self) { $0.prepareRename($1, reply: $2) },
        RequestRoute(RenameRequest.self) { $0.rename($1, reply: $2) },
        RequestRoute(DocumentSymbolRequest.self) { $0.documentSymbols($1, reply: $2) },
        RequestRoute(WorkspaceSymbolRequest.self) { $0.workspaceSymbols($1, reply: $2) },
        RequestRoute(FoldingRangeRequest.self) { $0.foldingRanges($1, reply: $2) },
        RequestRoute(SelectionRangeRequest.self) { $0.selectionRanges($1, reply: $2) },
        RequestRoute(DocumentFormattingRequest.self) { $0.formatting($1, reply: $2) },
        RequestRoute(DocumentRangeFormattingRequest.self) { $0.rangeFormatting($1, reply: $2) },
        RequestRoute(InlayHintRequest.self) { $0.inlayHints($1, reply: $2) },
        RequestRoute(SemanticTokensFullRequest.self) { $0.semanticTokens($1, ranged: false, reply: $2) },
        RequestRoute(SemanticTokensRangeRequest.self) { $0.semanticTokens($1, ranged: true, reply: $2) },
        RequestRoute(DocumentLinkRequest.self) { $0.documentLinks($1, reply: $2) },
        RequestRoute(CodeLensRequest.self) { $0.codeLenses($1, reply: $2) },
        RequestRoute(ExecuteCommandRequest.self) { $0.executeCommand($1, reply: $2) }
    ])

    /// Every notification method but `exit` (accepted in every phase) and `$/cancelRequest` (taken by
    /// the reader thread); the others are dropped before `initialize` and after `shutdown`.
    static let notificationRoutes = routes([
        NotificationRoute(InitializedNotification.self) { server, _ in
            server.requestConfiguration()
            server.startWorkspace()
        },
        // Document updates: applied here, in order.
        NotificationRoute(DidOpenTextDocumentNotification.self) { $0.didOpen($1) },
        NotificationRoute(DidChangeTextDocumentNotification.self) { $0.didChange($1) },
        NotificationRoute(DidCloseTextDocumentNotification.self) { $0.didClose($1) },
        NotificationRoute(DidSaveTextDocumentNotification.self) { _, _ in },  // diagnostics follow edits, not saves
        NotificationRoute(DidChangeConfigurationNotification.self) { $0.didChangeConfiguration($1) },
        NotificationRoute(DidChangeWatchedFilesNotification.self) { $0.didChangeWatchedFiles($1) },
        NotificationRoute(DidChangeWorkspaceFoldersNotification.self) { $0.didChangeWorkspaceFolders($1) },
        // Accepted; the server writes no `$/logTrace`, so the level changes nothing.
        NotificationRoute(SetTraceNotification.self) { _, _ in }
    ])

    private static func routes<Route: MethodRoute>(_ routes: [Route]) -> [String: Route] {
        Dictionary(routes.map { ($0.method, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `shutdown`: from now on only `exit` is accepted.
    private func shutdown(_ reply: Reply<JSONValue?>) {
        onQueue.phase = .shutDown
        onQueue.processMonitor?.cancel()
        reply(nil)
    }
}

/// A route, found by its method.
protocol MethodRoute: Sendable {
    /// The JSON-RPC method it handles.
    var method: String { get }
}

/// One request method: decodes the params (InvalidParams when they do not fit) and calls the handler
/// on `queue` with them and a typed `Reply`.
struct RequestRoute: MethodRoute {
    let method: String
    /// Decodes and hands over; runs on `queue`.
    let handle: @Sendable (LanguageServer, RequestID, Data) -> Void

    init<Request: LSPRequest>(
        _ request: Request.Type,
        _ handler: @escaping @Sendable (LanguageServer, Request.Params, Reply<Request.Result>) -> Void
    ) where Request.Params: Decodable, Request.Result: Encodable {
        method = Request.method
        handle = { server, id, body in
            let params: Request.Params
            do {
                params = try Request.decodeParams(fromBody: body)
            } catch {
                server.reply(id, error: .invalidParams("invalid params: \(LanguageServer.describe(error))"))
                return
            }
            handler(server, params, Reply(id: id, server: server))
        }
    }
}

/// One notification method: decodes the params (logged and dropped when they do not fit) and calls
/// the handler on `queue`.
struct NotificationRoute: MethodRoute {
    let method: String
    /// Decodes and hands over; runs on `queue`.
    let handle: @Sendable (LanguageServer, Data) -> Void

    init<Notification: LSPNotification>(
        _ notification: Notification.Type,
        _ handler: @escaping @Sendable (LanguageServer, Notification.Params) -> Void
    ) where Notification.Params: Decodable {
        method = Notification.method
        handle = { server, body in
            do {
                handler(server, try Notification.decodeParams(fromBody: body))
            } catch {
                ServerLog.log("ignored \(Notification.method) with invalid params: \(LanguageServer.describe(error))")
            }
        }
    }
}

/// The answer to one request, of its method's result type: written at most once, and not at all once
/// the request was cancelled (callable from any thread).
struct Reply<Result: Encodable & Sendable>: Sendable {
    /// The request answered.
    let id: RequestID
    let server: LanguageServer

    /// Answers with `result`.
    func callAsFunction(_ result: Result) {
        server.reply(id, result: result)
    }

    /// Answers with an error.
    func fail(_ error: ResponseError) {
        server.reply(id, error: error)
    }

    /// Answers with a result, or ContentModified when the text it was computed from moved on.
    func answer(_ result: Cancellable<Result>) {
        switch result {
        case .success(let value): server.reply(id, result: value)
        case .failure: server.reply(id, error: .contentModified)
        }
    }

    /// Whether the request still waits for its answer (not cancelled, not answered).
    var isPending: Bool { server.tracker.isPending(id) }
}
