import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecSyntax

/// Document synchronization, snapshots, pushed diagnostics and settings. Everything here runs on `queue`.
extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentParams) {
        let document = OpenDocument(item: params.textDocument, isDesignSpec: DesignSpecFiles.isDesignSpec(path:))
        documents[document.uri] = DocumentState(document: document)
        scheduleDiagnostics(for: document.uri)
    }

    func didChange(_ params: DidChangeTextDocumentParams) {
        let uri = params.textDocument.uri
        guard var state = documents[uri] else {
            ServerLog.log("didChange for a document that is not open: \(uri)")
            return
        }
        state.document.apply(params.contentChanges, newVersion: params.textDocument.version,
                             encoding: options.positionEncoding)
        state.snapshot = nil
        documents[uri] = state
        scheduleDiagnostics(for: uri)
    }

    func didClose(_ params: DocumentIdentifierParams) {
        let uri = params.textDocument.uri
        guard let state = documents.removeValue(forKey: uri) else { return }
        if state.document.isDesignSpec {
            writer.notify(method: "textDocument/publishDiagnostics",
                          params: PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
        }
    }

    /// The snapshot of `uri`'s current version, made once per version and settings; nil when the
    /// document is not open or not a design spec.
    func snapshot(for uri: String) -> AnalysisSnapshot? {
        guard var state = documents[uri], state.document.isDesignSpec else { return nil }
        if let snapshot = state.snapshot { return snapshot }
        let snapshot = AnalysisSnapshot(id: nextSnapshotID, document: state.document, settings: settings.analysis,
                                        encoding: options.positionEncoding)
        nextSnapshotID += 1
        state.snapshot = snapshot
        documents[uri] = state
        return snapshot
    }

    /// Publishes `uri`'s diagnostics after the debounce, unless another edit comes first.
    func scheduleDiagnostics(for uri: String) {
        guard var state = documents[uri], state.document.isDesignSpec else { return }
        state.diagnosticsTicket += 1
        let ticket = state.diagnosticsTicket
        documents[uri] = state
        let run: @Sendable () -> Void = { self.publishDiagnostics(for: uri, ticket: ticket) }
        if settings.debounceMilliseconds == 0 {
            queue.async(execute: run)
        } else {
            queue.asyncAfter(deadline: .now() + .milliseconds(settings.debounceMilliseconds), execute: run)
        }
    }

    /// Computes on `workers`, then publishes only if the snapshot is still the document's current one.
    private func publishDiagnostics(for uri: String, ticket: Int) {
        guard documents[uri]?.diagnosticsTicket == ticket, let snapshot = snapshot(for: uri) else { return }
        workers.async {
            let diagnostics = snapshot.diagnostics().map(snapshot.toProtocol.diagnostic)
            self.queue.async {
                guard self.documents[uri]?.snapshot === snapshot else { return }  // outdated: a newer run follows
                self.writer.notify(
                    method: "textDocument/publishDiagnostics",
                    params: PublishDiagnosticsParams(uri: uri, version: snapshot.version, diagnostics: diagnostics))
            }
        }
    }

    // MARK: Settings

    func didChangeConfiguration(_ params: DidChangeConfigurationParams) {
        if ServerSettings.containsSettings(params.settings) || !options.answersConfiguration {
            applySettings(params.settings)
        } else {
            requestConfiguration()
        }
    }

    /// Asks the client for the `designspec` section when it answers `workspace/configuration`.
    func requestConfiguration() {
        guard options.answersConfiguration else { return }
        let params = ConfigurationParams(items: [.init(section: "designspec")])
        sendRequest("workspace/configuration", params: params) { [self] result in
            switch result {
            case .success(.array(let sections)?):
                applySettings(sections.first.map { .object(["designspec": $0]) })
            case .success(let other):
                ServerLog.log("workspace/configuration answered with an unexpected value: \(String(describing: other))")
            case .failure(let error):
                ServerLog.log("workspace/configuration failed: \(error.message)")
            }
        }
    }

    /// Sends a server-to-client request; `handler` runs on `queue` with the client's answer.
    func sendRequest<Params: Encodable>(_ method: String, params: Params?,
                                        handler: @escaping (Result<JSONValue?, ResponseError>) -> Void) {
        let id = RequestID.number(nextOutgoingRequestID)
        nextOutgoingRequestID += 1
        outgoingRequests[id] = handler
        writer.request(id: id, method: method, params: params)
    }

    /// Replaces the settings with `value` (over the defaults) and re-analyses open documents if they changed.
    func applySettings(_ value: JSONValue?) {
        let (parsed, problems) = ServerSettings.parse(value, environment: environment)
        for problem in problems {
            ServerLog.log("ignored setting \(problem)")
        }
        guard parsed != settings else { return }
        settings = parsed
        for uri in documents.keys.sorted() {
            documents[uri]?.snapshot = nil
            scheduleDiagnostics(for: uri)
        }
        if options.refreshesDiagnostics {
            sendRequest("workspace/diagnostic/refresh", params: JSONValue?.none) { result in
                if case .failure(let error) = result { ServerLog.log("workspace/diagnostic/refresh failed: \(error.message)") }
            }
        }
    }
}
