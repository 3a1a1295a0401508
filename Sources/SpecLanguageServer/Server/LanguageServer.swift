import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecFoundation
import SpecRules
import SpecSyntax

/// The design spec language server: lifecycle, message dispatch and the order messages take effect in.
///
/// Threading policy:
/// - The reader thread calls `receive(_:)` for each message in arrival order. It answers
///   `$/cancelRequest` and invalid messages itself (cancellation overtakes the queue) and hands
///   everything else to `queue`. It never blocks on output: it hands its messages to `writer`
///   `.queued`. Every other thread writes `.direct`: on the calling thread when the writer is idle
///   (a keystroke's answer does not wait for the writer's thread to wake), else queued.
/// - `queue` is serial: lifecycle, document changes and settings take effect there strictly in order,
///   and every field marked *queue* below is only touched on it (`QueueConfined`, which checks it, so
///   the class is plainly `Sendable`; state shared between threads is in `Locked` or thread-safe types).
/// - Every document change is one `SpecHost.apply` on `queue` (the host holds the text, bumps its
///   revision and cancels what read the old text) and makes a new immutable `AnalysisSnapshot` (cheap:
///   the host's version and a view of the host's revision; the parse happens on first use, reusing the
///   previous version's syntax tree).
/// - Read-only requests capture the current snapshot on `queue` and are computed on `workers`
///   (concurrent); they need the parse and the model, never the rules (hover shows rule results only
///   when they are already there). Completion and hover, the requests of a keystroke, are computed on
///   `keystrokes` instead: serial, so it has a thread of its own rather than waiting for one of the
///   shared pool while whole-document work holds it, and at `WorkPriority.keystroke`. The answer is
///   written only if the request was not cancelled; a request whose document's text moved on while it
///   ran answers ContentModified (-32801), never a result about text the editor no longer has.
/// - Diagnostics are debounced on `queue` and computed on `diagnosticsQueue` (serial: one rule run at
///   a time, so a core stays free for keystrokes), at `WorkPriority.wholeDocument`, below keystrokes.
///   The run's build (the reparse a completion of the same version waits for) is made on `keystrokes`
///   first. A newer version, a close or a settings change cancels the run's `CancellationToken`; the
///   rule engine checks it between rules and stops.
/// - `workspace/diagnostic` checks one spec per work item on `diagnosticsQueue`, between the pushed
///   runs, and stops before the next spec once the request is cancelled.
/// - Diagnostics are encoded and written on `publisher` (serial, in the order the runs finished), and
///   only if their run was not cancelled meanwhile, so the queue never waits for a large encoding.
/// - While a person types, whole-document work steps aside (`KeystrokeGate`, held by the tracker): a
///   completion, hover or resolve request holds the gate from its arrival until its answer is handed to the
///   writer, and a rule run (before it begins and between two rules) and a publication (before it is
///   written) wait while the gate is held and for a few milliseconds after, within a bound; a newer
///   version's cancellation releases the waiting run at once.
final class LanguageServer: Sendable {
    /// Where every message to the client goes (thread-safe).
    let writer: MessageWriter
    /// Requests not yet answered (thread-safe); a keystroke's holds `keystrokeGate` until answered.
    let tracker = RequestTracker(keystrokeGate: KeystrokeGate())
    /// The serial context of all mutable state.
    let queue = DispatchQueue(label: "designspec.lsp.server")
    /// Read-only work against snapshots.
    let workers = DispatchQueue(label: "designspec.lsp.workers", attributes: .concurrent)
    /// Completion and hover, one at a time, ahead of whole-document work.
    let keystrokes = DispatchQueue(label: "designspec.lsp.keystrokes", qos: WorkPriority.keystroke)
    /// Rule runs, one at a time, behind keystrokes.
    let diagnosticsQueue = DispatchQueue(label: "designspec.lsp.diagnostics", qos: WorkPriority.wholeDocument)
    /// Encodes and writes published diagnostics, in order, behind keystrokes.
    let publisher = DispatchQueue(label: "designspec.lsp.publisher", qos: WorkPriority.wholeDocument)
    /// What was published for the token source files open specs import (confined to `publisher`).
    let tokenSourcePublications: QueueConfined<TokenSourcePublications>
    /// Called once with the process exit code.
    private let onExit: @Sendable (Int32) -> Void
    /// Environment the settings fall back to (`DESIGNSPEC_DEBOUNCE_MS`).
    let environment: [String: String]
    /// The workspace folders and the open documents in front of disk (thread-safe).
    let workspace = ServerWorkspace()

    /// The state only `queue` touches; reach it through `onQueue`.
    private let queueState: QueueConfined<QueueState>

    /// Everything marked *queue*, with its initial values.
    struct QueueState {
        /// Lifecycle phase.
        var phase = Phase.uninitialized
        /// Decisions from the client's capabilities.
        var options = ClientOptions.defaults
        /// Current editor settings.
        var settings: ServerSettings
        /// Open documents by URI.
        var documents: [String: DocumentState] = [:]
        /// Next snapshot id.
        var nextSnapshotID = 1
        /// Next id for a server-to-client request.
        var nextOutgoingRequestID = 1
        /// Handlers of server-to-client requests awaiting a response.
        var outgoingRequests: [RequestID: (Result<JSONValue?, ResponseError>) -> Void] = [:]
        /// Watches the client process.
        var processMonitor: ProcessMonitor?
    }

    /// The one accessor of the *queue* state (`onQueue.phase`, `onQueue.documents[uri]`, …), read or
    /// modified in place; `QueueConfined` checks that it runs on `queue` with `dispatchPrecondition`
    /// (a thread-local lookup; it traps off the queue, in release builds too).
    var onQueue: QueueState {
        _read { yield queueState.value }
        _modify { yield &queueState.value }
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

    /// An open document and what the server derived from its current version (the text and version
    /// themselves are the host's: `workspace.host.document(at: document.path)`).
    struct DocumentState {
        /// The URI, path and kind.
        let document: OpenDocumentIdentity
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
        queueState = QueueConfined(QueueState(settings: ServerSettings(environment: environment)), on: queue)
        tokenSourcePublications = QueueConfined(TokenSourcePublications(), on: publisher)
    }

    // MARK: Reader thread

    /// Takes one message from the reader thread.
    func receive(_ message: IncomingMessage) {
        switch message {
        case .invalid(let id, let error):
            writer.respond(to: id, error: error, delivery: .queued)
        case .malformedResponse(let reason):
            ServerLog.log("ignored a malformed response: \(reason)")
        case .request(let id, let method, let body):
            tracker.register(id, isKeystroke: Self.keystrokeMethods.contains(method))
            queue.async { self.handleRequest(id: id, method: method, body: body) }
        case .notification(let method, let body) where method == CancelRequestNotification.method:
            cancel(body: body)
        case .notification(let method, let body):
            queue.async { self.handleNotification(method: method, body: body) }
        case .response(let id, let result, let error):
            queue.async { self.handleResponse(id: id, result: error.map { .failure($0) } ?? .success(result)) }
        }
    }

    /// Answers a frame whose header could not be read.
    func receiveMalformedFrame(_ reason: String) {
        writer.respond(to: nil, error: .parseError("malformed message frame: \(reason)"), delivery: .queued)
    }

    /// The input ended (the client closed stdin): exit after the messages already queued.
    func inputEnded(truncatedFrame: Bool) {
        if truncatedFrame {
            writer.respond(to: nil, error: .parseError("input ended inside a message frame"), delivery: .queued)
        }
        queue.async { self.exit() }
    }

    /// `$/cancelRequest`: answers -32800 at once if the request is still unanswered.
    private func cancel(body: Data) {
        guard let params = try? CancelRequestNotification.decodeParams(fromBody: body) else {
            ServerLog.log("ignored $/cancelRequest with invalid params")
            return
        }
        tracker.answer(params.id) {
            writer.respond(to: params.id, error: .requestCancelled, delivery: .queued)
        }
    }

    // MARK: Dispatch (queue)

    /// Dispatches a request by the lifecycle phase, then through `requestRoutes`.
    private func handleRequest(id: RequestID, method: String, body: Data) {
        guard tracker.isPending(id) else { return }  // cancelled while queued
        let isInitialize = method == InitializeRequest.method
        switch onQueue.phase {
        case .uninitialized:
            if isInitialize {
                Self.initializeRoute.handle(self, id, body)
            } else {
                reply(id, error: .serverNotInitialized)
            }
        case .shutDown:
            reply(id, error: .invalidRequest("the server is shut down; only exit is accepted"))
        case .running where isInitialize:
            reply(id, error: .invalidRequest("initialize was already received"))
        case .running:
            guard let route = Self.requestRoutes[method] else {
                reply(id, error: .methodNotFound(method))
                return
            }
            route.handle(self, id, body)
        }
    }

    /// Dispatches a notification through `notificationRoutes`; `exit` is taken in every phase.
    private func handleNotification(method: String, body: Data) {
        if method == ExitNotification.method {
            exit()
            return
        }
        guard onQueue.phase == .running else { return }  // before initialize or after shutdown: dropped
        // Unknown notifications are ignored, as LSP asks.
        Self.notificationRoutes[method]?.handle(self, body)
    }

    /// Routes the client's response to a server-to-client request.
    private func handleResponse(id: RequestID, result: Result<JSONValue?, ResponseError>) {
        guard let handler = onQueue.outgoingRequests.removeValue(forKey: id) else {
            ServerLog.log("response to unknown request \(id)")
            return
        }
        handler(result)
    }

    // MARK: Lifecycle (queue)

    /// `initialize`, the only request taken before the server runs.
    private static let initializeRoute = RequestRoute(InitializeRequest.self) { $0.initialize($1, reply: $2) }

    private func initialize(_ params: InitializeParams, reply: Reply<InitializeResult>) {
        onQueue.options = ClientOptions(capabilities: params.capabilities)
        workspace.setRoots(
            uris: params.workspaceFolders.map { $0.map(\.uri) }
                ?? params.rootUri.map { [$0] }
                ?? params.rootPath.map { [ToProtocol.uri(ofPath: $0)] } ?? [])
        applySettings(params.initializationOptions)
        if let processID = params.processId, processID > 0, let pid = Int32(exactly: processID) {
            onQueue.processMonitor = ProcessMonitor(processID: pid) { [self] in
                ServerLog.log("client process \(pid) is gone; exiting")
                onExit(1)
            }
        }
        onQueue.phase = .running
        reply(InitializeResult(capabilities: capabilities(), serverInfo: .init(name: "designspec", version: nil)))
    }

    /// What the server implements for this client; the one place capabilities are advertised.
    func capabilities() -> ServerCapabilities {
        ServerCapabilities(
            positionEncoding: onQueue.options.positionEncoding.rawValue,
            textDocumentSync: .init(openClose: true, change: .incremental, save: .init(includeText: false)),
            hoverProvider: true,
            completionProvider: .init(triggerCharacters: ["\"", "."], resolveProvider: true),
            diagnosticProvider: onQueue.options.pullsDiagnostics
                ? .init(identifier: ToProtocol.diagnosticSource, interFileDependencies: true, workspaceDiagnostics: true)
                : nil,
            codeActionProvider: onQueue.options.takesCodeActionLiterals ? .init(codeActionKinds: [.quickFix, .fixAll]) : nil,
            colorProvider: true,
            codeLensProvider: onQueue.options.showsCodeLenses ? .init(resolveProvider: false) : nil,
            executeCommandProvider: .init(commands: [Self.previewCommand]),
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
        onQueue.processMonitor?.cancel()
        onExit(onQueue.phase == .shutDown ? 0 : 1)
    }

    // MARK: Helpers

    /// Answers `id` unless it was cancelled (callable from any thread).
    func reply<Result: Encodable>(_ id: RequestID, result: Result) {
        tracker.answer(id) { writer.respond(to: id, result: result) }
    }

    /// Answers `id` with an error unless it was cancelled (callable from any thread).
    func reply(_ id: RequestID, error: ResponseError) {
        tracker.answer(id) { writer.respond(to: id, error: error) }
    }

    /// A short description of a decoding error: what was wrong and where.
    static func describe(_ error: Error) -> String {
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
