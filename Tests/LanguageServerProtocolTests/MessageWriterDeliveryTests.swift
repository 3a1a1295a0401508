import Foundation
import LanguageServerProtocol
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `MessageWriter` hands messages to the output (issue 30): a `.direct` message on an idle writer
/// is written before the call returns, on the caller's thread; anything else waits in line for the
/// writer's queue; the order is the order of handing over, whoever writes; `.queued` never blocks on a
/// client that does not read.
final class MessageWriterDeliveryTests: XCTestCase {
    private struct Message: Decodable, Equatable {
        var method: String
        var params: String
    }

    /// What the pipe holds right now, without waiting for more.
    private func bytesAvailableNow(in pipe: Pipe) -> [UInt8] {
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(descriptor, F_SETFL, flags) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// Reads frames from `pipe` until `count` messages arrived.
    private func messages(_ count: Int, from pipe: Pipe) throws -> [Message] {
        var framer = MessageFramer()
        var received: [Message] = []
        while received.count < count {
            let chunk = pipe.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            for case .message(let body) in framer.feed(chunk) {
                received.append(try JSONDecoder().decode(Message.self, from: Data(body)))
            }
        }
        return received
    }

    func testADirectMessageOnAnIdleWriterIsInThePipeWhenTheCallReturns() throws {
        let pipe = Pipe()
        let writer = MessageWriter(output: pipe.fileHandleForWriting)
        writer.notify(method: "now", params: "x")
        var framer = MessageFramer()
        let events = framer.feed(bytesAvailableNow(in: pipe))
        XCTAssertEqual(events.count, 1, "written on the calling thread, without waiting for the writer's queue")
        XCTAssertTrue(writer.close(timeout: .now() + 10))
    }

    func testQueuedAndBusyDirectMessagesNeverBlockOnAClientThatDoesNotReadAndKeepTheirOrder() throws {
        let pipe = Pipe()
        let writer = MessageWriter(output: pipe.fileHandleForWriting)
        // Larger than any pipe buffer: the writer's queue blocks inside this write until we read.
        let big = Message(method: "big", params: String(repeating: "0123456789", count: 200_000))
        writer.notify(method: big.method, params: big.params, delivery: .queued)
        // Neither call may wait for the blocked write: this test would hang if one did.
        writer.notify(method: "queued", params: "q", delivery: .queued)
        writer.notify(method: "direct while busy", params: "d")
        let received = try messages(3, from: pipe)
        XCTAssertEqual(received.map(\.method), ["big", "queued", "direct while busy"])
        XCTAssertEqual(received.first, big)
        XCTAssertTrue(writer.close(timeout: .now() + 10))
    }

    func testMessagesFromManyThreadsArriveWholeAndInEachThreadsOrder() throws {
        let pipe = Pipe()
        let writer = MessageWriter(output: pipe.fileHandleForWriting)
        let threads = 8
        let perThread = 200
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<perThread {
                    // Every fifth message is large, so writes overlap and later ones wait in line.
                    let params = index % 5 == 0 ? String(repeating: "\(index)", count: 20_000) : "\(index)"
                    writer.notify(method: "t\(thread)", params: params, delivery: index % 3 == 0 ? .queued : .direct)
                }
            }
            written.signal()
        }
        let received = try messages(threads * perThread, from: pipe)
        XCTAssertEqual(written.wait(timeout: .now() + 30), .success)
        XCTAssertTrue(writer.flush(timeout: .now() + 30))
        XCTAssertEqual(received.count, threads * perThread)
        for thread in 0..<threads {
            let mine = received.filter { $0.method == "t\(thread)" }
            XCTAssertEqual(mine.count, perThread)
            for (index, message) in mine.enumerated() {
                let expected = index % 5 == 0 ? String(repeating: "\(index)", count: 20_000) : "\(index)"
                XCTAssertEqual(message.params, expected, "thread \(thread)'s message \(index) out of order or cut")
            }
        }
    }

    func testCloseWritesWhatCameBeforeItAndDropsWhatComesAfter() throws {
        let pipe = Pipe()
        let writer = MessageWriter(output: pipe.fileHandleForWriting)
        writer.notify(method: "before", params: "b", delivery: .queued)
        writer.notify(method: "before, direct", params: "b")
        XCTAssertTrue(writer.close(timeout: .now() + 10))
        writer.notify(method: "after", params: "a")
        writer.notify(method: "after, queued", params: "a", delivery: .queued)
        XCTAssertTrue(writer.flush(timeout: .now() + 10), "dropped messages count as done")
        try pipe.fileHandleForWriting.close()
        let received = try messages(4, from: pipe)
        XCTAssertEqual(received.map(\.method), ["before", "before, direct"])
    }

    func testAWriteErrorDropsLaterMessagesWithoutBlocking() throws {
        let pipe = Pipe()
        let writer = MessageWriter(output: pipe.fileHandleForWriting)
        try pipe.fileHandleForReading.close()  // the client went away: writes fail with EPIPE
        signal(SIGPIPE, SIG_IGN)
        writer.notify(method: "lost", params: "x")
        writer.notify(method: "lost too", params: "y", delivery: .queued)
        XCTAssertTrue(writer.flush(timeout: .now() + 10))
        XCTAssertTrue(writer.close(timeout: .now() + 10))
    }
}
