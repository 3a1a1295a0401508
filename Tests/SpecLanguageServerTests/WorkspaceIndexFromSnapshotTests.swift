import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecSyntax
import SpecTestSupport
import XCTest

@testable import SpecLanguageServer
@testable import SpecWorkspace

/// The workspace index learns an open spec's text when a request that reads the index needs that
/// version, never waiting for its (debounced) diagnostics run (issue 19), and never from a keystroke's
/// request (issue 30): the diagnostics queue is held for the whole test, so no run happens at all.
final class WorkspaceIndexFromSnapshotTests: XCTestCase {
    /// References from `a`'s use of `brand` (the index answers them).
    private func references(in client: InProcessServer, uri: String, text: String) throws {
        let brand = try XCTUnwrap(text.range(of: "\"brand\""))
        let character = text.utf16.distance(from: text.startIndex, to: brand.lowerBound) + 2
        _ = try client.client.send(
            ReferencesRequest(
                ReferenceParams(
                    textDocument: TextDocumentIdentifier(uri: uri), position: Position(line: 0, character: character),
                    context: .init(includeDeclaration: true))))
    }

    func testAnOpenSpecIsIndexedWhenAReferencesRequestNeedsItWithoutItsDiagnostics() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": ##"{ "colors": { "brand": "#0055FF" } }"##,
            "a.design.jsonc": ##"{ "screens": [{ "id": "a" }] }"##
        ])
        let client = InProcessServer()
        _ = try client.client.send(
            InitializeRequest(
                InitializeParams(workspaceFolders: [WorkspaceFolder(uri: URL(fileURLWithPath: workspace.root).absoluteString, name: "w")])))
        let release = client.holdDiagnosticsQueue()
        defer { release.signal() }
        client.client.notify(InitializedNotification())
        client.barrier()
        let index = client.server.workspace.index
        index.waitUntilIndexed()
        let (a, tokens) = (workspace.path("a.design.jsonc"), workspace.path("tokens.design.jsonc"))
        XCTAssertEqual(index.importers(of: tokens), [])

        let uri = URL(fileURLWithPath: a).absoluteString
        let text = ##"{ "imports": ["tokens.design.jsonc"], "colors": { "fresh": "brand" }, "screens": [{ "id": "a" }] }"##
        client.client.open(uri, text: text, languageId: "jsonc")
        // A request that needs only the analysis builds the snapshot and leaves the index alone.
        _ = try client.client.send(DocumentSymbolRequest(DocumentIdentifierParams(textDocument: TextDocumentIdentifier(uri: uri))))
        index.waitForUpdates()
        XCTAssertEqual(index.importers(of: tokens), [])
        // References read the index: it has the open version's summary first.
        try references(in: client, uri: uri, text: text)
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
        try references(in: client, uri: uri, text: "{" + text.dropFirst(importsEnd))  // ASCII: characters are bytes
        index.waitForUpdates()
        XCTAssertEqual(index.importers(of: tokens), [])
        XCTAssertNil(index.indexedTokenUses(ofSpecAt: a, name: "brand", kind: .color)?.definitionPath)

        // No diagnostics were computed or published meanwhile.
        client.barrier()
        XCTAssertNil(client.inbox.take(PublishDiagnosticsNotification.self, timeout: 0))
    }

    /// References from the tokens file reach a closed spec only through what the open specs import now:
    /// `c` (closed) sees `brand` through `b`, whose open text no longer imports the tokens file.
    func testReferencesFollowAnOpenSpecsCurrentImportsWithoutItsDiagnostics() throws {
        let tokensText = ##"{ "colors": { "brand": "#0055FF" } }"##
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": tokensText,
            "b.design.jsonc": ##"{ "imports": ["tokens.design.jsonc"], "screens": [{ "id": "b", "background": "brand" }] }"##,
            "c.design.jsonc": ##"{ "imports": ["b.design.jsonc"], "screens": [{ "id": "c", "background": "brand" }] }"##
        ])
        let client = InProcessServer()
        _ = try client.client.send(
            InitializeRequest(
                InitializeParams(workspaceFolders: [WorkspaceFolder(uri: URL(fileURLWithPath: workspace.root).absoluteString, name: "w")])))
        let release = client.holdDiagnosticsQueue()
        defer { release.signal() }
        client.client.notify(InitializedNotification())
        client.barrier()
        client.server.workspace.index.waitUntilIndexed()
        func uri(_ relative: String) -> String { URL(fileURLWithPath: workspace.path(relative)).absoluteString }
        client.client.open(uri("b.design.jsonc"), text: ##"{ "screens": [{ "id": "b" }] }"##, languageId: "jsonc")
        client.client.open(uri("tokens.design.jsonc"), text: tokensText, languageId: "jsonc")
        let key = try XCTUnwrap(tokensText.range(of: "\"brand\"")).lowerBound.utf16Offset(in: tokensText) + 1
        let references = try client.client.send(
            ReferencesRequest(
                ReferenceParams(
                    textDocument: TextDocumentIdentifier(uri: uri("tokens.design.jsonc")), position: Position(line: 0, character: key),
                    context: .init(includeDeclaration: true))))
        XCTAssertEqual(references.map(\.uri), [uri("tokens.design.jsonc")])
    }
}
