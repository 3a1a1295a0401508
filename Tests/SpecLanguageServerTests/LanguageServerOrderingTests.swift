import Foundation
import LanguageServerTestSupport
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

    private func receive(_ object: [String: JSONValue]) {
        harness.receive(object)
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
        receive(["id": .int(2), "method": .string("shutdown")])
        receive(["method": .string("$/cancelRequest"), "params": .object(["id": .int(2)])])
        XCTAssertEqual(inbox.take(timeout: 5) { $0["id"] == .int(2) }?["error"]?["code"], .int(-32800),
                       "answered while the queue is still held")
        release.signal()
        receive(["id": .int(3), "method": .string("designspec/unknown")])
        XCTAssertEqual(inbox.take { $0["id"] == .int(3) }?["error"]?["code"], .int(-32601))
        // Request 2 was handled on the queue before request 3, so an answer to it would precede 3's.
        XCTAssertFalse(inbox.remaining().contains { $0["id"] == .int(2) }, "a cancelled request must not be answered twice")
    }

    func testCancelOfAnsweredRequestIsIgnored() {
        initialize()
        receive(["id": .int(4), "method": .string("designspec/unknown")])
        XCTAssertNotNil(inbox.take { $0["id"] == .int(4) })
        receive(["method": .string("$/cancelRequest"), "params": .object(["id": .int(4)])])
        harness.barrier()
        XCTAssertFalse(inbox.remaining().contains { $0["id"] == .int(4) })
    }

    func testEditsApplyInOrderAndOnlyTheCurrentVersionIsPublished() {
        initialize()
        let release = holdQueue()
        receive(["method": .string("textDocument/didOpen"), "params": .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("json"), "version": .int(1), "text": .string("{}"),
        ])])])
        for version in 2...20 {
            receive(["method": .string("textDocument/didChange"), "params": .object([
                "textDocument": .object(["uri": .string(uri), "version": .int(version)]),
                "contentChanges": .array([.object([
                    "range": .object(["start": .object(["line": .int(0), "character": .int(1)]),
                                      "end": .object(["line": .int(0), "character": .int(1)])]),
                    "text": .string(" "),
                ])]),
            ])])
        }
        release.signal()
        let published = inbox.take { $0["method"] == .string("textDocument/publishDiagnostics") }
        XCTAssertEqual(published?["params"]?["version"], .int(20), "older versions are never published")
        harness.barrierAfterWorkers()
        XCTAssertFalse(inbox.remaining().contains { $0["method"] == .string("textDocument/publishDiagnostics") })
        server.queue.sync {
            XCTAssertEqual(server.onQueue.documents[uri]?.document.bytes, Array("{\(String(repeating: " ", count: 19))}".utf8))
        }
    }

    func testSettingsFromConfigurationChangeReanalyse() {
        initialize()
        receive(["method": .string("textDocument/didOpen"), "params": .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("json"), "version": .int(1), "text": .string("{}"),
        ])])])
        XCTAssertNotNil(inbox.take { $0["method"] == .string("textDocument/publishDiagnostics") })
        receive(["method": .string("workspace/didChangeConfiguration"), "params": .object(["settings": .object([
            "designspec": .object(["defaultPlatforms": .object(["iOS": .string("17.0")])]),
        ])])])
        XCTAssertNotNil(inbox.take { $0["method"] == .string("textDocument/publishDiagnostics") }, "republished under new settings")
        server.queue.sync {
            XCTAssertEqual(server.onQueue.settings.analysis.defaultPlatforms.count, 1)
        }
    }
}
