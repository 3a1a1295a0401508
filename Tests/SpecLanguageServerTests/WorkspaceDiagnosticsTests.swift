import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest
@testable import SpecLanguageServer

/// `workspace/diagnostic` over real folders: every spec reported once, result ids that change with the
/// spec or anything it imports, work-done progress, partial results and cancellation between specs.
final class WorkspaceDiagnosticsTests: XCTestCase {
    private var harness: InProcessServer!
    private var inbox: MessageInbox { harness.inbox }
    private var nextID = 10

    override func setUp() {
        harness = InProcessServer()
    }

    override func tearDown() {
        harness = nil
    }

    private static let files = [
        "tokens.design.jsonc": ##"{ "colors": { "brand": { "light": "#0A5FCC", "dark": "#5AA2FF" } } }"##,
        "features/cart.design.jsonc": ##"""
        { "imports": ["../tokens.design.jsonc", 1️⃣"../missing.design.jsonc"], "platforms": { "iOS": "17.0" },
          "screens": [{ "id": "cart", "content": [{ "type": "text", "text": "Total", "color": "brand" }] }] }
        """##,
        "features/about.design.jsonc": ##"""
        { "platforms": { "iOS": "17.0" }, "screens": [{ "id": "about", "content": [{ "type": "text", "text": "Hi" }] }] }
        """##
    ]

    /// `initialize` from a client that pulls diagnostics, with `folders` as workspace folders.
    private func initialize(folders: [String]) {
        let result = try? harness.client.initialize(
            InitializeParams(
                capabilities: ClientCapabilities(textDocument: .init(diagnostic: .object([:]))),
                workspaceFolders: folders.map { WorkspaceFolder(uri: Self.uri($0), name: "w") }))
        let provider = result?.capabilities.diagnosticProvider
        XCTAssertEqual(provider?.workspaceDiagnostics, true)
        XCTAssertEqual(provider?.interFileDependencies, true)
    }

    private static func uri(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// Sends `workspace/diagnostic` and returns its id.
    private func send(previous: [String: JSONValue] = [:], workDone: String? = nil, partial: String? = nil) -> JSONValue {
        nextID += 1
        let params = WorkspaceDiagnosticParams(
            previousResultIds: previous.keys.sorted().map { .init(uri: $0, value: previous[$0]?.stringValue ?? "") },
            workDoneToken: workDone.map { .string($0) }, partialResultToken: partial.map { .string($0) })
        harness.client.post(WorkspaceDiagnosticRequest(params), id: .number(nextID))
        return .int(nextID)
    }

    /// The reports of a pull, by URI.
    private func pull(previous: [String: JSONValue] = [:]) -> [String: JSONValue] {
        let id = send(previous: previous)
        let items = inbox.take { $0["id"] == id }?["result"]?["items"]?.arrayValue ?? []
        var reports: [String: JSONValue] = [:]
        for item in items {
            guard let uri = item["uri"]?.stringValue else { continue }
            XCTAssertNil(reports[uri], "\(uri) reported twice")
            reports[uri] = item
        }
        return reports
    }

    private func codes(_ report: JSONValue?) -> [String] {
        (report?["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    private func open(_ path: String, version: Int, text: String) {
        harness.client.open(Self.uri(path), text: text, languageId: "jsonc", version: version)
    }

    /// The `$/progress` values sent on `token` among `messages`, in order.
    private func progress(on token: String, in messages: [JSONValue]) -> [JSONValue] {
        messages.filter { $0.isNotification(ProgressNotification<JSONValue>.self) && $0["params"]?["token"] == .string(token) }
            .compactMap { $0["params"]?["value"] }
    }

    /// Holds `diagnosticsQueue` until the returned semaphore is signalled.
    private func holdDiagnosticsQueue() -> (held: DispatchSemaphore, release: DispatchSemaphore) {
        let held = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        harness.server.diagnosticsQueue.async {
            held.signal()
            release.wait()
        }
        return (held, release)
    }

    func testEverySpecIsReportedClosedOnesWithoutVersionAndImportProblemsOnTheImporter() throws {
        let workspace = try MarkedWorkspace(Self.files)
        initialize(folders: [workspace.root])
        let about = workspace.path("features/about.design.jsonc")
        let edited =
            ##"{ "platforms": { "iOS": "17.0" }, "screens": [{ "id": "about", "content": [{ "type": "text", "text": "Hi", "color": "nope" }] }] }"##
        open(about, version: 5, text: edited)
        let reports = pull()
        XCTAssertEqual(Set(reports.keys), Set(Self.files.keys.map { Self.uri(workspace.path($0)) }))
        for (uri, report) in reports where uri != Self.uri(about) {
            XCTAssertEqual(report["version"], .null, "\(uri) is not open")
            XCTAssertEqual(report["kind"], .string("full"))
        }
        let cart = reports[Self.uri(workspace.path("features/cart.design.jsonc"))]
        let missing = try XCTUnwrap(
            cart?["items"]?.arrayValue?.first { $0["code"] == .string("import/missing-file") }, "\(String(describing: cart))")
        let importString = try XCTUnwrap(workspace["features/cart.design.jsonc"].offset("1"))
        XCTAssertEqual(missing["range"]?["start"], .object(["line": .int(0), "character": .int(importString)]), "on the import string")
        XCTAssertFalse(codes(cart).contains("unknown-color"), "`brand` comes from the tokens file: \(codes(cart))")
        XCTAssertTrue(codes(reports[Self.uri(workspace.path("tokens.design.jsonc"))]).allSatisfy { !$0.hasPrefix("import/") })

        // The open document: its version, and what `textDocument/diagnostic` gives for its current text.
        let openReport = try XCTUnwrap(reports[Self.uri(about)])
        XCTAssertEqual(openReport["version"], .int(5))
        let documentPull = harness.client.response(
            DocumentDiagnosticRequest(
                DocumentDiagnosticParams(
                    textDocument: TextDocumentIdentifier(uri: Self.uri(about)))))?["result"]
        XCTAssertEqual(openReport["items"], documentPull?["items"])
        XCTAssertEqual(openReport["resultId"], documentPull?["resultId"])
        XCTAssertTrue(codes(openReport).contains("unknown-color"), "the open text, not the file on disk: \(codes(openReport))")
    }

    func testResultIDsChangeWithTheSpecOrAnythingItImports() throws {
        let workspace = try MarkedWorkspace(Self.files)
        initialize(folders: [workspace.root])
        let first = pull()
        let ids = first.mapValues { $0["resultId"] ?? .null }
        XCTAssertEqual(Set(ids.values).count, ids.count, "each spec has its own result id: \(ids)")

        let again = pull(previous: ids)
        XCTAssertEqual(again.mapValues { $0["kind"] }, ids.mapValues { _ in .string("unchanged") })
        XCTAssertEqual(again.mapValues { $0["resultId"] ?? .null }, ids)
        XCTAssertTrue(again.values.allSatisfy { $0["items"] == nil })

        try workspace.write("tokens.design.jsonc", ##"{ "colors": { "brand": "#FF0000", "accent": "#00FF00" } }"##)
        let afterTokens = pull(previous: ids)
        let kinds = afterTokens.mapValues { $0["kind"]?.stringValue ?? "" }
        XCTAssertEqual(kinds[Self.uri(workspace.path("tokens.design.jsonc"))], "full")
        XCTAssertEqual(kinds[Self.uri(workspace.path("features/cart.design.jsonc"))], "full", "it imports the tokens file")
        XCTAssertEqual(kinds[Self.uri(workspace.path("features/about.design.jsonc"))], "unchanged", "it imports nothing")

        // Creating the missing import changes the importer's result too.
        try workspace.write("missing.design.jsonc", ##"{ "colors": { "extra": "#000000" } }"##)
        let newIDs = afterTokens.mapValues { $0["resultId"] ?? .null }
        let afterCreate = pull(previous: newIDs)
        XCTAssertEqual(afterCreate[Self.uri(workspace.path("features/cart.design.jsonc"))]?["kind"], .string("full"))
        XCTAssertFalse(codes(afterCreate[Self.uri(workspace.path("features/cart.design.jsonc"))]).contains("import/missing-file"))
        XCTAssertEqual(afterCreate[Self.uri(workspace.path("features/about.design.jsonc"))]?["kind"], .string("unchanged"))

        // Other settings: every result changes.
        harness.client.notify(
            DidChangeConfigurationNotification(
                DidChangeConfigurationParams(
                    settings: .object(["designspec": .object(["rules": .object(["min-touch-target": .string("off")])])]))))
        let latestIDs = afterCreate.mapValues { $0["resultId"] ?? .null }
        XCTAssertEqual(Set(pull(previous: latestIDs).values.compactMap { $0["kind"] }), [.string("full")])
    }

    func testAnOpenTokensFileChangesItsImportersResults() throws {
        let workspace = try MarkedWorkspace(Self.files)
        initialize(folders: [workspace.root])
        let ids = pull().mapValues { $0["resultId"] ?? .null }
        let cart = Self.uri(workspace.path("features/cart.design.jsonc"))
        open(workspace.path("tokens.design.jsonc"), version: 1, text: ##"{ "colors": { "other": "#FF0000" } }"##)
        let after = pull(previous: ids)
        XCTAssertEqual(after[cart]?["kind"], .string("full"))
        XCTAssertTrue(codes(after[cart]).contains("unknown-color"), "the open tokens text no longer defines `brand`: \(codes(after[cart]))")
    }

    func testAResultIDNamesTheInputsSoClosingADocumentSavedAsItIsKeepsIt() throws {
        let workspace = try MarkedWorkspace(Self.files)
        initialize(folders: [workspace.root])
        let about = workspace.path("features/about.design.jsonc")
        open(about, version: 2, text: workspace["features/about.design.jsonc"].text)
        let whileOpen = try XCTUnwrap(pull()[Self.uri(about)])
        XCTAssertEqual(whileOpen["version"], .int(2))
        harness.client.notify(
            DidCloseTextDocumentNotification(DocumentIdentifierParams(textDocument: TextDocumentIdentifier(uri: Self.uri(about)))))
        let closed = try XCTUnwrap(pull(previous: [Self.uri(about): whileOpen["resultId"] ?? .null])[Self.uri(about)])
        XCTAssertEqual(
            closed,
            .object([
                "kind": .string("unchanged"), "resultId": whileOpen["resultId"] ?? .null,
                "uri": .string(Self.uri(about)), "version": .null
            ]))
    }

    func testProgressAndPartialResultsInBatchesThenAnEmptyAnswer() throws {
        var files: [String: String] = [:]
        let count = WorkspaceDiagnosticsRun.batchSize + 8
        for index in 0..<count {
            files["specs/s\(index).design.jsonc"] = ##"{ "colors": { "c\##(index)": "#112233" } }"##
        }
        let workspace = try MarkedWorkspace(files)
        initialize(folders: [workspace.root])
        let id = send(workDone: "work", partial: "part")
        let answer = inbox.take { $0["id"] == id }
        XCTAssertEqual(answer?["result"], .object(["items": .array([])]), "every report went out as a partial result")
        let before = inbox.remaining()

        let batches = progress(on: "part", in: before).map { $0["items"]?.arrayValue ?? [] }
        XCTAssertEqual(batches.map(\.count), [WorkspaceDiagnosticsRun.batchSize, 8])
        let uris = batches.joined().compactMap { $0["uri"]?.stringValue }
        XCTAssertEqual(uris.sorted(), files.keys.map { Self.uri(workspace.path($0)) }.sorted())

        let work = progress(on: "work", in: before)
        XCTAssertEqual(work.first?["kind"], .string("begin"))
        XCTAssertEqual(work.first?["percentage"], .int(0))
        XCTAssertEqual(work.last, .object(["kind": .string("end"), "message": .string("\(count) specs checked")]))
        let reports = work.dropFirst().dropLast()
        XCTAssertTrue(reports.allSatisfy { $0["kind"] == .string("report") })
        // One report per step; a step checks `specsPerStep` specs (a few per core).
        let step = WorkspaceDiagnosticsRun.specsPerStep
        XCTAssertEqual(
            reports.map { $0["message"]?.stringValue ?? "" },
            stride(from: step, to: count + step, by: step).map { "\(min($0, count))/\(count) specs" })
        let percentages = reports.compactMap { $0["percentage"]?.intValue }
        XCTAssertEqual(percentages, percentages.sorted())
        XCTAssertEqual(percentages.last, 100)

        // Without a partial result token the answer carries every report.
        let whole = send(workDone: nil, partial: nil)
        XCTAssertEqual(inbox.take { $0["id"] == whole }?["result"]?["items"]?.arrayValue?.count, count)
    }

    func testCancellationIsAnsweredAtOnceAndStopsBeforeTheNextStep() throws {
        let workspace = try MarkedWorkspace(Self.files)
        initialize(folders: [workspace.root])
        let start = holdDiagnosticsQueue()
        start.held.wait()
        let id = send(workDone: "work", partial: "part")
        harness.barrier()  // the request captured its snapshots and queued its start behind the hold
        let between = holdDiagnosticsQueue()  // queued after the start, so it runs after the first step
        start.release.signal()
        between.held.wait()
        harness.client.notify(CancelRequestNotification(CancelParams(id: try harness.client.decode(RequestID.self, from: id))))
        XCTAssertEqual(inbox.take { $0["id"] == id }?["error"]?["code"], .int(-32800))
        between.release.signal()
        let end = inbox.take { $0["params"]?["value"]?["kind"] == .string("end") }
        XCTAssertEqual(end?["params"]?["value"]?["message"], .string("Cancelled"))
        harness.server.diagnosticsQueue.sync {}
        harness.barrier()
        let messages = inbox.remaining()
        XCTAssertEqual(
            progress(on: "work", in: messages).compactMap { $0["message"]?.stringValue },
            ["0/3 specs", "\(min(3, WorkspaceDiagnosticsRun.specsPerStep))/3 specs"],
            "one step was checked before the cancellation, none after")
        XCTAssertEqual(progress(on: "part", in: messages), [], "no partial result after the cancellation")
        XCTAssertFalse(messages.contains { $0["id"] == id }, "answered once")
    }

    func testVanishedFilesAndFoldersAreSkipped() throws {
        let workspace = try MarkedWorkspace(Self.files)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("dangling.design.jsonc"), withDestinationPath: workspace.path("nowhere.design.jsonc"))
        // Specs sorted before the others fill the first step, so the ones below come in later steps.
        let firstStep = (0..<WorkspaceDiagnosticsRun.specsPerStep).map { "a-first-\($0).design.jsonc" }
        for name in firstStep { try Data("{}\n".utf8).write(to: URL(fileURLWithPath: workspace.path(name))) }
        initialize(folders: [workspace.root, workspace.path("gone")])
        let start = holdDiagnosticsQueue()
        start.held.wait()
        let id = send()
        harness.barrier()
        let between = holdDiagnosticsQueue()
        start.release.signal()
        between.held.wait()
        // The specs were listed and the first step checked; one that comes later vanishes now.
        try FileManager.default.removeItem(atPath: workspace.path("tokens.design.jsonc"))
        between.release.signal()
        let items = inbox.take { $0["id"] == id }?["result"]?["items"]?.arrayValue ?? []
        XCTAssertEqual(
            items.compactMap { $0["uri"]?.stringValue }.sorted(),
            (firstStep + ["features/about.design.jsonc", "features/cart.design.jsonc"]).map { Self.uri(workspace.path($0)) }.sorted())
    }

    func testADeletedSpecTheClientHoldsAResultForIsClearedOnce() throws {
        let workspace = try MarkedWorkspace(Self.files)
        initialize(folders: [workspace.root])
        let about = Self.uri(workspace.path("features/about.design.jsonc"))
        let ids = pull().mapValues { $0["resultId"] ?? .null }
        try FileManager.default.removeItem(atPath: workspace.path("features/about.design.jsonc"))
        let gone = JSONValue.string(WorkspaceDiagnosticsRun.goneResultID)
        XCTAssertEqual(
            pull(previous: ids)[about],
            .object([
                "kind": .string("full"), "resultId": gone, "uri": .string(about), "version": .null, "items": .array([])
            ]), "an empty report, so the client drops the diagnostics it shows")
        var latest = ids
        latest[about] = gone
        XCTAssertEqual(pull(previous: latest)[about]?["kind"], .string("unchanged"))
        try workspace.write("features/about.design.jsonc", workspace["features/about.design.jsonc"].text)
        XCTAssertEqual(pull(previous: latest)[about]?["resultId"], ids[about], "back with the same text")
    }

    func testInvalidParamsAreAnInvalidParamsError() {
        initialize(folders: [])
        // Params no typed request can carry: written by hand.
        harness.receive(body: #"{"jsonrpc":"2.0","id":3,"method":"\#(WorkspaceDiagnosticRequest.method)","params":{"previousResultIds":5}}"#)
        XCTAssertEqual(inbox.take { $0["id"] == .int(3) }?["error"]?["code"], .int(-32602))
        harness.receive(
            body: #"{"jsonrpc":"2.0","id":4,"method":"\#(WorkspaceDiagnosticRequest.method)","params":{"previousResultIds":[],"workDoneToken":true}}"#)
        XCTAssertEqual(inbox.take { $0["id"] == .int(4) }?["error"]?["code"], .int(-32602))
    }
}
