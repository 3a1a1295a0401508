import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import XCTest

/// `exit` with messages in flight: every frame the server wrote is whole (never a header without
/// its body), because each frame goes out in one write and `exit` drains the writer and closes it.
///
/// After `exit` the client floods the server with invalid requests, which the reader thread answers
/// at once (as it does `$/cancelRequest`): answers keep being handed to the writer while the process
/// exits. The old writer (header and body in two writes, then exit after a flush) cut a frame after
/// its header in about one run in twenty; 100 runs show it almost surely.
final class SecurityExitFramingTests: XCTestCase {
    private static let runs = 100
    /// Invalid requests sent after `exit`, each answered with an error that echoes its 2 KB id.
    private static let flood = 3_000

    private static func frame(_ body: Data) -> Data {
        MessageWriter.frame(body)
    }

    private static let messages: Data = {
        var data = frame(LanguageClient.body(of: InitializeRequest(InitializeParams()), id: .number(1)))
        data += frame(LanguageClient.body(of: ExitNotification()))
        // An invalid request (a number as its method) is the point of the flood: written by hand.
        let invalid = frame(Data(#"{"jsonrpc":"2.0","id":"\#(String(repeating: "i", count: 2_000))","method":5}"#.utf8))
        for _ in 0..<flood { data += invalid }
        return data
    }()

    /// Everything one server writes when sent `messages`.
    private func outputOfOneRun() throws -> Data {
        guard let binary = ServerProcess.binaryURL() else { throw BinaryNotFound() }
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        process.executableURL = binary
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Read stdout to its end on another thread, so the server never waits for us.
        let reader = OutputReader(output.fileHandleForReading)
        let writing = DispatchGroup()
        // The server exits before reading all of it: writing then fails (EPIPE, SIGPIPE being
        // ignored), which ends the writing.
        DispatchQueue.global().async(group: writing) {
            Self.messages.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(
                        input.fileHandleForWriting.fileDescriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            try? input.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        writing.wait()
        return reader.all()
    }

    /// Fails when a frame of `data` is cut or the stream holds anything but frames.
    private func assertWholeFrames(_ data: Data, run: Int) {
        let bytes = [UInt8](data)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var offset = 0
        var frames = 0
        while offset < bytes.count {
            guard bytes.count - offset >= separator.count,
                let end = (offset...(bytes.count - separator.count)).first(where: {
                    bytes[$0..<($0 + separator.count)].elementsEqual(separator)
                })
            else { return XCTFail("run \(run): a header without its end after \(frames) frames") }
            let header = String(decoding: bytes[offset..<end], as: UTF8.self)
            guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst("Content-Length: ".count)) else {
                return XCTFail("run \(run): not a header: \(header.prefix(80))")
            }
            let bodyStart = end + separator.count
            guard bodyStart + length <= bytes.count else {
                return XCTFail("run \(run): frame \(frames + 1) is cut: \(header) with \(bytes.count - bodyStart) bytes of body")
            }
            XCTAssertNoThrow(try JSONValue.parse(Array(bytes[bodyStart..<(bodyStart + length)])), "run \(run)")
            offset = bodyStart + length
            frames += 1
        }
        XCTAssertGreaterThanOrEqual(frames, 1, "run \(run): at least the answer to initialize")
    }

    func testExitWithMessagesInFlightNeverCutsAFrame() throws {
        signal(SIGPIPE, SIG_IGN)  // writing to the exited server must fail, not end the test process
        for run in 1...Self.runs {
            assertWholeFrames(try outputOfOneRun(), run: run)
        }
    }
}

/// Reads a pipe to its end on its own thread.
private final class OutputReader: @unchecked Sendable {
    // `bytes` and `ended` are only touched while `condition` is locked.
    private let condition = NSCondition()
    private var bytes = Data()
    private var ended = false

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let data = handle.readDataToEndOfFile()
            condition.lock()
            bytes = data
            ended = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Everything, once the output ended.
    func all() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while !ended { condition.wait() }
        return bytes
    }
}
