import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest
@testable import SpecLanguageServer
@testable import SpecWorkspace

/// A rename or a references request asked while the workspace's first indexing runs waits for it: its
/// answer reaches the specs that use the token but are neither open nor indexed yet. (Other requests
/// answer at once.)
final class RenameWhileIndexingTests: XCTestCase {
    func testARenameDuringTheFirstIndexingReachesSpecsNotYetIndexed() throws {
        let answer = try answerDuringTheFirstIndexing { a, position in
            RenameRequest(RenameParams(textDocument: TextDocumentIdentifier(uri: a), position: position, newName: "primary"))
        }
        let changes = answer.result["result"]?["changes"]?.objectValue ?? [:]
        XCTAssertEqual(Set(changes.keys), answer.usingFiles, "\(answer.result)")
    }

    func testReferencesDuringTheFirstIndexingReachSpecsNotYetIndexed() throws {
        let answer = try answerDuringTheFirstIndexing { a, position in
            ReferencesRequest(
                ReferenceParams(textDocument: TextDocumentIdentifier(uri: a), position: position, context: .init(includeDeclaration: true)))
        }
        let uris = (answer.result["result"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }
        XCTAssertEqual(Set(uris), answer.usingFiles, "\(answer.result)")
    }

    /// Sends the request `make` builds (from spec a's URI and the position of its use of `brand`) while
    /// the index's scans are held, checks that no answer comes before they are released, and returns
    /// the answer with the URIs of every spec that declares or uses `brand`.
    private func answerDuringTheFirstIndexing<Request: LSPRequest>(
        _ make: (_ a: String, _ position: Position) -> Request
    ) throws -> (result: JSONValue, usingFiles: Set<String>) {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": ##"{ "colors": { "brand": "#0055FF" } }"##,
            "a.design.jsonc": ##"{ "imports": ["tokens.design.jsonc"], "screens": [{ "id": "a", "background": 1️⃣"brand" }] }"##,
            "b.design.jsonc": ##"{ "imports": ["tokens.design.jsonc"], "screens": [{ "id": "b", "background": "brand" }] }"##,
            "c.design.jsonc": ##"{ "imports": ["tokens.design.jsonc"], "screens": [{ "id": "c", "background": "brand" }] }"##
        ])
        let client = InProcessServer()
        XCTAssertNoThrow(
            try client.client.send(
                InitializeRequest(
                    InitializeParams(
                        workspaceFolders: [WorkspaceFolder(uri: URL(fileURLWithPath: workspace.root).absoluteString, name: "w")]))))

        // The index's scans are held, so after `initialized` it knows no spec.
        let release = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        client.server.workspace.index.scans.async {
            held.signal()
            release.wait()
        }
        held.wait()
        client.client.notify(InitializedNotification())
        let a = URL(fileURLWithPath: workspace.path("a.design.jsonc")).absoluteString
        client.client.open(a, text: workspace["a.design.jsonc"].text, languageId: "jsonc")
        client.barrier()
        XCTAssertFalse(client.server.workspace.index.progress.isComplete)
        // The open spec's own diagnostics run may already have told the index about `a` (that queue is
        // not held); b and c come only from the held scans.
        let known = Set(client.server.workspace.index.importers(of: workspace.path("tokens.design.jsonc")))
        XCTAssertTrue(
            known.isDisjoint(with: [workspace.path("b.design.jsonc"), workspace.path("c.design.jsonc")]),
            "b and c are not indexed yet: \(known)")

        let position = LineIndex(workspace["a.design.jsonc"].text).position(
            of: workspace["a.design.jsonc"].offset("1") ?? 0, encoding: .utf16)
        client.client.post(make(a, Position(line: position.line, character: position.character)), id: .number(2))
        client.barrier()  // the request is on a worker now
        // While the index is held, no answer comes (an answer now would miss b and c). The bound only
        // limits how long the test looks for a wrong early answer; the answer checked below comes after release.
        XCTAssertNil(client.inbox.take(timeout: 1) { $0["id"] == .int(2) }, "the request answered before the index was complete")
        release.signal()

        let answer = try XCTUnwrap(client.inbox.take { $0["id"] == .int(2) })
        let indexed = Set(client.server.workspace.index.importers(of: workspace.path("tokens.design.jsonc")))
        XCTAssertTrue(
            indexed.isSuperset(of: [workspace.path("b.design.jsonc"), workspace.path("c.design.jsonc")]),
            "the scans found b and c: \(indexed)")
        let using = ["tokens.design.jsonc", "a.design.jsonc", "b.design.jsonc", "c.design.jsonc"].map {
            URL(fileURLWithPath: workspace.path($0)).absoluteString
        }
        return (answer, Set(using))
    }
}
