import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import XCTest

/// The shared client's inbox: typed waits, arrival times, dropping, answering the server's requests,
/// and bodies that are not what they claim.
final class MessageInboxTests: XCTestCase {
    private let pipe = Pipe()
    private lazy var inbox = MessageInbox(reading: pipe.fileHandleForReading)

    override func tearDown() {
        try? pipe.fileHandleForWriting.close()
        super.tearDown()
    }

    private func write(_ bodies: String...) {
        write(bodies)
    }

    private func write(_ bodies: [String]) {
        for body in bodies { pipe.fileHandleForWriting.write(MessageWriter.frame(Data(body.utf8))) }
    }

    private func diagnostics(_ uri: String) -> String {
        #"{"jsonrpc":"2.0","method":"\#(PublishDiagnosticsNotification.method)","params":{"uri":"\#(uri)","diagnostics":[]}}"#
    }

    func testTypedWaitsTellANotificationFromARequestOfTheSameMethod() {
        _ = inbox
        write(
            #"{"jsonrpc":"2.0","id":1,"method":"\#(PublishDiagnosticsNotification.method)","params":{}}"#,
            diagnostics("a"),
            #"{"jsonrpc":"2.0","method":"\#(ConfigurationRequest.method)","params":{}}"#,
            #"{"jsonrpc":"2.0","id":"c","method":"\#(ConfigurationRequest.method)","params":{"items":[]}}"#)
        XCTAssertEqual(inbox.take(PublishDiagnosticsNotification.self)?["params"]?["uri"], .string("a"))
        XCTAssertEqual(inbox.take(ConfigurationRequest.self)?["id"], .string("c"))
        XCTAssertNil(inbox.take(ConfigurationRequest.self, timeout: 0), "a notification of a request's method is not a request")
        XCTAssertNil(inbox.take(PublishDiagnosticsNotification.self, timeout: 0), "a request of a notification's method is not one")
        XCTAssertEqual(inbox.remaining().count, 2)
    }

    func testArrivalsAreInOrderAndNotBeforeTheWrite() throws {
        _ = inbox
        let before = MessageInbox.now()
        write(#"{"jsonrpc":"2.0","id":1,"result":null}"#, diagnostics("a"), #"{"jsonrpc":"2.0","id":2,"result":7}"#)
        let second = try XCTUnwrap(inbox.response(to: .number(2)))
        XCTAssertNil(inbox.response(to: .string("1"), timeout: 0), "a string id is another id")
        let first = try XCTUnwrap(inbox.response(to: .number(1), timeout: 0))
        XCTAssertEqual(second.message["result"], .int(7))
        XCTAssertGreaterThanOrEqual(first.arrival, before)
        XCTAssertLessThanOrEqual(first.arrival, second.arrival)
        XCTAssertLessThanOrEqual(second.arrival, MessageInbox.now())
    }

    func testTheLatestNotificationDropsOnlyTheNotificationsBeforeIt() throws {
        _ = inbox
        let before = MessageInbox.now()
        write(
            diagnostics("a"), #"{"jsonrpc":"2.0","id":1,"result":null}"#, diagnostics("b"), diagnostics("c"),
            #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        XCTAssertNotNil(inbox.response(to: .number(2)), "everything before it has arrived")
        let b = try XCTUnwrap(
            inbox.latestNotification(PublishDiagnosticsNotification.self, arrivedAtOrAfter: before, timeout: 10) {
                $0["params"]?["uri"] == .string("b")
            })
        XCTAssertGreaterThanOrEqual(b.arrival, before)
        XCTAssertNil(
            inbox.latestNotification(PublishDiagnosticsNotification.self, arrivedAtOrAfter: before, timeout: 0) {
                $0["params"]?["uri"] == .string("a")
            }, "a is dropped")
        XCTAssertNotNil(inbox.response(to: .number(1), timeout: 0), "the response is kept")
        XCTAssertEqual(inbox.take(PublishDiagnosticsNotification.self, timeout: 0)?["params"]?["uri"], .string("c"), "c, after it, is kept")
        XCTAssertNil(
            inbox.latestNotification(PublishDiagnosticsNotification.self, arrivedAtOrAfter: MessageInbox.now() + 1, timeout: 0) { _ in true })
    }

    func testDiscardingNotificationsKeepsResponses() {
        _ = inbox
        write(diagnostics("a"), #"{"jsonrpc":"2.0","id":1,"result":null}"#, diagnostics("b"), #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        XCTAssertNotNil(inbox.response(to: .number(2)), "everything before it has arrived")
        inbox.discardNotifications()
        XCTAssertEqual(inbox.remaining().map { $0["id"] }, [.int(1)])
    }

    func testEveryServerRequestIsAnsweredWhenAsked() throws {
        let answered = Locked<[Data]>([])
        let arrived = DispatchSemaphore(value: 0)
        let client = LanguageClient(inbox: inbox) { body in
            answered.withLock { $0.append(body) }
            arrived.signal()
        }
        client.answerEveryServerRequest(with: JSONValue.null)
        write(#"{"jsonrpc":"2.0","id":"w","method":"\#(WorkDoneProgressCreateRequest.method)","params":{"token":"t"}}"#, diagnostics("a"))
        XCTAssertEqual(arrived.wait(timeout: .now() + 10), .success)
        let answer = try JSONDecoder().decode(JSONValue.self, from: try XCTUnwrap(answered.withLock { $0.first }))
        XCTAssertEqual(answer, .object(["jsonrpc": .string("2.0"), "id": .string("w"), "result": .null]))
        XCTAssertNotNil(inbox.take(PublishDiagnosticsNotification.self))
        XCTAssertNil(inbox.take(WorkDoneProgressCreateRequest.self, timeout: 0), "an answered request is not kept")
    }

    func testBodiesThatAreNotWhatTheyClaimStillArriveInOrder() throws {
        _ = inbox
        let hostile = [
            "{oops", #"{"method":"#, #"{"method":"\#(PublishDiagnosticsNotification.method)"#, #"{"id":"#, #"{"id":1,"method"#,
            #"{"method":"x\"#, #"{"a":[{"b":"}"]}],"method":"#, "[]", "\"",
        ]
        write(hostile + [#"{"jsonrpc":"2.0","id":9,"result":null}"#])
        try? pipe.fileHandleForWriting.close()
        let all = try XCTUnwrap(inbox.remainingAtEnd())
        XCTAssertEqual(all.count, hostile.count + 1)
        XCTAssertEqual(all.last?["id"], .int(9))
        XCTAssertEqual(all.first, .string("<undecodable>"))
    }
}
