import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import XCTest
@testable import SpecLanguageServer

/// In-process tests of ordering and cancellation, with the server's queue held to make races deterministic.
final class LanguageServerOrderingTests: XCTestCase {
    private var harness: InProcessServer!
    private var inbox: MessageInbox { harness.inbox }
    private var server: LanguageServer { harness.server }
    private let uri = "file:///tmp/order.design.json"

    override func setUp() {
        harness = InProcessServer()
    }

    override func tearDown() {
        harness = nil
    }

    private var client: LanguageClient { harness.client }

    /// A method the server does not know.
    private struct UnknownRequest: LSPRequest {
        static let method = "designspec/unknown"
        typealias Result = JSONValue?
        var params = NoParams()
    }

    private func open() {
        client.open(uri, text: "{}")
    }

    private func initialize() {
        XCTAssertNotNil(harness.initialize())
    }

    private func holdQueue() -> DispatchSemaphore {
        harness.holdQueue()
    }

    func testCancelOvertakesQueuedRequestAndItIsNotAnsweredAgain() {
        initialize()
        let release = holdQueue()
        client.post(ShutdownRequest(), id: .number(2))
        client.notify(CancelRequestNotification(CancelParams(id: .number(2))))
        XCTAssertEqual(
            inbox.take { $0["id"] == .int(2) }?["error"]?["code"], .int(-32800),
            "answered while the queue is still held")
        release.signal()
        client.post(UnknownRequest(), id: .number(3))
        XCTAssertEqual(inbox.take { $0["id"] == .int(3) }?["error"]?["code"], .int(-32601))
        // Request 2 was handled on the queue before request 3, so an answer to it would precede 3's.
        XCTAssertFalse(inbox.remaining().contains { $0["id"] == .int(2) }, "a cancelled request must not be answered twice")
    }

    func testCancelOfAnsweredRequestIsIgnored() {
        initialize()
        client.post(UnknownRequest(), id: .number(4))
        XCTAssertNotNil(inbox.take { $0["id"] == .int(4) })
        client.notify(CancelRequestNotification(CancelParams(id: .number(4))))
        harness.barrier()
        XCTAssertFalse(inbox.remaining().contains { $0["id"] == .int(4) })
    }

    func testEditsApplyInOrderAndOnlyTheCurrentVersionIsPublished() {
        initialize()
        let release = holdQueue()
        open()
        let insertion = LSPRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 1))
        for version in 2...20 {
            client.notify(
                DidChangeTextDocumentNotification(
                    DidChangeTextDocumentParams(
                        textDocument: TextDocumentIdentifier(uri: uri, version: version),
                        contentChanges: [TextDocumentContentChangeEvent(range: insertion, text: " ")])))
        }
        release.signal()
        let published = inbox.take(PublishDiagnosticsNotification.self)
        XCTAssertEqual(published?["params"]?["version"], .int(20), "older versions are never published")
        harness.barrierAfterWorkers()
        XCTAssertFalse(inbox.remaining().contains { $0.isNotification(PublishDiagnosticsNotification.self) })
        server.queue.sync {
            let text = server.onQueue.documents[uri].flatMap { server.workspace.host.document(at: $0.document.path) }
            XCTAssertEqual(text?.lineIndex.bytes, Array("{\(String(repeating: " ", count: 19))}".utf8))
        }
    }

    func testSettingsFromConfigurationChangeReanalyse() {
        initialize()
        open()
        XCTAssertNotNil(inbox.take(PublishDiagnosticsNotification.self))
        client.notify(
            DidChangeConfigurationNotification(
                DidChangeConfigurationParams(
                    settings: .object([
                        "designspec": .object(["defaultPlatforms": .object(["iOS": .string("17.0")])])
                    ]))))
        XCTAssertNotNil(inbox.take(PublishDiagnosticsNotification.self), "republished under new settings")
        server.queue.sync {
            XCTAssertEqual(server.onQueue.settings.analysis.defaultPlatforms.count, 1)
        }
    }
}
