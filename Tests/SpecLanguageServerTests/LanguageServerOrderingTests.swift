import Foundation
import XCTest
@testable import SpecLanguageServer

/// In-process tests of ordering and cancellation, with the server's queue held to make races deterministic.
final class LanguageServerOrderingTests: XCTestCase {
    private var output = Pipe()
    private var inbox: MessageInbox!
    private var server: LanguageServer!
    private let uri = "file:///tmp/order.design.json"

    override func setUp() {
        output = Pipe()
        inbox = MessageInbox(reading: output.fileHandleForReading)
        server = LanguageServer(writer: MessageWriter(output: output.fileHandleForWriting),
                                environment: ["DESIGNSPEC_DEBOUNCE_MS": "0"], onExit: { _ in })
    }

    override func tearDown() {
        try? output.fileHandleForWriting.close()
    }

    private func receive(_ object: [String: JSONValue]) {
        var message = object
        message["jsonrpc"] = .string("2.0")
        server.receive(IncomingMessage(body: Array((try? JSONEncoder().encode(JSONValue.object(message))) ?? Data())))
    }

    private func initialize() {
        receive(["id": .int(1), "method": .string("initialize"), "params": .object(["capabilities": .object([:])])])
        XCTAssertNotNil(inbox.take { $0["id"] == .int(1) })
        receive(["method": .string("initialized")])
    }

    /// Holds the server's serial queue until the returned semaphore is signalled.
    private func holdQueue() -> DispatchSemaphore {
        let release = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        server.queue.async {
            held.signal()
            release.wait()
        }
        held.wait()
        return release
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
        XCTAssertNil(inbox.take(timeout: 0.2) { $0["id"] == .int(2) }, "a cancelled request must not be answered twice")
    }

    func testCancelOfAnsweredRequestIsIgnored() {
        initialize()
        receive(["id": .int(4), "method": .string("designspec/unknown")])
        XCTAssertNotNil(inbox.take { $0["id"] == .int(4) })
        receive(["method": .string("$/cancelRequest"), "params": .object(["id": .int(4)])])
        XCTAssertNil(inbox.take(timeout: 0.2) { $0["id"] == .int(4) })
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
        XCTAssertNil(inbox.take(timeout: 0.3) { $0["method"] == .string("textDocument/publishDiagnostics") })
        server.queue.sync {
            XCTAssertEqual(server.documents[uri]?.document.bytes, Array("{\(String(repeating: " ", count: 19))}".utf8))
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
            XCTAssertEqual(server.settings.analysis.defaultPlatforms.count, 1)
        }
    }
}
