import Foundation
import LanguageServerProtocol
import SpecFoundation
import SpecSyntax

/// The passes of the benchmark, one server and one generated spec each; every pass records its figures
/// in the shared table and stops taking samples at the session's deadline.
struct BenchRun {
    let options: BenchOptions

    /// Opens a session on a fresh server with `text` as the spec.
    private func session(_ server: ServerCommand, text: String) throws -> BenchSession {
        try BenchSession(
            server: server, text: text, schemaPath: options.schemaPath,
            debounceMilliseconds: options.debounceMilliseconds, timeLimitSeconds: options.timeLimitSeconds, fullSync: options.fullSync)
    }

    /// One server on one generated spec, with where to record what it measures.
    private struct Pass {
        let session: BenchSession
        let probe: Probe
        let specBytes: Int
        let label: String
        let figures: Figures

        /// Records `value` in this server's column of the row (`label`, `what`).
        func record(_ what: String, _ value: String) {
            figures.record(value, server: session.server.name, spec: label, what: what)
        }

        /// Adds a note prefixed with the size and the server.
        func note(_ text: String) {
            figures.note("\(label), \(session.server.name): \(text)")
        }
    }

    /// Generates a spec of `size`, starts `server` on it, runs `body`, and stops the server.
    private func pass(_ server: ServerCommand, size: BenchOptions.Size, figures: Figures, _ body: (Pass) throws -> Void) throws {
        let text = SpecGenerator.spec(targetBytes: size.bytes)
        let probe = try Probe(in: text)
        let session = try session(server, text: text)
        defer { session.close() }
        try body(Pass(session: session, probe: probe, specBytes: text.utf8.count, label: size.label, figures: figures))
    }

    /// Checks that `server` validates the generated spec against the schema: a spec with a value outside
    /// an enum must get a diagnostic on that line. Returns the message it reported.
    func validationCheck(_ server: ServerCommand) throws -> String {
        let valid = SpecGenerator.spec(targetBytes: 2_000)
        guard let range = valid.range(of: "\"titleMode\": \"large\"") else { throw BenchError("generated spec has no titleMode") }
        let text = valid.replacingCharacters(in: range, with: "\"titleMode\": \"enormous\"")
        let badLine = text[..<range.lowerBound].filter { $0 == "\n" }.count
        let session = try session(server, text: text)
        defer { session.close() }
        let opened = session.open()
        let incoming = try session.client.notification(PublishDiagnosticsNotification.self, after: opened, timeout: 60) { message in
            !(message["params"]?["diagnostics"]?.arrayValue ?? []).isEmpty
        }
        let diagnostics = incoming.message["params"]?["diagnostics"]?.arrayValue ?? []
        let onLine = diagnostics.first { $0["range"]?["start"]?["line"]?.intValue == badLine }
        guard let onLine else {
            throw BenchError("\(server.name) reported no diagnostic for `\"titleMode\": \"enormous\"` (line \(badLine + 1))")
        }
        return (onLine["message"]?.stringValue ?? "").replacingOccurrences(of: "\n", with: " ")
    }

    /// Open, edit → diagnostics, completion and hover warm and right after an edit, peak RSS.
    func editing(_ server: ServerCommand, size: BenchOptions.Size, into figures: Figures) throws {
        try pass(server, size: size, figures: figures) { pass in
            let session = pass.session, probe = pass.probe
            let record = pass.record

            let opened = session.open()
            let first = try session.diagnostics(after: opened)
            record("open → diagnostics", Figures.duration(Figures.milliseconds(from: opened, to: first.arrival)))
            pass.note("\(first.count) diagnostics on open (\(pass.specBytes) bytes)")

            var editToDiagnostics: [Double] = []
            let editRounds = max(3, min(options.iterations / 10, size.bytes >= 5_000_000 ? 5 : 20))
            for round in 0..<editRounds where !session.isPastDeadline {
                let sent = session.edit(
                    line: probe.line, start: probe.widthStart, end: probe.widthStart + 2, text: round % 2 == 0 ? "31" : "30")
                editToDiagnostics.append(Figures.milliseconds(from: sent, to: try session.diagnostics(after: sent).arrival))
            }
            record("edit → diagnostics, p50 / p95", Figures.p50p95(editToDiagnostics))

            var completionWarm: [Double] = []
            var items = 0
            for _ in 0..<options.iterations where !session.isPastDeadline {
                let answer = try session.ask(CompletionRequest(session.at(probe.cursor)))
                completionWarm.append(answer.milliseconds)
                items = Self.itemCount(answer.message)
            }
            record("completion, warm, p50 / p95", Figures.p50p95(completionWarm))
            pass.note("\(items) completion items in the symbol value")

            // Typing in the symbol value: "star.fill" ↔ "star.fil"; the request follows the edit at once.
            var completionAfterEdit: [Double] = []
            var hoverAfterEdit: [Double] = []
            let afterEditRounds = max(10, options.iterations / 5)
            for round in 0..<afterEditRounds where !session.isPastDeadline {
                let sent = typeInProbe(session, probe: probe, round: round)
                if round % 2 == 0 {
                    completionAfterEdit.append(try session.ask(CompletionRequest(session.at(probe.cursor)), since: sent).milliseconds)
                } else {
                    hoverAfterEdit.append(try session.ask(HoverRequest(session.at(probe.cursor)), since: sent).milliseconds)
                }
            }
            record("completion right after an edit, p50 / p95", Figures.p50p95(completionAfterEdit))
            record("hover right after an edit, p50 / p95", Figures.p50p95(hoverAfterEdit))

            var hoverWarm: [Double] = []
            for _ in 0..<options.iterations where !session.isPastDeadline {
                hoverWarm.append(try session.ask(HoverRequest(session.at(probe.cursor))).milliseconds)
            }
            record("hover, warm, p50 / p95", Figures.p50p95(hoverWarm))
            record("peak RSS", Figures.mebibytes(session.memoryMiB(peak: true)))
            if session.isPastDeadline { pass.note("stopped at the \(Int(options.timeLimitSeconds)) s time limit") }
        }
    }

    /// Hover issued right after didOpen, and right after a 1-character edit; peak RSS.
    func firstHover(_ server: ServerCommand, size: BenchOptions.Size, into figures: Figures) throws {
        try pass(server, size: size, figures: figures) { pass in
            let session = pass.session, probe = pass.probe
            let record = pass.record

            let opened = session.open()
            record(
                "first hover after open",
                Figures.duration(try session.ask(HoverRequest(session.at(probe.cursor)), since: opened).milliseconds))
            let edited = typeInProbe(session, probe: probe, round: 0)
            let hoverAfterEdit = try session.ask(HoverRequest(session.at(probe.cursor)), since: edited)
            record("hover right after a 1-character edit", Figures.duration(hoverAfterEdit.milliseconds))
            let diagnostics = try session.diagnostics(after: edited)
            record("edit → diagnostics", Figures.duration(Figures.milliseconds(from: edited, to: diagnostics.arrival)))
            record("peak RSS", Figures.mebibytes(session.memoryMiB(peak: true)))
            pass.note("\(diagnostics.count) diagnostics (\(pass.specBytes) bytes)")
        }
    }

    /// Definition, references, hover and inlay hints (100 lines around the use) on a token use of a
    /// settled document; rename of that token and formatting of the whole document.
    func navigation(_ server: ServerCommand, size: BenchOptions.Size, into figures: Figures) throws {
        try pass(server, size: size, figures: figures) { pass in
            let session = pass.session
            let record = pass.record
            _ = try session.diagnostics(after: session.open())
            guard let use = session.position(of: "\"color\": \"brand\"", offset: 12) else {
                throw BenchError("no token use in the generated spec")
            }
            let visible = LSPRange(
                start: Position(line: max(0, use.line - 50), character: 0), end: Position(line: use.line + 50, character: 0))
            let requests: [(what: String, ask: () throws -> Double)] = [
                ("definition", { try session.ask(DefinitionRequest(session.at(use))).milliseconds }),
                (
                    "references",
                    {
                        try session.ask(
                            ReferencesRequest(
                                ReferenceParams(textDocument: session.document, position: use, context: .init(includeDeclaration: true)))
                        )
                        .milliseconds
                    }
                ),
                ("hover", { try session.ask(HoverRequest(session.at(use))).milliseconds }),
                (
                    "inlay hints (100 lines)",
                    {
                        try session.ask(InlayHintRequest(DocumentRangeParams(textDocument: session.document, range: visible))).milliseconds
                    }
                )
            ]
            var samples: [String: [Double]] = [:]
            for _ in 0..<options.iterations where !session.isPastDeadline {
                for request in requests {
                    samples[request.what, default: []].append(try request.ask())
                }
            }
            for request in requests {
                record("\(request.what), p50 / p95", Figures.p50p95(samples[request.what] ?? []))
            }
            var rename: [Double] = []
            var format: [Double] = []
            var places = 0
            for _ in 0..<5 where !session.isPastDeadline {
                let renamed = try session.ask(
                    RenameRequest(RenameParams(textDocument: session.document, position: use, newName: "brandColor")))
                rename.append(renamed.milliseconds)
                places = renamed.message["result"]?["changes"]?.objectValue?.values.first?.arrayValue?.count ?? 0
                let formatting = DocumentFormattingParams(
                    textDocument: session.document, options: FormattingOptionsParams(tabSize: 2, insertSpaces: true))
                format.append(try session.ask(DocumentFormattingRequest(formatting)).milliseconds)
            }
            record("rename of a token, p50 / p95", Figures.p50p95(rename))
            record("formatting, p50 / p95", Figures.p50p95(format))
            pass.note("rename edits \(places) places")
        }
    }

    /// Single-character edits with no pause, completion every 10 edits: p95, the worst 1,000-edit
    /// window's p95, and RSS after opening and at the end.
    func soak(_ server: ServerCommand, size: BenchOptions.Size, into figures: Figures) throws {
        try pass(server, size: size, figures: figures) { pass in
            let session = pass.session, probe = pass.probe
            let record = pass.record

            let opened = session.open()
            _ = try session.diagnostics(after: opened)
            let rssStart = session.memoryMiB(peak: false)
            let windowEdits = 1_000
            var windows: [[Double]] = [[]]
            var all: [Double] = []
            var edits = 0
            while edits < options.soakEdits, !session.isPastDeadline {
                typeInProbe(session, probe: probe, round: edits)
                edits += 1
                if edits % 10 == 0 {
                    let latency = try session.ask(CompletionRequest(session.at(probe.cursor))).milliseconds
                    all.append(latency)
                    windows[windows.count - 1].append(latency)
                    session.client.discardNotifications()
                }
                if edits % windowEdits == 0, edits < options.soakEdits { windows.append([]) }
            }
            let rssEnd = session.memoryMiB(peak: false)
            let worst = windows.filter { !$0.isEmpty }.map { Figures.percentile($0, 0.95) }.max() ?? .nan
            record("completion every 10 edits, p50 / p95", Figures.p50p95(all))
            record("worst 1,000-edit window, p95", Figures.duration(worst))
            record("RSS after open → after the last edit", "\(Figures.mebibytes(rssStart)) → \(Figures.mebibytes(rssEnd))")
            record("peak RSS", Figures.mebibytes(session.memoryMiB(peak: true)))
            pass.note(
                "soak of \(edits) edits\(edits < options.soakEdits ? " (stopped at the \(Int(options.timeLimitSeconds)) s time limit)" : "")"
            )
        }
    }

    /// Round `round` of typing in the probe symbol: even rounds delete the last `l` of `star.fill`,
    /// odd rounds type it again.
    @discardableResult
    private func typeInProbe(_ session: BenchSession, probe: Probe, round: Int) -> UInt64 {
        round % 2 == 0
            ? session.edit(line: probe.line, start: probe.symbolTail, end: probe.symbolTail + 1, text: "")
            : session.edit(line: probe.line, start: probe.symbolTail, end: probe.symbolTail, text: "l")
    }

    private static func itemCount(_ message: JSONValue) -> Int {
        if let items = message["result"]?["items"]?.arrayValue { return items.count }
        return message["result"]?.arrayValue?.count ?? 0
    }
}
