import Foundation
import LanguageServerProtocol
import SpecFoundation
import SpecSyntax

/// `--workspace N`: a generated workspace (one tokens file, N-1 feature specs importing it) opened as the
/// server's workspace folder. Measures the time from `initialized` until the server's indexing
/// work-done progress (`$/progress` on `designspec/indexing`) ends, the server's RSS, completion
/// and hover on an open feature spec while indexing runs and after it, workspace symbols, references
/// and rename of the shared token, `workspace/diagnostic` of every spec, and how long an edit of the
/// open tokens file takes to re-check the open feature spec that imports it.
struct WorkspaceBench {
    let options: BenchOptions
    let count: Int

    /// The token the server reports indexing progress on.
    static let indexingToken = "designspec/indexing"

    /// Runs the pass and returns the figures.
    func run() throws -> Figures {
        let figures = Figures()
        let label = "\(count) specs"
        func record(_ what: String, _ value: String) {
            figures.record(value, server: "designspec", spec: label, what: what)
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "designspec-bench-workspace-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes = try SpecGenerator.writeWorkspace(directory, count: count)
        figures.note("\(label): \(bytes) bytes on disk (tokens file + \(count - 1) feature specs of 4–40 KB)")

        let client = try LSPClient(command: .designspec(options.serverPath), debounceMilliseconds: options.debounceMilliseconds)
        defer { client.stop() }
        let initialize = client.request(
            InitializeRequest(
                InitializeParams(
                    processId: Int(ProcessInfo.processInfo.processIdentifier),
                    capabilities: BenchSession.capabilities(workDoneProgress: true),
                    workspaceFolders: [WorkspaceFolder(uri: directory.absoluteString, name: "workspace")], rootUri: directory.absoluteString
                )))
        _ = try client.response(to: initialize.id)
        record("RSS before indexing", Figures.mebibytes(client.memoryMiB(peak: false)))
        let started = client.notify(InitializedNotification())

        // A feature spec opened at once; completion and hover on its first `"color": "ink"` value.
        let feature = directory.appendingPathComponent(SpecGenerator.featuresFolder).appendingPathComponent(
            SpecGenerator.featureName(max(1, count / 2)))
        let text = try String(contentsOf: feature, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.firstIndex(where: { $0.contains("\"color\": \"ink\"") }),
            let column = lines[line].range(of: "\"color\": \"ink\"").map({
                lines[line].distance(from: lines[line].startIndex, to: $0.upperBound) - 2
            })
        else { throw BenchError("the generated feature spec has no `\"color\": \"ink\"`") }
        let document = TextDocumentIdentifier(uri: feature.absoluteString)
        let position = Position(line: line, character: column)
        let atInk = TextDocumentPositionParams(textDocument: document, position: position)
        client.notify(
            DidOpenTextDocumentNotification(
                DidOpenTextDocumentParams(
                    textDocument: TextDocumentItem(uri: feature.absoluteString, languageId: "designspec", version: 1, text: text))))

        func ask<Request: LSPRequest>(_ request: Request) throws -> Double {
            let sent = client.request(request)
            let response = try client.response(to: sent.id)
            if let error = response.message["error"] { throw BenchError("\(Request.method) failed: \(error)") }
            // An empty answer would time nothing: hover must say something, completion offer items.
            let result = response.message["result"]
            let answered =
                Request.self == HoverRequest.self
                ? result?.objectValue != nil : (result?.arrayValue ?? result?["items"]?.arrayValue)?.isEmpty == false
            guard answered else { throw BenchError("\(Request.method) at the imported token `ink` answered nothing") }
            return Figures.milliseconds(from: sent.sent, to: response.arrival)
        }
        let deadline = Date().addingTimeInterval(options.timeLimitSeconds)
        var completionsWhileIndexing: [Double] = [], hoversWhileIndexing: [Double] = []
        var end: LSPClient.Incoming?
        while end == nil {
            guard Date() < deadline else { throw BenchError("indexing did not end within \(Int(options.timeLimitSeconds)) s") }
            end = try? client.notification(ProgressNotification<JSONValue>.self, after: started, timeout: 0.001, where: Self.isIndexingEnd)
            if end != nil { break }
            completionsWhileIndexing.append(try ask(CompletionRequest(atInk)))
            hoversWhileIndexing.append(try ask(HoverRequest(atInk)))
        }
        let indexed = end.map { Figures.milliseconds(from: started, to: $0.arrival) } ?? .nan
        record("initialized → indexing ended", Figures.duration(indexed))
        record("RSS after indexing", Figures.mebibytes(client.memoryMiB(peak: false)))
        record("peak RSS", Figures.mebibytes(client.memoryMiB(peak: true)))
        if let message = end?.message["params"]?["value"]?["message"]?.stringValue {
            figures.note("\(label): the server's progress ended with “\(message)”")
        }
        record("completion while indexing (p50 / p95)", Figures.p50p95(completionsWhileIndexing))
        record("hover while indexing (p50 / p95)", Figures.p50p95(hoversWhileIndexing))
        record("worst completion/hover while indexing", Figures.duration((completionsWhileIndexing + hoversWhileIndexing).max() ?? .nan))

        var completions: [Double] = [], hovers: [Double] = []
        for _ in 0..<min(options.iterations, 50) {
            completions.append(try ask(CompletionRequest(atInk)))
            hovers.append(try ask(HoverRequest(atInk)))
        }
        record("completion after indexing (p50 / p95)", Figures.p50p95(completions))
        record("hover after indexing (p50 / p95)", Figures.p50p95(hovers))
        var symbolTimes: [Double] = []
        var symbolCount = 0
        for _ in 0..<10 {
            let request = client.request(WorkspaceSymbolRequest(WorkspaceSymbolParams(query: "screen1")))
            let response = try client.response(to: request.id)
            symbolCount = response.message["result"]?.arrayValue?.count ?? 0
            symbolTimes.append(Figures.milliseconds(from: request.sent, to: response.arrival))
        }
        record("workspace/symbol `screen1` (p50 / p95)", Figures.p50p95(symbolTimes))
        figures.note("\(label): workspace/symbol `screen1` found \(symbolCount) symbols")
        // References and rename of the shared token `ink` from its use in the open spec: every importer.
        var referenceTimes: [Double] = [], renameTimes: [Double] = []
        var referenceCount = 0, renamedFiles = 0
        for round in 0..<5 {
            let request = client.request(
                ReferencesRequest(
                    ReferenceParams(
                        textDocument: document, position: position, context: .init(includeDeclaration: true))))
            let response = try client.response(to: request.id)
            referenceCount = response.message["result"]?.arrayValue?.count ?? 0
            referenceTimes.append(Figures.milliseconds(from: request.sent, to: response.arrival))
            let renameRequest = client.request(
                RenameRequest(RenameParams(textDocument: document, position: position, newName: "ink\(round)")))
            let renamed = try client.response(to: renameRequest.id)
            renamedFiles = renamed.message["result"]?["changes"]?.objectValue?.count ?? 0
            renameTimes.append(Figures.milliseconds(from: renameRequest.sent, to: renamed.arrival))
        }
        guard referenceCount > count, renamedFiles == count else {
            throw BenchError(
                "references of `ink` found \(referenceCount) places and rename edited \(renamedFiles) files (expected every one of \(count))"
            )
        }
        record("references of the shared token (p50 / p95)", Figures.p50p95(referenceTimes))
        record("rename of the shared token (p50 / p95)", Figures.p50p95(renameTimes))
        figures.note("\(label): references found \(referenceCount) places; rename edited \(renamedFiles) files")
        // workspace/diagnostic with no previous result ids: every spec checked and reported in full.
        var pullTimes: [Double] = []
        var pulledCount = 0
        for _ in 0..<5 {
            let request = client.request(WorkspaceDiagnosticRequest(WorkspaceDiagnosticParams()))
            let response = try client.response(to: request.id)
            pulledCount =
                response.message["result"]?["items"]?.arrayValue?.reduce(0) { $0 + ($1["items"]?.arrayValue?.count ?? 0) } ?? 0
            pullTimes.append(Figures.milliseconds(from: request.sent, to: response.arrival))
        }
        record("workspace/diagnostic of every spec (p50 / p95)", Figures.p50p95(pullTimes))
        figures.note("\(label): workspace/diagnostic reported \(pulledCount) diagnostics")
        record(
            "edit of the open tokens file → the importer's diagnostics (p50 / p95)",
            Figures.p50p95(try tokensEditLatencies(client, directory: directory, importer: feature)))
        return figures
    }

    /// Opens the tokens file and changes the value of `ink` back and forth; for each change, the time
    /// until the server publishes new diagnostics of the open `importer` (which uses `ink`).
    private func tokensEditLatencies(_ client: LSPClient, directory: URL, importer: URL) throws -> [Double] {
        let tokens = directory.appendingPathComponent(SpecGenerator.tokensFile)
        let original = try String(contentsOf: tokens, encoding: .utf8)
        guard original.contains("\"ink\": \"label\"") else { throw BenchError("the generated tokens file has no `\"ink\": \"label\"`") }
        client.notify(
            DidOpenTextDocumentNotification(
                DidOpenTextDocumentParams(
                    textDocument: TextDocumentItem(uri: tokens.absoluteString, languageId: "designspec", version: 1, text: original))))
        var latencies: [Double] = []
        for version in 2..<(2 + min(options.iterations, 30)) {
            let value = version % 2 == 0 ? "secondaryLabel" : "label"
            let text = original.replacingOccurrences(of: "\"ink\": \"label\"", with: "\"ink\": \"\(value)\"")
            let sent = client.notify(
                DidChangeTextDocumentNotification(
                    DidChangeTextDocumentParams(
                        textDocument: TextDocumentIdentifier(uri: tokens.absoluteString, version: version),
                        contentChanges: [TextDocumentContentChangeEvent(text: text)])))
            let published = try client.notification(PublishDiagnosticsNotification.self, after: sent, timeout: 60) { message in
                message["params"]?["uri"]?.stringValue == importer.absoluteString
            }
            latencies.append(Figures.milliseconds(from: sent, to: published.arrival))
        }
        return latencies
    }

    /// Whether `message` is the `end` of the indexing progress.
    static func isIndexingEnd(_ message: JSONValue) -> Bool {
        guard let params = message["params"], params["token"]?.stringValue == indexingToken else { return false }
        return params["value"]?["kind"]?.stringValue == "end"
    }
}
