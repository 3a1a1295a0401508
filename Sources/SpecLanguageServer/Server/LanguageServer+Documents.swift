import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecFoundation
import SpecRules
import SpecSyntax
import SpecWorkspace

/// Document synchronization, snapshots, pushed diagnostics and settings. Everything here runs on `queue`
/// (except the closures handed to `diagnosticsQueue` and `publisher`).
extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentParams) {
        let opened = OpenDocument(item: params.textDocument, isDesignSpec: DesignSpecFiles.isDesignSpec(path:))
        onQueue.documents[opened.uri]?.diagnosticsCancellation.cancel()
        let text = workspace.host.apply(
            .open(path: opened.path, version: opened.version, lineIndex: opened.lineIndex, isSpec: Self.sharesText(opened.identity)))
        guard let text else { return }
        onQueue.documents[opened.uri] = DocumentState(
            document: opened.identity, snapshot: makeSnapshot(of: opened.identity, text: text, previous: nil, edit: .unchanged))
        scheduleDiagnostics(for: opened.uri)
    }

    func didChange(_ params: DidChangeTextDocumentParams) {
        let uri = params.textDocument.uri
        guard var state = onQueue.documents[uri], let current = workspace.host.document(at: state.document.path) else {
            ServerLog.log("didChange for a document that is not open: \(uri)")
            return
        }
        var document = OpenDocument(state.document, text: current)
        let edit = document.apply(
            params.contentChanges, newVersion: params.textDocument.version,
            encoding: onQueue.options.positionEncoding)
        guard let text = workspace.host.apply(.edit(path: document.path, version: document.version, lineIndex: document.lineIndex)) else {
            return
        }
        state.snapshot = makeSnapshot(of: state.document, text: text, previous: state.snapshot, edit: edit)
        onQueue.documents[uri] = state
        scheduleDiagnostics(for: uri)
        recheckOpenSpecs(importing: state.document.isDesignSpec ? [state.document.path] : [])
    }

    func didClose(_ params: DocumentIdentifierParams) {
        let uri = params.textDocument.uri
        guard let state = onQueue.documents.removeValue(forKey: uri) else { return }
        state.diagnosticsCancellation.cancel()
        workspace.host.apply(.close(path: state.document.path))
        if state.document.isDesignSpec {
            recheckOpenSpecs(importing: [state.document.path])
        }
        if state.document.isDesignSpec {
            // Through `publisher`, so it follows any publication of the cancelled run already under way.
            let encoding = onQueue.options.positionEncoding
            publisher.async {
                self.writer.send(PublishDiagnosticsNotification(PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])))
                self.publishTokenSourceFindings([], of: uri, encoding: encoding)
            }
        }
    }

    /// Whether the host shares a document's text with the specs that import it and the index: a
    /// design spec that is a file.
    private static func sharesText(_ document: OpenDocumentIdentity) -> Bool {
        document.isDesignSpec && document.path.hasPrefix("/")
    }

    /// A snapshot of `document` at the host's version `text`, under the current settings and against
    /// the host's current revision; `previous` is the one it replaces, and `edit` the change from its
    /// text (`.unchanged` when only settings or imports changed).
    func makeSnapshot(
        of document: OpenDocumentIdentity, text: HostDocument, previous: AnalysisSnapshot?, edit: ByteEdit
    ) -> AnalysisSnapshot {
        let host = workspace.host.snapshot()
        let snapshot = AnalysisSnapshot(
            id: onQueue.nextSnapshotID, uri: document.uri, text: text,
            settings: workspace.settings(forSpecAt: document.path, editor: onQueue.settings.analysis),
            encoding: onQueue.options.positionEncoding, previous: previous, edit: edit,
            resolver: document.isDesignSpec ? workspace.resolver(forSpecAt: document.path, files: host) : nil,
            moved: host.cancellation(readingDocumentAt: document.path))
        onQueue.nextSnapshotID += 1
        return snapshot
    }

    /// A new snapshot of the open document `uri` at its current text (settings or imports changed).
    func remakeSnapshot(of uri: String) {
        guard let state = onQueue.documents[uri], let text = workspace.host.document(at: state.document.path) else { return }
        // Made before the write: `makeSnapshot` reads queue state, which the write holds exclusively.
        let snapshot = makeSnapshot(of: state.document, text: text, previous: state.snapshot, edit: .unchanged)
        onQueue.documents[uri]?.snapshot = snapshot
    }

    /// The snapshot of `uri`'s current version; nil when the document is not open or not a design spec.
    func snapshot(for uri: String) -> AnalysisSnapshot? {
        guard let state = onQueue.documents[uri], state.document.isDesignSpec else { return nil }
        return state.snapshot
    }

    /// Publishes `uri`'s diagnostics after the debounce, unless another edit comes first; cancels
    /// the run for the version before.
    func scheduleDiagnostics(for uri: String) {
        guard var state = onQueue.documents[uri], state.document.isDesignSpec else { return }
        state.diagnosticsTicket += 1
        state.diagnosticsCancellation.cancel()
        state.diagnosticsCancellation = CancellationToken(yieldingTo: tracker.keystrokeGate)
        let ticket = state.diagnosticsTicket
        onQueue.documents[uri] = state
        let run: @Sendable () -> Void = { self.publishDiagnostics(for: uri, ticket: ticket) }
        if onQueue.settings.debounceMilliseconds == 0 {
            queue.async(execute: run)
        } else {
            queue.asyncAfter(deadline: .now() + .milliseconds(onQueue.settings.debounceMilliseconds), execute: run)
        }
    }

    /// Builds the version's analysis on `keystrokes`, computes on `diagnosticsQueue`, then publishes on
    /// `publisher` unless the run was cancelled (a newer version, a close or new settings: a newer
    /// publication follows).
    ///
    /// The build (the reparse of what an edit damaged) is the one piece of a rule run a completion or
    /// hover of the same version waits for, so it runs at their priority: a keystroke never waits for
    /// a build that a lower-priority rule-run thread began and a busy core paused.
    private func publishDiagnostics(for uri: String, ticket: Int) {
        guard let state = onQueue.documents[uri], state.diagnosticsTicket == ticket, state.document.isDesignSpec else { return }
        let snapshot = state.snapshot
        let cancellation = state.diagnosticsCancellation
        let path = state.document.path
        let encoding = onQueue.options.positionEncoding
        keystrokes.async {
            // A run cancelled while it waited (the next edit came first) builds nothing: while typing,
            // the queues drain at once instead of parsing every version and holding its text.
            guard !cancellation.isCancelled else { return }
            _ = snapshot.analysis
            self.diagnosticsQueue.async {
                self.runRules(of: snapshot, path: path, uri: uri, cancellation: cancellation, encoding: encoding)
            }
        }
    }

    /// The rule run of `snapshot` (whose analysis is built), then its publication on `publisher`.
    private func runRules(
        of snapshot: AnalysisSnapshot, path: String, uri: String, cancellation: CancellationToken, encoding: PositionEncoding
    ) {
        // Steps aside first while a person types: a burst's versions are cancelled before their model
        // and rules are built, and the last one is checked once the burst ends.
        guard !cancellation.shouldStop(), let diagnostics = snapshot.diagnostics(cancellation: cancellation) else { return }
        // The index learns the version after its rules, off every keystroke's path.
        let analysis = snapshot.analysis
        workspace.host.index(snapshot.text, tree: analysis.tree)
        let sourceFindings = tokenSourceFindings(of: analysis, at: path)
        publisher.async {
            guard !cancellation.isCancelled else { return }
            // Streamed into the message, finding by finding (no `LSPDiagnostic` array).
            guard
                let publication = MessageWriter.encodeNotification(
                    method: PublishDiagnosticsNotification.method,
                    params: DiagnosticsPublication(
                        uri: uri, version: snapshot.version, diagnostics: diagnostics, toProtocol: snapshot.toProtocol))
            else { return }
            // Megabytes for a large spec: written while no keystroke's answer is due, which would
            // otherwise wait behind it in the pipe and in the client's reading.
            guard !cancellation.shouldStop() else { return }
            self.writer.send(publication)
            self.publishTokenSourceFindings(sourceFindings, of: uri, encoding: encoding)
        }
    }

    // MARK: Settings

    func didChangeConfiguration(_ params: DidChangeConfigurationParams) {
        if ServerSettings.containsSettings(params.settings) || !onQueue.options.answersConfiguration {
            applySettings(params.settings)
        } else {
            requestConfiguration()
        }
    }

    /// Asks the client for the `designspec` section when it answers `workspace/configuration`.
    func requestConfiguration() {
        guard onQueue.options.answersConfiguration else { return }
        sendRequest(ConfigurationRequest(ConfigurationParams(items: [.init(section: "designspec")]))) { [self] result in
            switch result {
            case .success(let sections):
                applySettings(sections.first.map { .object(["designspec": $0]) })
            case .failure(let error):
                ServerLog.log("workspace/configuration failed: \(error.message)")
            }
        }
    }

    /// Sends a server-to-client request (without params when it takes none); `handler` runs on
    /// `queue` with the client's answer. An answer that is not a `Request.Result` is logged.
    func sendRequest<Request: LSPRequest>(_ request: Request, handler: @escaping (Result<Request.Result, ResponseError>) -> Void)
    where Request.Result: Decodable {
        let id = RequestID.number(onQueue.nextOutgoingRequestID)
        onQueue.nextOutgoingRequestID += 1
        onQueue.outgoingRequests[id] = { answer in
            switch answer {
            case .success(let value):
                do {
                    handler(.success(try JSONDecoder().decode(Request.Result.self, from: JSONEncoder().encode(value))))
                } catch {
                    ServerLog.log("\(Request.method) answered with an unexpected value: \(String(describing: value))")
                }
            case .failure(let error):
                handler(.failure(error))
            }
        }
        writer.request(id: id, method: Request.method, params: Request.Params.self == NoParams.self ? nil : request.params)
    }

    /// Replaces the settings with `value` (over the defaults) and re-analyses open documents if they changed.
    func applySettings(_ value: JSONValue?) {
        let (parsed, problems) = ServerSettings.parse(value, environment: environment)
        for problem in problems {
            ServerLog.log("ignored setting \(problem)")
        }
        guard parsed != onQueue.settings else { return }
        onQueue.settings = parsed
        reanalyseOpenDocuments()
    }

    /// Re-analyses every open document under the current settings and asks pulling clients to pull again.
    func reanalyseOpenDocuments() {
        for uri in onQueue.documents.keys.sorted() {
            remakeSnapshot(of: uri)
            scheduleDiagnostics(for: uri)
        }
        requestDiagnosticsRefresh()
    }

    /// Asks a client that pulls diagnostics to pull them again (their inputs changed).
    func requestDiagnosticsRefresh() {
        guard onQueue.options.refreshesDiagnostics else { return }
        sendRequest(WorkspaceDiagnosticRefreshRequest()) { result in
            if case .failure(let error) = result { ServerLog.log("workspace/diagnostic/refresh failed: \(error.message)") }
        }
    }
}
