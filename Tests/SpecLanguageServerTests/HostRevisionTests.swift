import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecTestSupport
import XCTest

@testable import SpecLanguageServer

/// The server on its host (issue 29): a request computed after the text it read moved on answers
/// ContentModified (hover, completion, references — not only rule runs), a request about text that
/// did not move still answers, and a spec importing an open spec reads the tree that spec's own
/// analysis made instead of parsing its text again. Races are made deterministic by holding the
/// workers and the rule-run queue.
final class HostRevisionTests: XCTestCase {
    private static let tokens = ##"{ "colors": { "brand": "#0055FF" } }"##
    private static let app = ##"{ "imports": ["tokens.design.jsonc"], "screens": [{ "id": "home", "background": "brand" }] }"##

    private var workspace: MarkedWorkspace!
    private var harness: InProcessServer!

    override func setUpWithError() throws {
        workspace = try MarkedWorkspace(["tokens.design.jsonc": Self.tokens, "app.design.jsonc": Self.app])
        harness = InProcessServer()
        _ = try harness.client.send(
            InitializeRequest(
                InitializeParams(workspaceFolders: [WorkspaceFolder(uri: URL(fileURLWithPath: workspace.root).absoluteString, name: "w")])))
        harness.client.notify(InitializedNotification())
        harness.server.workspace.index.waitUntilIndexed()
    }

    override func tearDown() {
        harness = nil
        workspace = nil
    }

    private func uri(_ name: String) -> String {
        URL(fileURLWithPath: workspace.path(name)).absoluteString
    }

    private func open(_ name: String, _ text: String) {
        harness.client.open(uri(name), text: text, languageId: "jsonc")
    }

    /// Inserts `text` at `character` of the first line of `name`'s document, as `version`.
    private func type(_ text: String, in name: String, at character: Int = 0, version: Int) {
        let start = Position(line: 0, character: character)
        harness.client.notify(
            DidChangeTextDocumentNotification(
                DidChangeTextDocumentParams(
                    textDocument: TextDocumentIdentifier(uri: uri(name), version: version),
                    contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: start, end: start), text: text)])))
    }

    private func position(in name: String, _ character: Int) -> TextDocumentPositionParams {
        TextDocumentPositionParams(textDocument: TextDocumentIdentifier(uri: uri(name)), position: Position(line: 0, character: character))
    }

    /// The error code of the answer to `id` (nil for a result).
    private func errorCode(of id: RequestID) throws -> Int? {
        let response = try XCTUnwrap(harness.client.response(to: id), "no answer")
        guard let error = response["error"], error != .null else { return nil }
        return error["code"]?.intValue
    }

    func testHoverAndCompletionOverAMovedTextAnswerContentModified() throws {
        open("app.design.jsonc", Self.app)
        let rules = harness.holdDiagnosticsQueue()
        defer { rules.signal() }
        let workers = harness.holdRequestQueues()
        let hover = harness.client.post(HoverRequest(position(in: "app.design.jsonc", 83)))
        let completion = harness.client.post(CompletionRequest(position(in: "app.design.jsonc", 83)))
        type(" ", in: "app.design.jsonc", version: 2)
        harness.server.queue.sync {}  // both requests took the version-1 snapshot; version 2 is applied
        workers.signal()

        XCTAssertEqual(try errorCode(of: hover), ResponseError.contentModified.code)
        XCTAssertEqual(try errorCode(of: completion), ResponseError.contentModified.code)
        // Asked again, about the text the editor has, they answer.
        XCTAssertNotNil(try harness.client.send(HoverRequest(position(in: "app.design.jsonc", 84))))
        XCTAssertFalse(try harness.client.send(CompletionRequest(position(in: "app.design.jsonc", 84))).items.isEmpty)
    }

    func testARequestWhoseDocumentDidNotMoveAnswersWhileAnotherChanges() throws {
        open("app.design.jsonc", Self.app)
        open("tokens.design.jsonc", Self.tokens)
        let rules = harness.holdDiagnosticsQueue()
        defer { rules.signal() }
        let workers = harness.holdRequestQueues()
        let hover = harness.client.post(HoverRequest(position(in: "app.design.jsonc", 83)))
        type(" ", in: "tokens.design.jsonc", version: 2)
        harness.server.queue.sync {}
        workers.signal()
        XCTAssertNil(try errorCode(of: hover))
    }

    func testReferencesAreCancelledByAChangeToAnyOpenSpec() throws {
        open("app.design.jsonc", Self.app)
        open("tokens.design.jsonc", Self.tokens)
        let rules = harness.holdDiagnosticsQueue()
        defer { rules.signal() }
        let workers = harness.holdRequestQueues()
        // On `brand` in the tokens file; the app, which uses it, changes meanwhile.
        let references = harness.client.post(
            ReferencesRequest(
                ReferenceParams(
                    textDocument: TextDocumentIdentifier(uri: uri("tokens.design.jsonc")), position: Position(line: 0, character: 17),
                    context: .init(includeDeclaration: true))))
        type(" ", in: "app.design.jsonc", version: 2)
        harness.server.queue.sync {}
        workers.signal()
        XCTAssertEqual(try errorCode(of: references), ResponseError.contentModified.code)
    }

    func testAnImporterReadsTheOpenSpecsOwnTreeWithoutASecondParse() throws {
        open("tokens.design.jsonc", Self.tokens)
        open("app.design.jsonc", Self.app)
        XCTAssertNotNil(harness.client.notification(PublishDiagnosticsNotification.self) { $0.uri == self.uri("app.design.jsonc") })
        XCTAssertNotNil(harness.client.notification(PublishDiagnosticsNotification.self) { $0.uri == self.uri("tokens.design.jsonc") })

        WorkLog.startRecording()
        defer { WorkLog.stopRecording() }
        // A keystroke in the tokens file's `colors` object re-checks the app, which reads the tokens
        // file's new version.
        type(" ", in: "tokens.design.jsonc", at: 13, version: 2)
        XCTAssertNotNil(
            harness.client.notification(PublishDiagnosticsNotification.self) { $0.uri == self.uri("app.design.jsonc") && $0.version == 1 })
        let tokensWork = WorkLog.counted(for: workspace.path("tokens.design.jsonc"))
        XCTAssertEqual(tokensWork[.fullParse, default: 0], 0, "the tokens file was parsed again for its importer: \(tokensWork)")
        XCTAssertGreaterThan(tokensWork[.parsedBytes, default: 0], 0, "the tokens file's own analysis did not run")
    }
}
