import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecTestSupport
import XCTest

@testable import SpecLanguageServer

/// Completion and hover have a lane of their own (issue 30): they are answered while every queue of
/// whole-document work — the rule run, its publication, the other requests' workers — is held, and
/// whole-document work runs at a lower priority than theirs, so on a busy core a keystroke's thread
/// takes the core instead of waiting for a rule run's time slice.
final class KeystrokeLaneTests: XCTestCase {
    private static let spec = ##"{ "platforms": { "iOS": "17.0" }, "screens": [{ "id": "home", "content": [{ "type": "button", "title": "Star", "symbol": "star" }] }] }"##

    func testCompletionAndHoverAreAnsweredWhileWholeDocumentWorkHoldsEveryOtherQueue() throws {
        let (harness, uri) = try Self.openedSpec()

        let rules = harness.holdDiagnosticsQueue()
        let publisher = harness.holdPublisher()
        let workers = harness.holdWorkers()
        defer {
            rules.signal()
            publisher.signal()
            workers.signal()
        }
        // Type in the symbol value ("star" → "sta"), then ask at once.
        let symbol = try XCTUnwrap(Self.spec.range(of: "\"star\""))
        let column = Self.spec.utf16.distance(from: Self.spec.startIndex, to: symbol.lowerBound) + 4
        harness.client.notify(
            DidChangeTextDocumentNotification(
                DidChangeTextDocumentParams(
                    textDocument: TextDocumentIdentifier(uri: uri, version: 2),
                    contentChanges: [
                        TextDocumentContentChangeEvent(
                            range: LSPRange(start: Position(line: 0, character: column), end: Position(line: 0, character: column + 1)), text: "")
                    ])))
        let position = TextDocumentPositionParams(
            textDocument: TextDocumentIdentifier(uri: uri), position: Position(line: 0, character: column))

        let completion = try harness.client.send(CompletionRequest(position))
        XCTAssertTrue(completion.items.contains { $0.label == "star" }, "completion of \"sta\" offers star")
        let kind = try XCTUnwrap(Self.spec.range(of: "\"button\""))
        let kindColumn = Self.spec.utf16.distance(from: Self.spec.startIndex, to: kind.lowerBound) + 2
        let hover = try harness.client.send(
            HoverRequest(TextDocumentPositionParams(textDocument: position.textDocument, position: Position(line: 0, character: kindColumn))))
        XCTAssertNotNil(hover, "hover over the component kind answers")
    }

    func testAKeystrokesRequestHoldsTheGateFromArrivalToAnswerAndACancelReleasesIt() throws {
        let (harness, uri) = try Self.openedSpec()
        let gate = harness.server.tracker.keystrokeGate
        let position = TextDocumentPositionParams(
            textDocument: TextDocumentIdentifier(uri: uri), position: Position(line: 0, character: 10))

        let held = harness.holdRequestQueues()
        let completion = harness.client.post(CompletionRequest(position))
        let hover = harness.client.post(HoverRequest(position))
        _ = harness.client.post(DocumentSymbolRequest(DocumentIdentifierParams(textDocument: position.textDocument)))
        harness.barrier()
        XCTAssertEqual(gate.keystrokesInFlight, 2, "completion and hover, not the document symbols")
        harness.client.notify(CancelRequestNotification(CancelParams(id: hover)))
        XCTAssertEqual(harness.client.response(to: hover)?["error"]?["code"], .int(-32800))
        XCTAssertEqual(gate.keystrokesInFlight, 1, "the cancelled hover left")
        held.signal()
        XCTAssertNotNil(harness.client.response(to: completion)?["result"])
        harness.barrierAfterWorkers()
        XCTAssertEqual(gate.keystrokesInFlight, 0, "the answered completion left")
    }

    func testARuleRunAndItsPublicationWaitWhileAKeystrokeIsInFlight() throws {
        let (harness, uri) = try Self.openedSpec()
        let gate = harness.server.tracker.keystrokeGate
        gate.enter()  // a keystroke's request the server is answering
        var entered = true
        defer { if entered { gate.leave() } }
        harness.client.notify(
            DidChangeTextDocumentNotification(
                DidChangeTextDocumentParams(
                    textDocument: TextDocumentIdentifier(uri: uri, version: 2),
                    contentChanges: [TextDocumentContentChangeEvent(text: Self.spec.replacingOccurrences(of: "Star", with: "Stars"))])))
        XCTAssertTrue(gate.waitUntilWaiting(1, until: Date(timeIntervalSinceNow: 30)), "the rule run stepped aside")
        harness.barrier()
        XCTAssertNil(
            harness.client.notification(PublishDiagnosticsNotification.self, timeout: 0) { $0.version == 2 },
            "nothing of version 2 is published while the keystroke is in flight")
        gate.leave()
        entered = false
        XCTAssertNotNil(harness.client.notification(PublishDiagnosticsNotification.self) { $0.version == 2 })
    }

    /// A server with `spec` open and its first diagnostics received.
    private static func openedSpec() throws -> (InProcessServer, String) {
        let workspace = try MarkedWorkspace(["app.design.jsonc": spec])
        let uri = URL(fileURLWithPath: workspace.path("app.design.jsonc")).absoluteString
        let harness = InProcessServer()
        _ = try harness.client.send(
            InitializeRequest(
                InitializeParams(workspaceFolders: [WorkspaceFolder(uri: URL(fileURLWithPath: workspace.root).absoluteString, name: "w")])))
        harness.client.notify(InitializedNotification())
        harness.client.open(uri, text: spec, languageId: "jsonc")
        XCTAssertNotNil(harness.client.notification(PublishDiagnosticsNotification.self) { $0.uri == uri })
        return (harness, uri)
    }

    func testWholeDocumentWorkRunsBehindKeystrokes() {
        let server = InProcessServer().server
        let keystroke = Self.priority(on: server.keystrokes)
        XCTAssertLessThan(Self.rank(Self.priority(on: server.diagnosticsQueue)), Self.rank(keystroke), "rule runs")
        XCTAssertLessThan(Self.rank(Self.priority(on: server.publisher)), Self.rank(keystroke), "publication")
        XCTAssertGreaterThanOrEqual(Self.rank(keystroke), Self.rank(.default), "keystrokes run at least at the default priority")
    }

    /// The priority a block sent to `queue` runs at, read on the queue's own thread (`sync` could run
    /// the block on the calling thread).
    private static func priority(on queue: DispatchQueue) -> DispatchQoS.QoSClass {
        let read = Locked<DispatchQoS.QoSClass?>(nil)
        let done = DispatchSemaphore(value: 0)
        queue.async {
            read.withLock { $0 = WorkPriority.ofCallingThread }
            done.signal()
        }
        done.wait()
        return read.current ?? .unspecified
    }

    private static func rank(_ qos: DispatchQoS.QoSClass) -> Int {
        switch qos {
        case .background: 0
        case .utility: 1
        case .default, .unspecified: 2
        case .userInitiated: 3
        case .userInteractive: 4
        @unknown default: 2
        }
    }
}
