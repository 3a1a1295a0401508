import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecTestSupport
import XCTest

@testable import SpecLanguageServer

/// The server on its host (issue 29): a spec importing an open spec reads the tree that spec's own
/// analysis made instead of parsing its text again.
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
