import Foundation
import LanguageServerProtocol
import SpecFoundation
import SpecSyntax

/// One server and one generated spec on disk: starts the server, initializes it, and edits the
/// document the way the server asked (incremental ranges, or the whole text for a full-sync server).
final class BenchSession {
    let client: LSPClient
    let server: ServerCommand
    let uri: String
    private let directory: URL
    private var lines: [Substring]
    private(set) var version = 1
    private(set) var syncKind = LSPClient.SyncKind.incremental
    /// When the pass stops taking samples.
    let deadline: Date

    /// Writes `text` as `specs/bench.design.json` under a fresh temporary directory with the schema at
    /// `Schemas/design-spec.schema.json` (where the generated spec's `$schema` points), starts the server
    /// and initializes it. The document is not opened yet.
    /// With `fullSync`, every change sends the whole text even to a server that takes ranges.
    init(
        server: ServerCommand, text: String, schemaPath: String, debounceMilliseconds: Int, timeLimitSeconds: Double,
        fullSync: Bool = false
    ) throws {
        self.server = server
        deadline = Date().addingTimeInterval(timeLimitSeconds)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "designspec-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        let schemas = directory.appendingPathComponent("Schemas")
        let specs = directory.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let schema = schemas.appendingPathComponent("design-spec.schema.json")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: schemaPath), to: schema)
        let file = specs.appendingPathComponent("bench.design.json")
        try Data(text.utf8).write(to: file)
        uri = file.absoluteString
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        client = try LSPClient(command: server, debounceMilliseconds: debounceMilliseconds)

        let initialize = client.request(
            InitializeRequest(
                InitializeParams(
                    processId: Int(ProcessInfo.processInfo.processIdentifier), capabilities: Self.capabilities(),
                    rootUri: directory.absoluteString)))
        let response = try client.response(to: initialize.id)
        syncKind = fullSync ? .full : Self.syncKind(response.message)
        client.notify(InitializedNotification())
        // The VS Code JSON server's way of being told a schema; designspec ignores the setting.
        client.notify(
            DidChangeConfigurationNotification(
                DidChangeConfigurationParams(
                    settings: .object([
                        "json": .object([
                            "schemas": .array([
                                .object([
                                    "url": .string(schema.absoluteString), "fileMatch": .array([.string("*.design.json")])
                                ])
                            ])
                        ])
                    ]))))
    }

    /// What the benchmark's client declares: UTF-16, Markdown hover, snippets, versioned diagnostics.
    static func capabilities(workDoneProgress: Bool = false) -> ClientCapabilities {
        ClientCapabilities(
            general: .init(positionEncodings: ["utf-16"]),
            textDocument: .init(
                hover: .init(contentFormat: ["markdown", "plaintext"]), completion: .init(completionItem: .init(snippetSupport: true)),
                publishDiagnostics: .init(versionSupport: true)),
            window: workDoneProgress ? .init(workDoneProgress: true) : nil)
    }

    /// The language id the server expects.
    private var languageID: String { server.isDesignspec ? "designspec" : "json" }

    /// Sends didOpen; returns when its first byte was written.
    @discardableResult
    func open() -> UInt64 {
        let text = lines.joined(separator: "\n")
        return client.notify(
            DidOpenTextDocumentNotification(
                DidOpenTextDocumentParams(
                    textDocument: TextDocumentItem(uri: uri, languageId: languageID, version: version, text: text))))
    }

    /// Replaces columns `start..<end` of `line` with `text` (ASCII); returns when the didChange's first
    /// byte was written (encoding the message is not counted).
    @discardableResult
    func edit(line: Int, start: Int, end: Int, text: String) -> UInt64 {
        version += 1
        let old = lines[line]
        let lower = old.index(old.startIndex, offsetBy: start)
        let upper = old.index(old.startIndex, offsetBy: end)
        lines[line] = Substring(old[..<lower] + text + old[upper...])
        let change: TextDocumentContentChangeEvent
        switch syncKind {
        case .incremental:
            change = TextDocumentContentChangeEvent(
                range: LSPRange(start: Position(line: line, character: start), end: Position(line: line, character: end)), text: text)
        case .full:
            change = TextDocumentContentChangeEvent(text: lines.joined(separator: "\n"))
        }
        return client.notify(
            DidChangeTextDocumentNotification(
                DidChangeTextDocumentParams(
                    textDocument: TextDocumentIdentifier(uri: uri, version: version), contentChanges: [change])))
    }

    /// Waits for diagnostics of the current version (or, from a server that does not send versions,
    /// the first diagnostics after `after`); returns their arrival and count.
    func diagnostics(after: UInt64) throws -> (arrival: UInt64, count: Int) {
        let expected = version
        let incoming = try client.notification(PublishDiagnosticsNotification.self, after: after, timeout: remainingSeconds(atLeast: 60)) {
            [uri] message in
            guard let params = message["params"], params["uri"]?.stringValue == uri else { return false }
            guard let version = params["version"]?.intValue else { return true }
            return version >= expected
        }
        let count = incoming.message["params"]?["diagnostics"]?.arrayValue?.count ?? 0
        return (incoming.arrival, count)
    }

    /// Sends `request` and waits for the answer; returns the latency in milliseconds measured from
    /// `since` (default: the request's own send time) and the response (read as JSON: a peer server's
    /// answers need not fit designspec's types).
    func ask<Request: LSPRequest>(_ request: Request, since: UInt64? = nil) throws -> (milliseconds: Double, message: JSONValue) {
        let sent = client.request(request)
        let response = try client.response(to: sent.id, timeout: remainingSeconds(atLeast: 60))
        return (Figures.milliseconds(from: since ?? sent.sent, to: response.arrival), response.message)
    }

    /// The document.
    var document: TextDocumentIdentifier { TextDocumentIdentifier(uri: uri) }

    /// The document at `position`.
    func at(_ position: Position) -> TextDocumentPositionParams {
        TextDocumentPositionParams(textDocument: document, position: position)
    }

    /// The position of the first occurrence of `needle` in the document, plus `offset` columns.
    func position(of needle: String, offset: Int) -> Position? {
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: needle) {
                return Position(line: index, character: line.distance(from: line.startIndex, to: range.lowerBound) + offset)
            }
        }
        return nil
    }

    /// Whether the pass's time is up.
    var isPastDeadline: Bool { Date() >= deadline }

    private func remainingSeconds(atLeast minimum: Double) -> Double {
        max(deadline.timeIntervalSinceNow, minimum)
    }

    /// Stops the server and removes the files.
    func close() {
        client.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Resident set size of the server in MiB: `VmHWM` (peak) or `VmRSS` (now).
    func memoryMiB(peak: Bool) -> Double {
        client.memoryMiB(peak: peak)
    }

    private static func syncKind(_ initializeResponse: JSONValue) -> LSPClient.SyncKind {
        let sync = initializeResponse["result"]?["capabilities"]?["textDocumentSync"]
        let kind = sync?.intValue ?? sync?["change"]?.intValue ?? 2
        return kind == 1 ? .full : .incremental
    }
}

/// Where the benchmark types: inside the probe symbol of the middle screen, and that button's width.
struct Probe {
    let line: Int
    let symbolStart: Int
    let widthStart: Int

    /// Inside the probe symbol's value.
    var cursor: Position { Position(line: line, character: symbolStart + 4) }

    /// The column of the last `l` of `star.fill`.
    var symbolTail: Int { symbolStart + "star.fil".count }

    /// Finds the probe line of the middle screen in a generated spec.
    init(in text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let candidates = lines.indices.filter { lines[$0].contains("\"symbol\": \"\(SpecGenerator.probeSymbol)\"") }
        guard !candidates.isEmpty else { throw BenchError("probe symbol not found in the generated spec") }
        let index = candidates[candidates.count / 2]
        let line = lines[index]
        guard let symbol = line.range(of: "\"\(SpecGenerator.probeSymbol)\""), let width = line.range(of: "\"width\": ") else {
            throw BenchError("probe line malformed")
        }
        // The generated text is ASCII, so UTF-16 columns equal character offsets.
        self.line = index
        symbolStart = line.distance(from: line.startIndex, to: symbol.lowerBound) + 1
        widthStart = line.distance(from: line.startIndex, to: width.upperBound)
    }
}
