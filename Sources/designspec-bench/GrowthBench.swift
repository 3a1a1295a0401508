import Foundation
import LanguageServerProtocol
import SpecFoundation
import SpecSyntax

/// The figures of issue 16 ("grow linearly"), each from a generated workspace in a fresh temporary
/// folder:
/// - `--one-line-index BYTES`: a spec of BYTES written on one line, indexed by the server as its
///   workspace folder: RSS before and after indexing, and after opening the spec.
/// - `--import-web N`: N specs that each import all the others: `designspec check` on the folder,
///   and an edit of one open spec → its diagnostics in the server.
/// - `--suggestions N`: one spec with N color tokens and N misspelled references to them, each
///   answered with a "did you mean": `designspec check` on it, and opening it in the server.
struct GrowthBench {
    let options: BenchOptions

    // MARK: One line

    /// A spec of at least `bytes` bytes on one line, dense in symbols (what the index keeps): color
    /// tokens for half its size, then screens with an id and a title.
    static func oneLineSpec(bytes: Int) -> String {
        var tokens: [String] = []
        var size = 0
        while size < bytes / 2 {
            tokens.append(##""color\##(tokens.count)": "#A0B0C0""##)
            size += tokens[tokens.count - 1].utf8.count + 2
        }
        var screens: [String] = []
        while size < bytes {
            screens.append(#"{ "id": "screen\#(screens.count)", "title": "Screen \#(screens.count)" }"#)
            size += screens[screens.count - 1].utf8.count + 2
        }
        return
            #"{ "platforms": { "iOS": "17.0" }, "colors": { \#(tokens.joined(separator: ", ")) }, "screens": [\#(screens.joined(separator: ", "))] }"#
    }

    func oneLineIndex(bytes: Int) throws -> Figures {
        let figures = Figures()
        let label = "one line, \(bytes) bytes"
        let directory = try Self.temporaryDirectory("one-line")
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = Self.oneLineSpec(bytes: bytes)
        let file = directory.appendingPathComponent("one.design.json")
        try Data(text.utf8).write(to: file)
        figures.note("\(label): \(text.utf8.count) bytes, 1 line")

        let client = try initializedClient(root: directory)
        defer { client.stop() }
        figures.record(Figures.mebibytes(client.memoryMiB(peak: false)), server: "designspec", spec: label, what: "RSS before indexing")
        let started = client.notify(InitializedNotification())
        let end = try client.notification(
            ProgressNotification<JSONValue>.self, after: started, timeout: options.timeLimitSeconds, where: WorkspaceBench.isIndexingEnd)
        figures.record(
            Figures.duration(Figures.milliseconds(from: started, to: end.arrival)), server: "designspec", spec: label,
            what: "initialized → indexing ended")
        figures.record(Figures.mebibytes(client.memoryMiB(peak: true)), server: "designspec", spec: label, what: "peak RSS after indexing")
        let opened = client.notify(
            DidOpenTextDocumentNotification(
                DidOpenTextDocumentParams(
                    textDocument: TextDocumentItem(uri: file.absoluteString, languageId: "designspec", version: 1, text: text))))
        let published = try diagnostics(client, uri: file.absoluteString, after: opened)
        figures.record(
            Figures.duration(Figures.milliseconds(from: opened, to: published.arrival)), server: "designspec", spec: label,
            what: "open → diagnostics")
        figures.record(
            Figures.mebibytes(client.memoryMiB(peak: true)), server: "designspec", spec: label, what: "peak RSS after opening it")
        return figures
    }

    // MARK: Import web

    /// The name of web spec `number`.
    static func webSpecName(_ number: Int) -> String {
        "web-" + String(repeating: "0", count: max(0, 4 - String(number).count)) + String(number) + ".design.json"
    }

    /// Spec `number` of a web of `count`: it imports every other spec, defines the color token
    /// `c<number>` and uses the next spec's token.
    static func webSpec(_ number: Int, count: Int) -> String {
        let imports = (0..<count).filter { $0 != number }.map { "\"\(webSpecName($0))\"" }.joined(separator: ", ")
        return """
            {
              "imports": [\(imports)],
              "name": "Web \(number)",
              "platforms": { "iOS": "17.0" },
              "colors": { "c\(number)": "label" },
              "screens": [{ "id": "s\(number)", "content": [{ "type": "text", "text": "Hello", "color": "c\((number + 1) % count)" }] }]
            }

            """
    }

    func importWeb(count: Int) throws -> Figures {
        let figures = Figures()
        let label = "web of \(count)"
        let directory = try Self.temporaryDirectory("web")
        defer { try? FileManager.default.removeItem(at: directory) }
        for number in 0..<count {
            try Data(Self.webSpec(number, count: count).utf8).write(to: directory.appendingPathComponent(Self.webSpecName(number)))
        }
        try timeCheck(directory.path, label: label, counting: "[import/cycle]", into: figures)

        let client = try initializedClient(root: directory)
        defer { client.stop() }
        let started = client.notify(InitializedNotification())
        _ = try client.notification(
            ProgressNotification<JSONValue>.self, after: started, timeout: options.timeLimitSeconds, where: WorkspaceBench.isIndexingEnd)
        let number = count / 2
        let file = directory.appendingPathComponent(Self.webSpecName(number))
        let original = Self.webSpec(number, count: count)
        let opened = client.notify(
            DidOpenTextDocumentNotification(
                DidOpenTextDocumentParams(
                    textDocument: TextDocumentItem(uri: file.absoluteString, languageId: "designspec", version: 1, text: original))))
        let first = try diagnostics(client, uri: file.absoluteString, after: opened)
        figures.record(
            Figures.duration(Figures.milliseconds(from: opened, to: first.arrival)), server: "designspec", spec: label,
            what: "open → diagnostics")
        var latencies: [Double] = []
        for version in 2..<(2 + min(options.iterations, 30)) {
            let value = version % 2 == 0 ? "secondaryLabel" : "label"
            let text = original.replacingOccurrences(of: "\"c\(number)\": \"label\"", with: "\"c\(number)\": \"\(value)\"")
            let sent = client.notify(
                DidChangeTextDocumentNotification(
                    DidChangeTextDocumentParams(
                        textDocument: TextDocumentIdentifier(uri: file.absoluteString, version: version),
                        contentChanges: [TextDocumentContentChangeEvent(text: text)])))
            let published = try diagnostics(client, uri: file.absoluteString, after: sent, version: version)
            latencies.append(Figures.milliseconds(from: sent, to: published.arrival))
        }
        figures.record(Figures.p50p95(latencies), server: "designspec", spec: label, what: "edit → diagnostics (p50 / p95)")
        figures.record(Figures.mebibytes(client.memoryMiB(peak: true)), server: "designspec", spec: label, what: "server peak RSS")
        return figures
    }

    // MARK: Did you mean

    /// A spec with `count` color tokens (two words and a number) and one screen of `count` texts,
    /// each using a token with its first two letters swapped: `count` unknown colors, each with a
    /// suggestion.
    static func suggestionsSpec(count: Int) -> String {
        let words = [
            "brand", "surface", "text", "accent", "border", "shadow", "overlay", "primary", "secondary", "tertiary", "muted", "inverse"
        ]
        let names = (0..<count).map { "\(words[$0 % words.count])\(words[($0 / words.count) % words.count].capitalized)\($0)" }
        let tokens = names.map { "    \"\($0)\": \"label\"" }.joined(separator: ",\n")
        let uses = names.map { name -> String in
            var letters = Array(name)
            letters.swapAt(0, 1)
            return "      { \"type\": \"text\", \"text\": \"Hi\", \"color\": \"\(String(letters))\" }"
        }.joined(separator: ",\n")
        return """
            {
              "platforms": { "iOS": "17.0" },
              "colors": {
            \(tokens)
              },
              "screens": [{ "id": "all", "content": [
            \(uses)
              ] }]
            }

            """
    }

    func suggestions(count: Int) throws -> Figures {
        let figures = Figures()
        let label = "\(count) tokens, \(count) unknown"
        let directory = try Self.temporaryDirectory("suggestions")
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = Self.suggestionsSpec(count: count)
        let file = directory.appendingPathComponent("suggestions.design.json")
        try Data(text.utf8).write(to: file)
        try timeCheck(file.path, label: label, counting: "did you mean", into: figures)

        let client = try initializedClient(root: directory)
        defer { client.stop() }
        client.notify(InitializedNotification())
        let opened = client.notify(
            DidOpenTextDocumentNotification(
                DidOpenTextDocumentParams(
                    textDocument: TextDocumentItem(uri: file.absoluteString, languageId: "designspec", version: 1, text: text))))
        let published = try diagnostics(client, uri: file.absoluteString, after: opened)
        figures.record(
            Figures.duration(Figures.milliseconds(from: opened, to: published.arrival)), server: "designspec", spec: label,
            what: "open → diagnostics")
        figures.record(Figures.mebibytes(client.memoryMiB(peak: true)), server: "designspec", spec: label, what: "server peak RSS")
        return figures
    }

    // MARK: Helpers

    private static func temporaryDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("designspec-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.resolvingSymlinksInPath()
    }

    /// Times `designspec check path` `runs` times (best and median wall time) and notes how many
    /// lines of its output contain `marker`.
    private func timeCheck(_ path: String, label: String, counting marker: String, into figures: Figures) throws {
        var times: [Double] = []
        var output = Data()
        for run in 0..<options.runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: options.serverPath)
            process.arguments = ["check", path]
            let pipe = Pipe()
            process.standardOutput = run == 0 ? pipe : FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = LSPClient.now()
            try process.run()
            if run == 0 { output = pipe.fileHandleForReading.readDataToEndOfFile() }
            process.waitUntilExit()
            times.append(Figures.milliseconds(from: start, to: LSPClient.now()))
            guard process.terminationStatus <= 1 else {
                throw BenchError("`designspec check \(path)` exited with \(process.terminationStatus)")
            }
        }
        figures.record(Figures.duration(times.min() ?? .nan), server: "designspec", spec: label, what: "`check` (best of \(options.runs))")
        figures.record(Figures.duration(Figures.percentile(times, 0.5)), server: "designspec", spec: label, what: "`check` (median)")
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").filter { $0.contains(marker) }.count
        figures.note("\(label): `check` printed \(output.count) bytes, \(lines) lines with “\(marker)”")
    }

    /// A server initialized with `root` as its workspace folder (work-done progress on), before
    /// `initialized`.
    private func initializedClient(root: URL) throws -> LSPClient {
        let client = try LSPClient(command: .designspec(options.serverPath), debounceMilliseconds: options.debounceMilliseconds)
        let initialize = client.request(
            InitializeRequest(
                InitializeParams(
                    processId: Int(ProcessInfo.processInfo.processIdentifier),
                    capabilities: BenchSession.capabilities(workDoneProgress: true),
                    workspaceFolders: [WorkspaceFolder(uri: root.absoluteString, name: "workspace")], rootUri: root.absoluteString)))
        _ = try client.response(to: initialize.id, timeout: options.timeLimitSeconds)
        return client
    }

    /// The first diagnostics of `uri` (of `version` or later, when given) published after `after`.
    private func diagnostics(_ client: LSPClient, uri: String, after: UInt64, version: Int? = nil) throws -> LSPClient.Incoming {
        try client.notification(PublishDiagnosticsNotification.self, after: after, timeout: options.timeLimitSeconds) { message in
            guard let params = message["params"], params["uri"]?.stringValue == uri else { return false }
            guard let version, let published = params["version"]?.intValue else { return true }
            return published >= version
        }
    }
}
