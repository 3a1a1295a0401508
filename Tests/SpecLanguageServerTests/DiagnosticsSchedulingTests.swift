import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecSyntax
import XCTest
@testable import SpecLanguageServer

/// Diagnostics runs of outdated versions are cancelled, not finished and thrown away; keystroke
/// requests are answered while a rule run is pending.
final class DiagnosticsSchedulingTests: XCTestCase {
    private var output = Pipe()
    private var inbox: MessageInbox!
    private var server: LanguageServer!
    private let uri = "file:///tmp/scheduling.design.json"

    override func setUp() {
        output = Pipe()
        inbox = MessageInbox(reading: output.fileHandleForReading)
        server = LanguageServer(writer: MessageWriter(output: output.fileHandleForWriting),
                                environment: ["DESIGNSPEC_DEBOUNCE_MS": "0"], onExit: { _ in })
        receive(["id": .int(1), "method": .string("initialize"), "params": .object(["capabilities": .object([:])])])
        XCTAssertNotNil(inbox.take { $0["id"] == .int(1) })
        receive(["method": .string("initialized")])
    }

    override func tearDown() {
        try? output.fileHandleForWriting.close()
    }

    private func receive(_ object: [String: JSONValue]) {
        var message = object
        message["jsonrpc"] = .string("2.0")
        server.receive(IncomingMessage(body: Array((try? JSONEncoder().encode(JSONValue.object(message))) ?? Data())))
    }

    /// Holds the rule-run queue until the returned semaphore is signalled.
    private func holdDiagnosticsQueue() -> DispatchSemaphore {
        let release = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        server.diagnosticsQueue.async {
            held.signal()
            release.wait()
        }
        held.wait()
        return release
    }

    private func open(_ text: String) {
        receive(["method": .string("textDocument/didOpen"), "params": .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("json"), "version": .int(1), "text": .string(text),
        ])])])
    }

    private func change(version: Int, line: Int, character: Int, text: String) {
        receive(["method": .string("textDocument/didChange"), "params": .object([
            "textDocument": .object(["uri": .string(uri), "version": .int(version)]),
            "contentChanges": .array([.object([
                "range": .object(["start": .object(["line": .int(line), "character": .int(character)]),
                                  "end": .object(["line": .int(line), "character": .int(character)])]),
                "text": .string(text),
            ])]),
        ])])
    }

    func testAnOutdatedRunIsCancelledBeforeItsRules() throws {
        let release = holdDiagnosticsQueue()
        open("{\n  \"screens\": [ { \"content\": [ { \"type\": \"button\", \"symbol\": \"star\", \"width\": 20 } ] } ]\n}")
        let first = try XCTUnwrap(server.queue.sync { server.onQueue.documents[uri]?.snapshot })
        change(version: 2, line: 1, character: 2, text: "\"name\": \"App\", ")
        server.queue.sync {}  // the change is applied and the version-2 run is queued behind the held one
        release.signal()
        let published = inbox.take { $0["method"] == .string("textDocument/publishDiagnostics") }
        XCTAssertEqual(published?["params"]?["version"], .int(2))
        XCTAssertNil(first.analysis.diagnosticsIfComputed(), "version 1's rules never ran")
    }

    func testCompletionIsAnsweredWhileARuleRunWaits() {
        let release = holdDiagnosticsQueue()
        defer { release.signal() }
        open("{\n  \"screens\": [ { \"content\": [ { \"type\": \"button\", \"symbol\": \"star\" } ] } ]\n}")
        change(version: 2, line: 1, character: 54, text: ".")
        receive(["id": .int(2), "method": .string("textDocument/completion"), "params": .object([
            "textDocument": .object(["uri": .string(uri)]), "position": .object(["line": .int(1), "character": .int(55)]),
        ])])
        let answer = inbox.take { $0["id"] == .int(2) }
        XCTAssertNotNil(answer?["result"]?["items"], "answered with the rule run still held")
        XCTAssertNil(server.queue.sync { server.onQueue.documents[uri]?.snapshot.analysis.diagnosticsIfComputed() })
    }
}
