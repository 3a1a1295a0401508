import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecSyntax
import XCTest
@testable import SpecLanguageServer

/// Diagnostics runs of outdated versions are cancelled, not finished and thrown away; keystroke
/// requests are answered while a rule run is pending.
final class DiagnosticsSchedulingTests: XCTestCase {
    private var harness: InProcessServer!
    private var inbox: MessageInbox { harness.inbox }
    private var server: LanguageServer { harness.server }
    private let uri = "file:///tmp/scheduling.design.json"

    override func setUp() {
        harness = InProcessServer()
        XCTAssertNotNil(harness.initialize())
    }

    override func tearDown() {
        harness = nil
    }

    /// Holds the rule-run queue until the returned semaphore is signalled.
    private func holdDiagnosticsQueue() -> DispatchSemaphore {
        harness.holdDiagnosticsQueue()
    }

    private func open(_ text: String) {
        harness.client.open(uri, text: text)
    }

    private func change(version: Int, line: Int, character: Int, text: String) {
        let position = Position(line: line, character: character)
        harness.client.notify(
            DidChangeTextDocumentNotification(
                DidChangeTextDocumentParams(
                    textDocument: TextDocumentIdentifier(uri: uri, version: version),
                    contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: position, end: position), text: text)])))
    }

    func testAnOutdatedRunIsCancelledBeforeItsRules() throws {
        let release = holdDiagnosticsQueue()
        open("{\n  \"screens\": [ { \"content\": [ { \"type\": \"button\", \"symbol\": \"star\", \"width\": 20 } ] } ]\n}")
        let first = try XCTUnwrap(server.queue.sync { server.onQueue.documents[uri]?.snapshot })
        change(version: 2, line: 1, character: 2, text: "\"name\": \"App\", ")
        server.queue.sync {}  // the change is applied and the version-2 run is queued behind the held one
        release.signal()
        let published = inbox.take(PublishDiagnosticsNotification.self)
        XCTAssertEqual(published?["params"]?["version"], .int(2))
        XCTAssertNil(first.analysis.diagnosticsIfComputed(), "version 1's rules never ran")
    }

    func testCompletionIsAnsweredWhileARuleRunWaits() {
        let release = holdDiagnosticsQueue()
        defer { release.signal() }
        open("{\n  \"screens\": [ { \"content\": [ { \"type\": \"button\", \"symbol\": \"star\" } ] } ]\n}")
        change(version: 2, line: 1, character: 54, text: ".")
        let list = try? harness.client.send(
            CompletionRequest(
                TextDocumentPositionParams(
                    textDocument: TextDocumentIdentifier(uri: uri), position: Position(line: 1, character: 55))))
        XCTAssertNotNil(list, "answered with the rule run still held")
        XCTAssertNil(server.queue.sync { server.onQueue.documents[uri]?.snapshot.analysis.diagnosticsIfComputed() })
    }
}
