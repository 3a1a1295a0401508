import Foundation

/// One benchmark pass: a generated spec of one size, a fresh server, every measurement.
struct BenchRun {
    let serverPath: String
    let targetBytes: Int
    let iterations: Int
    let debounceMilliseconds: Int

    /// The figures of one pass, in milliseconds (RSS in MiB).
    struct Report {
        var specBytes = 0
        var initialize = 0.0
        var openToDiagnostics = 0.0
        var editToDiagnostics: [Double] = []
        var completionWarm: [Double] = []
        var completionAfterEdit: [Double] = []
        var completionItems = 0
        var hover: [Double] = []
        var peakRSSMiB = 0.0

        func formatted(label: String) -> String {
            func ms(_ value: Double) -> String { String(format: "%.2f", value) }
            func stats(_ values: [Double]) -> String {
                "p50 \(ms(Self.percentile(values, 0.5))) / p95 \(ms(Self.percentile(values, 0.95))) (n=\(values.count))"
            }
            return """
                \(label) spec (\(specBytes) bytes)
                  initialize                      \(ms(initialize))
                  didOpen → first diagnostics     \(ms(openToDiagnostics))
                  edit → diagnostics              \(stats(editToDiagnostics))
                  completion, warm                \(stats(completionWarm)) — \(completionItems) items
                  completion right after an edit  \(stats(completionAfterEdit))
                  hover                           \(stats(hover))
                  peak RSS                        \(String(format: "%.1f", peakRSSMiB)) MiB
                """
        }

        static func percentile(_ values: [Double], _ fraction: Double) -> Double {
            guard !values.isEmpty else { return .nan }
            let sorted = values.sorted()
            let rank = Int((fraction * Double(sorted.count - 1)).rounded())
            return sorted[min(max(rank, 0), sorted.count - 1)]
        }
    }

    func run() throws -> Report {
        var report = Report()
        let text = SpecGenerator.spec(targetBytes: targetBytes)
        report.specBytes = text.utf8.count
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bench.design.json")
        try Data(text.utf8).write(to: file)
        let uri = file.absoluteString

        // The probe: the symbol value of a button in the middle screen.
        let probe = try probePosition(in: text)
        let client = try LSPClient(serverPath: serverPath, debounceMilliseconds: debounceMilliseconds)
        defer { client.stop() }

        let start = LSPClient.now()
        let initialize = client.request("initialize", [
            "processId": ProcessInfo.processInfo.processIdentifier,
            "rootUri": directory.absoluteString,
            "capabilities": [
                "general": ["positionEncodings": ["utf-16"]],
                "textDocument": [
                    "hover": ["contentFormat": ["markdown", "plaintext"]],
                    "completion": ["completionItem": ["snippetSupport": false]],
                    "publishDiagnostics": ["versionSupport": true],
                ],
            ],
        ] as [String: Any])
        report.initialize = Self.milliseconds(from: start, to: try client.response(to: initialize).arrival)
        client.notify("initialized", [String: Any]())

        var version = 1
        let openStart = LSPClient.now()
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "designspec", "version": version, "text": text]])
        report.openToDiagnostics = Self.milliseconds(from: openStart, to: try waitForDiagnostics(client, uri: uri, version: version, after: openStart).arrival)

        let editRounds = max(3, min(iterations / 10, targetBytes >= 5_000_000 ? 5 : 20))
        for round in 0..<editRounds {
            version += 1
            let editStart = LSPClient.now()
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": probe.widthRange, "text": round % 2 == 0 ? "31" : "30"]],
            ] as [String: Any])
            report.editToDiagnostics.append(Self.milliseconds(from: editStart, to: try waitForDiagnostics(client, uri: uri, version: version, after: editStart).arrival))
        }

        let completionParams: [String: Any] = ["textDocument": ["uri": uri], "position": probe.cursor]
        for _ in 0..<iterations {
            let sent = LSPClient.now()
            let id = client.request("textDocument/completion", completionParams)
            let response = try client.response(to: id)
            report.completionWarm.append(Self.milliseconds(from: sent, to: response.arrival))
            report.completionItems = Self.itemCount(response.message)
        }

        let afterEditRounds = max(5, iterations / 10)
        for round in 0..<afterEditRounds {
            version += 1
            let sent = LSPClient.now()
            // Type in the symbol value: "star.fill" ↔ "star.fil" at the cursor's string.
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": probe.symbolTailRange(typed: round % 2 == 1), "text": round % 2 == 0 ? "" : "l"]],
            ] as [String: Any])
            let id = client.request("textDocument/completion", completionParams)
            report.completionAfterEdit.append(Self.milliseconds(from: sent, to: try client.response(to: id).arrival))
        }

        for _ in 0..<iterations {
            let sent = LSPClient.now()
            let id = client.request("textDocument/hover", completionParams)
            report.hover.append(Self.milliseconds(from: sent, to: try client.response(to: id).arrival))
        }
        report.peakRSSMiB = Self.peakRSSMiB(pid: client.pid)
        return report
    }

    private func waitForDiagnostics(_ client: LSPClient, uri: String, version: Int, after: UInt64) throws -> LSPClient.Incoming {
        try client.notification(after: after) { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any] else { return false }
            return params["uri"] as? String == uri && (params["version"] as? Int).map { $0 >= version } ?? false
        }
    }

    /// Where the benchmark types: inside the probe symbol of the middle screen, and that button's width.
    struct Probe {
        let line: Int
        let symbolStart: Int
        let widthStart: Int

        var cursor: [String: Int] { ["line": line, "character": symbolStart + 4] }
        var widthRange: [String: [String: Int]] {
            ["start": ["line": line, "character": widthStart], "end": ["line": line, "character": widthStart + 2]]
        }

        /// The range of the last `l` of `star.fill` (to delete), or the empty range after `star.fil` (to insert).
        func symbolTailRange(typed: Bool) -> [String: [String: Int]] {
            let end = symbolStart + "star.fil".count
            return ["start": ["line": line, "character": end], "end": ["line": line, "character": typed ? end : end + 1]]
        }
    }

    private func probePosition(in text: String) throws -> Probe {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let candidates = lines.indices.filter { lines[$0].contains("\"symbol\": \"\(SpecGenerator.probeSymbol)\"") }
        guard !candidates.isEmpty else { throw BenchError("probe symbol not found in the generated spec") }
        let index = candidates[candidates.count / 2]
        let line = String(lines[index])
        guard let symbol = line.range(of: "\"\(SpecGenerator.probeSymbol)\""), let width = line.range(of: "\"width\": ") else {
            throw BenchError("probe line malformed")
        }
        // The generated text is ASCII, so UTF-16 columns equal character offsets.
        return Probe(
            line: index, symbolStart: line.distance(from: line.startIndex, to: symbol.lowerBound) + 1,
            widthStart: line.distance(from: line.startIndex, to: width.upperBound))
    }

    private static func itemCount(_ message: [String: Any]) -> Int {
        if let list = message["result"] as? [String: Any], let items = list["items"] as? [Any] { return items.count }
        return (message["result"] as? [Any])?.count ?? 0
    }

    private static func milliseconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) / 1_000_000
    }

    /// Peak resident set size (VmHWM) of `pid` from /proc, in MiB; 0 when unavailable.
    private static func peakRSSMiB(pid: Int32) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kilobytes / 1024
        }
        return 0
    }
}
