import LanguageServerProtocol
import XCTest

final class MessageFramerTests: XCTestCase {
    private func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    private func bodies(_ events: [MessageFramer.Event]) -> [String] {
        events.compactMap { event in
            if case .message(let body) = event { return String(decoding: body, as: UTF8.self) }
            return nil
        }
    }

    func testFramesSplitIntoSingleBytes() {
        var framer = MessageFramer()
        var events: [MessageFramer.Event] = []
        for byte in frame(#"{"a":"é😀"}"#) + frame("{}") {
            events += framer.feed([byte])
        }
        XCTAssertEqual(bodies(events), [#"{"a":"é😀"}"#, "{}"])
        XCTAssertFalse(framer.hasPartialFrame)
    }

    func testConcatenatedFramesInOneChunk() {
        var framer = MessageFramer()
        let events = framer.feed(frame("[1]") + frame("[2]") + frame("[3]"))
        XCTAssertEqual(bodies(events), ["[1]", "[2]", "[3]"])
    }

    func testContentTypeHeaderAndCaseAreAccepted() {
        var framer = MessageFramer()
        let bytes = Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        XCTAssertEqual(framer.feed(bytes), [.message(Array("{}".utf8))])
    }

    func testInvalidContentLengthIsReportedAndNextFrameStillRead() {
        var framer = MessageFramer()
        let events = framer.feed(Array("Content-Length: abc\r\n\r\n{\"x\":1}".utf8) + frame("{}"))
        XCTAssertEqual(events.count, 2)
        guard case .malformed(let reason) = events.first else { return XCTFail("expected malformed, got \(events)") }
        XCTAssertTrue(reason.contains("Content-Length"), reason)
        XCTAssertEqual(bodies(events), ["{}"])
    }

    func testMissingContentLengthAndHeaderWithoutColon() {
        var framer = MessageFramer()
        let events = framer.feed(Array("Content-Type: x\r\n\r\n".utf8) + Array("garbage line\r\n\r\n".utf8) + frame("{}"))
        let malformed = events.filter { if case .malformed = $0 { return true } else { return false } }
        XCTAssertEqual(malformed.count, 1, "one report per resynchronization: \(events)")
        XCTAssertEqual(bodies(events), ["{}"])
    }

    func testBodyShorterThanAnnouncedDoesNotSwallowTheNextFrame() {
        var framer = MessageFramer()
        let events = framer.feed(Array("Content-Length: 5\r\n\r\n{\"a\": 1}".utf8) + frame("{}"))
        XCTAssertEqual(bodies(events), [#"{"a":"#, "{}"])
        XCTAssertEqual(events.count, 3, "the leftover is reported once: \(events)")
    }

    func testTruncatedBodyIsAPartialFrame() {
        var framer = MessageFramer()
        XCTAssertEqual(framer.feed(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8)), [])
        XCTAssertTrue(framer.hasPartialFrame)
    }

    func testWriterFramesWithByteLength() {
        let framed = MessageWriter.frame(Data(#"{"t":"😀"}"#.utf8))
        XCTAssertEqual(String(decoding: framed, as: UTF8.self), "Content-Length: 12\r\n\r\n{\"t\":\"😀\"}")
    }

    /// Frames of megabytes, each one `writev` of header and body, leave through a pipe whole and in
    /// order while the reader takes at most the pipe's buffer at a time.
    func testWriterDeliversLargeFramesWholeThroughAPipe() throws {
        struct Notification: Decodable, Equatable {
            var method: String
            var params: String
        }
        let pipe = Pipe()
        let writer = MessageWriter(output: pipe.fileHandleForWriting)
        let sent = [
            Notification(method: "big", params: String(repeating: "é\"\\\n😀 plain text ", count: 60_000)),
            Notification(method: "small", params: "s"),
            Notification(method: "big again", params: String(repeating: "0123456789", count: 150_000))
        ]
        for notification in sent { writer.notify(method: notification.method, params: notification.params, delivery: .queued) }
        var framer = MessageFramer()
        var received: [Notification] = []
        while received.count < sent.count {
            let chunk = pipe.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            for case .message(let body) in framer.feed(chunk) {
                received.append(try JSONDecoder().decode(Notification.self, from: Data(body)))
            }
        }
        XCTAssertTrue(writer.close(timeout: .now() + 10))
        XCTAssertEqual(received, sent)
        XCTAssertFalse(framer.hasPartialFrame)
    }

    /// Mutated frames never crash the framer or the classifier, and a valid frame after them is still read.
    func testMutatedInputIsSurvivedAndFollowingFrameRead() {
        var generator = SplitMix64(seed: 0xD5)
        let valid = frame(#"{"jsonrpc":"2.0","id":1,"method":"\#(HoverRequest.method)","params":{"position":{"line":0}}}"#)
        for _ in 0..<500 {
            var bytes = valid
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: index)
                }
            }
            var framer = MessageFramer()
            var events = framer.feed(bytes)
            events += framer.feed(frame(#"{"jsonrpc":"2.0","method":"\#(ExitNotification.method)"}"#))
            for case .message(let body) in events {
                _ = IncomingMessage(body: body)
            }
            XCTAssertTrue(
                bodies(events).contains(#"{"jsonrpc":"2.0","method":"\#(ExitNotification.method)"}"#) || framer.hasPartialFrame,
                "the next frame is read unless the mutation announced a longer body: \(events)")
        }
    }
}

/// A small deterministic random generator for mutation tests.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
