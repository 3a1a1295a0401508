import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecSyntax
import SpecTestSupport
import XCTest

@testable import SpecLanguageServer
@testable import SpecWorkspace

/// The workspace index learns an open spec's text when the server builds the snapshot of that
/// version, never waiting for its (debounced) diagnostics run (issue 19): the diagnostics queue is
/// held for the whole test, so no run happens at all.
final class WorkspaceIndexFromSnapshotTests: XCTestCase {
    func testAnOpenSpecIsIndexedWhenItsSnapshotIsBuiltWithoutItsDiagnostics() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": ##"{ "colors": { "brand": "#0055FF" } }"##,
            "a.design.jsonc": ##"{ "screens": [{ "id": "a" }] }"##
        ])
        let client = InProcessServer()
        _ = try client.client.send(
            InitializeRequest(
                InitializeParams(workspaceFolders: [WorkspaceFolder(uri: URL(fileURLWithPath: workspace.root).absoluteString, name: "w")])))
        let release = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        client.server.diagnosticsQueue.async {
            held.signal()
            release.wait()
        }
        held.wait()
        defer { release.signal() }
        client.client.notify(InitializedNotification())
        client.barrier()
        let index = client.server.workspace.index
        index.waitUntilIndexed()
        let (a, tokens) = (workspace.path("a.design.jsonc"), workspace.path("tokens.design.jsonc"))
        XCTAssertEqual(index.importers(of: tokens), [])

        let uri = URL(fileURLWithPath: a).absoluteString
        client.client.open(
            uri, text: ##"{ "imports": ["tokens.design.jsonc"], "colors": { "fresh": "brand" }, "screens": [{ "id": "a" }] }"##,
            languageId: "jsonc")
        // A request that needs the analysis builds the snapshot; the index has its summary at once.
        _ = try client.client.send(DocumentSymbolRequest(DocumentIdentifierParams(textDocument: TextDocumentIdentifier(uri: uri))))
        index.waitForUpdates()
        XCTAssertEqual(index.importers(of: tokens), [a])
        XCTAssertEqual(index.summary(ofSpecAt: a)?.symbols.map(\.name), ["fresh", "a"])
        XCTAssertEqual(index.indexedTokenUses(ofSpecAt: a, name: "brand", kind: .color)?.places.count, 1)

        // The next version likewise (the edit drops the import).
        let importsEnd = ##"{ "imports": ["tokens.design.jsonc"], "##.utf8.count
        client.client.notify(
            DidChangeTextDocumentNotification(
                DidChangeTextDocumentParams(
                    textDocument: TextDocumentIdentifier(uri: uri, version: 2),
                    contentChanges: [
                        TextDocumentContentChangeEvent(
                            range: LSPRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: importsEnd)),
                            text: "")
                    ])))
        _ = try client.client.send(DocumentSymbolRequest(DocumentIdentifierParams(textDocument: TextDocumentIdentifier(uri: uri))))
        index.waitForUpdates()
        XCTAssertEqual(index.importers(of: tokens), [])
        XCTAssertNil(index.indexedTokenUses(ofSpecAt: a, name: "brand", kind: .color)?.definitionPath)

        // No diagnostics were computed or published meanwhile.
        client.barrier()
        XCTAssertNil(client.inbox.take(timeout: 0) { $0["method"] == .string("textDocument/publishDiagnostics") })
    }
}
