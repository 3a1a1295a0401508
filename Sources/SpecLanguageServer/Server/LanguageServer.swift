import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecRules
import SpecSyntax

/// The design spec language server: lifecycle, message dispatch and the order messages take effect in.
///
/// Threading policy:
/// - The reader thread calls `receive(_:)` for each message in arrival order. It answers
///   `$/cancelRequest` and invalid messages itself (cancellation overtakes the queue) and hands
///   everything else to `queue`. It never blocks on output: `writer` only enqueues.
/// - `queue` is serial: lifecycle, document changes and settings take effect there strictly in order,
///   and every field marked *queue* below is only touched on it.
/// - Every document change makes a new immutable `AnalysisSnapshot` on `queue` (cheap: the text and
///   its line index; the parse happens on first use, reusing the previous version's syntax tree).
/// - Read-only requests capture the current snapshot on `queue` and are computed on `workers`
///   (concurrent); they need the parse and the model, never the rules (hover shows rule results only
///   when they are already there). The answer is written only if the request was not cancelled.
/// - Diagnostics are debounced on `queue` and computed on `diagnosticsQueue` (serial: one rule run at
///   a time, so a core stays free for keystrokes). A newer version, a close or a settings change
///   cancels the run's `CancellationToken`; the rule engine checks it between rules and stops.
/// - `workspace/diagnostic` checks one spec per work item on `diagnosticsQueue`, between the pushed
///   runs, and stops before the next spec once the request is cancelled.
/// - Diagnostics are encoded and written on `publisher` (serial, in the order the runs finished), and
///   only if their run was not cancelled meanwhile, so the queue never waits for a large encoding.
final class LanguageServer: @unchecked Sendable {
    /// Where every message to the client goes (thread-safe).
    let writer: MessageWriter
    /// Requests not yet answered (thread-safe).
    let tracker = RequestTracker()
    /// The serial context of all mutable state.
    let queue = DispatchQueue(label: "designspec.lsp.server")
    /// Read-only work against snapshots.
    let workers = DispatchQueue(label: "designspec.lsp.workers", attributes: .concurrent)
    /// Rule runs, one at a time.
    let diagnosticsQueue = DispatchQueue(label: "designspec.lsp.diagnostics")
    /// Encodes and writes published diagnostics, in order.
    let publisher = DispatchQueue(label: "designspec.lsp.publisher")
    /// Called once with the process exit code.
    private let onExit: @Sendable (Int32) -> Void
    /// Environment the settings fall back to (`DESIGNSPEC_DEBOUNCE_MS`).
    let environment: [String: String]
    /// The workspace folders and the open documents in front of disk (thread-safe).
    let workspace = ServerWorkspace()

    /// The state only `queue` touches; reach it through the accessors below, which check that with
    /// `dispatchPrecondition` (a thread-local lookup; it traps off the queue, in release builds too).
    private var onQueue: QueueState

    /// Everything marked *queue*, with its initial values.
    private struct QueueState {
        var phase = Phase.uninitialized
        var options = ClientOptions.defaults
        var settings: ServerSettings
        var documents: [String: DocumentState] = [:]
        var nextSnapshotID = 1
        var nextOutgoingRequestID = 1
        var outgoingRequests: [RequestID: (Result<JSONValue?, ResponseError>) -> Void] = [:]
        var processMonitor: ProcessMonitor?
    }

    /// Lifecycle phase. *queue*
    var phase: Phase {
        _read {
            dispatchPrecondition(condition: .onQueue(queue))
            yield onQueue.phase
        }
        _modify {
            dispatchPrecondition(condition: .onQueue(queue))
            yield &onQueue.phase
        }
    }
    /// Decisions from the client's capabilities. *queue*
    var options: ClientOptions {
        _read {
            dispatchPrecondition(condition: .onQueue(queue))
            yield onQueue.options
        }
        _modify {
            dispatchPrecondition(condition: .onQueue(queue))
            yield &onQueue.options
        }
    }
    /// Current editor settings. *queue*
    var settings: ServerSettings {
        _read {
            dispatchPrecondition(condition: .onQueue(queue))
            yield onQueue.settings
        }
        _modify {
            dispatchPrecondition(condition: .onQueue(queue))
            yield &onQueue.settings
        }
    }
    /// Open documents by URI. *queue*
    var documents: [String: DocumentState] {
        _read {
            dispatchPrecondition(condition: .onQueue(queue))
            yield onQueue.documents
        }
        _modify {
            dispatchPrecondition(condition: .onQueue(queue))
            yield &onQueue.documents
        }
    }
    /// Next snapshot id. *queue*
    var nextSnapshotID: Int {
        _read {
            dispatchPrecondition(condition: .onQueue(queue))
            yield onQueue.nextSnapshotID
        }
        _modify {
            dispatchPrecondition(condition: .onQueue(queue))
            yield &onQueue.nextSnapshotID
        }
    }
    /// Next id for a server-to-client request. *queue*
    var nextOutgoingRequestID: Int {
        _read {
            dispatchPrecondition(condition: .onQueue(queue))
            yield onQueue.nextOutgoingRequestID
        }
        _modify {
            dispatchPrecondition(condition: .onQueue(queue))
            yield &onQueue.nextOutgoingRequestID
        }
    }
    /// Handlers of server-to-client requests awaiting a response. *queue*
    var outgoingRequests: [RequestID: (Result<JSONValue?, ResponseError>) -> Void] {
        _read {
            dispatchPrecondition(condition: .onQueue(queue))
            yield onQueue.outgoingRequests
        }
        _modify {
            dispatchPrecondition(condition: .onQueue(queue))
            yield &onQueue.outgoingRequests
        }
    }
    /// Watches the client process. *queue*
    var processMonitor: ProcessMonitor? {
        _read {
            dispatchPrecondition(condition: .onQueue(queue))
            yield onQueue.processMonitor
        }
        _modify {
            dispatchPrecondition(condition: .onQueue(queue))
            yield &onQueue.processMonitor
        }
    }

    /// Lifecycle phases.
    enum Phase {
        /// Before `initialize`: requests get -32002.
        case uninitialized
        /// Serving.
        case running
        /// After `shutdown`: requests get InvalidRequest; `exit` ends with 0.
        case shutDown
    }

    /// An open document and what the server derived from its current version.
    struct DocumentState {
        /// The text and version.
        var document: OpenDocument
        /// The current version under the current settings (its analysis is built on first use).
        var snapshot: AnalysisSnapshot
        /// Identifies the latest diagnostics run scheduled, so a debounced older one does nothing.
        var diagnosticsTicket = 0
        /// Cancels the diagnostics run of an older version or settings.
        var diagnosticsCancellation = CancellationToken()
    }

    /// Creates a server writing to `writer`; `onExit` receives the exit code.
    init(writer: MessageWriter, environment: [String: String], onExit: @escaping @Sendable (Int32) -> Void) {
        self.writer = writer
        self.environment = environment
        self.onExit = onExit
        onQueue = QueueState(settings: ServerSettings(environment: environment))
    }

    // MARK: Reader thread

    /// Takes one message from the reader thread.
    func receive(_ message: IncomingMessage) {
        switch message {
        case .invalid(let id, let error):
            writer.respond(to: id, error: error)
        case .malformedResponse(let reason):
            ServerLog.log("ignored a malformed response: \(reason)")
        case .request(let id, let method, let body):
            tracker.register(id)
            queue.async { self.handleRequest(id: id, method: method, body: body) }
        case .notification(let method, let body) where method == "$/cancelRequest":
            cancel(body: body)
        case .notification(let method, let body):
            queue.async { self.handleNotification(method: method, body: body) }
        case .response(let id, let result, let error):
            queue.async { self.handleResponse(id: id, result: error.map { .failure($0) } ?? .success(result)) }
        }
    }

    /// Answers a frame whose header could not be read.
    func receiveMalformedFrame(_ reason: String) {
        writer.respond(to: nil, error: .parseError("malformed message frame: \(reason)"))
    }

    /// The input ended (the client closed stdin): exit after the messages already queued.
    func inputEnded(truncatedFrame: Bool) {
        if truncatedFrame {
            writer.respond(to: nil, error: .parseError("input ended inside a message frame"))
        }
        queue.async { self.exit() }
    }

    /// `$/cancelRequest`: answers -32800 at once if the request is still unanswered.
    private func cancel(body: Data) {
        guard let params = try? JSONDecoder().decode(ParamsEnvelope<CancelParams>.self, from: body).params else {
            ServerLog.log("ignored $/cancelRequest with invalid params")
            return
        }
        if tracker.claim(params.id) {
            writer.respond(to: params.id, error: .requestCancelled)
        }
    }

    // MARK: Dispatch (queue)

    /// Dispatches a request; the one place that lists every request method.
    private func handleRequest(id: RequestID, method: String, body: Data) {
        guard tracker.isPending(id) else { return }  // cancelled while queued
        switch phase {
        case .uninitialized:
            if method == "initialize" {
                initialize(id: id, body: body)
            } else {
                reply(id, error: .serverNotInitialized)
            }
            return
        case .shutDown:
            reply(id, error: .invalidRequest("the server is shut down; only exit is accepted"))
            return
        case .running:
            break
        }
        switch method {
        case "initialize":
            reply(id, error: .invalidRequest("initialize was already received"))
        case "shutdown":
            phase = .shutDown
            processMonitor?.cancel()
            reply(id, result: JSONValue.null)
        // Read-only requests: snapshot on the queue, computed on workers.
        case "textDocument/hover":
            hover(id: id, body: body)
        case "textDocument/completion":
            completion(id: id, body: body)
        case "completionItem/resolve":
            resolveCompletionItem(id: id, body: body)
        case "textDocument/diagnostic":
            pullDiagnostics(id: id, body: body)
        case "workspace/diagnostic":
            workspaceDiagnostics(id: id, body: body)
        case "textDocument/codeAction":
            codeActions(id: id, body: body)
        case "textDocument/documentColor":
            documentColors(id: id, body: body)
        case "textDocument/colorPresentation":
            colorPresentations(id: id, body: body)
        case "textDocument/definition", "textDocument/declaration":
            definition(id: id, body: body)
        case "textDocument/references":
            references(id: id, body: body)
        case "textDocument/prepareRename":
            prepareRename(id: id, body: body)
        case "textDocument/rename":
            rename(id: id, body: body)
        case "textDocument/documentSymbol":
            documentSymbols(id: id, body: body)
        case "workspace/symbol":
            workspaceSymbols(id: id, body: body)
        case "textDocument/foldingRange":
            foldingRanges(id: id, body: body)
        case "textDocument/selectionRange":
            selectionRanges(id: id, body: body)
        case "textDocument/formatting":
            formatting(id: id, body: body)
        case "textDocument/rangeFormatting":
            rangeFormatting(id: id, body: body)
        case "textDocument/inlayHint":
            inlayHints(id: id, body: body)
        case "textDocument/semanticTokens/full":
            semanticTokens(id: id, body: body, ranged: false)
        case "textDocument/semanticTokens/range":
            semanticTokens(id: id, body: body, ranged: true)
        case "textDocument/documentLink":
            documentLinks(id: id, body: body)
        case "textDocument/codeLens", "workspace/executeCommand":
            preview(method, id: id, body: body)
        default:
            reply(id, error: .methodNotFound(method))
        }
    }

    /// Dispatches a notification; the one place that lists every notification method.
    private func handleNotification(method: String, body: Data) {
        if method == "exit" {
            exit()
            return
        }
        guard phase == .running else { return }  // before initialize or after shutdown: dropped
        switch method {
        case "initialized":
            requestConfiguration()
            startWorkspace()
        // Document updates: applied here, in order.
        case "textDocument/didOpen":
            decodeNotification(DidOpenTextDocumentParams.self, method: method, body: body).map(didOpen)
        case "textDocument/didChange":
            decodeNotification(DidChangeTextDocumentParams.self, method: method, body: body).map(didChange)
        case "textDocument/didClose":
            decodeNotification(DocumentIdentifierParams.self, method: method, body: body).map(didClose)
        case "textDocument/didSave":
            break  // diagnostics follow edits, not saves
        case "workspace/didChangeConfiguration":
            decodeNotification(DidChangeConfigurationParams.self, method: method, body: body)
                .map(didChangeConfiguration)
        case "workspace/didChangeWatchedFiles":
            decodeNotification(DidChangeWatchedFilesParams.self, method: method, body: body).map(didChangeWatchedFiles)
        case "workspace/didChangeWorkspaceFolders":
            decodeNotification(DidChangeWorkspaceFoldersParams.self, method: method, body: body).map(didChangeWorkspaceFolders)
        case "$/setTrace":
            break  // accepted; the server writes no `$/logTrace`, so the level changes nothing
        default:
            break  // unknown notifications are ignored, as LSP asks
        }
    }

    /// Routes the client's response to a server-to-client request.
    private func handleResponse(id: RequestID, result: Result<JSONValue?, ResponseError>) {
        guard let handler = outgoingRequests.removeValue(forKey: id) else {
            ServerLog.log("response to unknown request \(id)")
            return
        }
        handler(result)
    }

    // MARK: Lifecycle (queue)

    private func initialize(id: RequestID, body: Data) {
        guard let params = decodeParams(InitializeParams.self, body: body, id: id) else { return }
        options = ClientOptions(capabilities: params.capabilities)
        workspace.setRoots(uris: params.workspaceFolders.map { $0.map(\.uri) }
            ?? params.rootUri.map { [$0] }
            ?? params.rootPath.map { [ToProtocol.uri(ofPath: $0)] } ?? [])
        applySettings(params.initializationOptions)
        if let processID = params.processId, processID > 0, let pid = Int32(exactly: processID) {
            processMonitor = ProcessMonitor(processID: pid) { [self] in
                ServerLog.log("client process \(pid) is gone; exiting")
                onExit(1)
            }
        }
        phase = .running
        reply(id, result: InitializeResult(capabilities: capabilities(), serverInfo: .init(name: "designspec", version: nil)))
    }

    /// What the server implements for this client; the one place capabilities are advertised.
    func capabilities() -> ServerCapabilities {
        ServerCapabilities(
            positionEncoding: options.positionEncoding.rawValue,
            textDocumentSync: .init(openClose: true, change: .incremental, save: .init(includeText: false)),
            hoverProvider: true,
            completionProvider: .init(triggerCharacters: ["\"", "."], resolveProvider: true),
            diagnosticProvider: options.pullsDiagnostics
                ? .init(identifier: ToProtocol.diagnosticSource, interFileDependencies: true, workspaceDiagnostics: true)
                : nil,
            codeActionProvider: options.takesCodeActionLiterals ? .init(codeActionKinds: [.quickFix, .fixAll]) : nil,
            colorProvider: true,
            codeLensProvider: options.showsCodeLenses ? .init(resolveProvider: false) : nil, executeCommandProvider: .init(commands: [Self.previewCommand]),
            definitionProvider: true,
            declarationProvider: true,
            referencesProvider: true,
            renameProvider: .init(prepareProvider: true),
            documentSymbolProvider: true,
            workspaceSymbolProvider: true,
            foldingRangeProvider: true,
            selectionRangeProvider: true,
            documentFormattingProvider: true,
            documentRangeFormattingProvider: true,
            inlayHintProvider: true,
            semanticTokensProvider: .init(legend: ToProtocol.semanticTokensLegend, range: true, full: true),
            documentLinkProvider: .init(resolveProvider: false),
            workspace: .init(workspaceFolders: .init(supported: true, changeNotifications: true))
        )
    }

    private func exit() {
        processMonitor?.cancel()
        onExit(phase == .shutDown ? 0 : 1)
    }

    // MARK: Helpers

    /// Answers `id` unless it was cancelled (callable from any thread).
    func reply<Result: Encodable>(_ id: RequestID, result: Result) {
        if tracker.claim(id) { writer.respond(to: id, result: result) }
    }

    /// Answers `id` with an error unless it was cancelled (callable from any thread).
    func reply(_ id: RequestID, error: ResponseError) {
        if tracker.claim(id) { writer.respond(to: id, error: error) }
    }

    /// Decodes a request's params, answering InvalidParams when they do not fit.
    func decodeParams<Params: Decodable>(_ type: Params.Type, body: Data, id: RequestID) -> Params? {
        do {
            return try JSONDecoder().decode(ParamsEnvelope<Params>.self, from: body).params
        } catch {
            reply(id, error: .invalidParams("invalid params: \(Self.describe(error))"))
            return nil
        }
    }

    /// Decodes a notification's params, logging when they do not fit (notifications get no reply).
    func decodeNotification<Params: Decodable>(_ type: Params.Type, method: String, body: Data) -> Params? {
        do {
            return try JSONDecoder().decode(ParamsEnvelope<Params>.self, from: body).params
        } catch {
            ServerLog.log("ignored \(method) with invalid params: \(Self.describe(error))")
            return nil
        }
    }

    /// A short description of a decoding error: what was wrong and where.
    private static func describe(_ error: Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch decodingError {
        case .keyNotFound(let key, let context): return "missing \(path(context)).\(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default: return String(describing: error)
        }
    }
}
