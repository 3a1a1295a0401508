import Foundation
import LanguageServerProtocol
import SpecSyntax
import XCTest

/// `exit` with answers still being computed: every frame the server wrote is whole (never a header
/// without its body), because each frame goes out in one write and `exit` drains the writer first.
final class SecurityExitFramingTests: XCTestCase {
    /// How many times the race is run: the old writer cut a frame in about one run in ten here.
    private static let runs = 40
    /// Requests in flight when `exit` arrives.
    private static let requestsInFlight = 60

    private static let showcase: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/showcase.design.jsonc")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    private static func frame(_ object: [String: JSONValue]) -> Data {
        var message = object
        message["jsonrpc"] = .string("2.0")
        return MessageWriter.frame((try? JSONEncoder().encode(JSONValue.object(message))) ?? Data())
    }

    /// Everything one server writes when sent many requests and then `exit` at once.
    private func outputOfOneRun() throws -> Data {
        guard let binary = ServerProcess.binaryURL() else { throw BinaryNotFound() }
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        process.executableURL = binary
        process.arguments = ["lsp"]
        process.environment = ProcessInfo.processInfo.environment.merging(["DESIGNSPEC_DEBOUNCE_MS": "0"]) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Read stdout to its end on another thread, so the server never waits for us.
        let received = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var bytes = Data()
        Thread.detachNewThread {
            bytes = output.fileHandleForReading.readDataToEndOfFile()
            received.signal()
        }
        let uri = JSONValue.string("file:///tmp/designspec-exit-framing/showcase.design.jsonc")
        var messages = Self.frame(["id": .int(1), "method": .string("initialize"), "params": .object(["capabilities": .object([:])])])
        messages += Self.frame(["method": .string("initialized"), "params": .object([:])])
        messages += Self.frame(["method": .string("textDocument/didOpen"), "params": .object(["textDocument": .object([
            "uri": uri, "languageId": .string("jsonc"), "version": .int(1), "text": .string(Self.showcase),
        ])])])
        for id in 2..<(2 + Self.requestsInFlight) {
            let method = ["textDocument/semanticTokens/full", "textDocument/documentSymbol", "textDocument/foldingRange"][id % 3]
            messages += Self.frame(["id": .int(id), "method": .string(method), "params": .object(["textDocument": .object(["uri": uri])])])
        }
        messages += Self.frame(["method": .string("exit"), "params": .null])
        input.fileHandleForWriting.write(messages)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        XCTAssertEqual(received.wait(timeout: .now() + 30), .success, "stdout reached its end")
        return bytes
    }

    /// The frames of `data`; fails when one is cut or the stream holds anything but frames.
    private func assertWholeFrames(_ data: Data, run: Int) {
        let bytes = [UInt8](data)
        var offset = 0
        var frames = 0
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        while offset < bytes.count {
            guard let end = (offset...(bytes.count - separator.count)).first(where: { Array(bytes[$0..<($0 + separator.count)]) == separator })
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

    func testExitWithRequestsInFlightNeverCutsAFrame() throws {
        XCTAssertFalse(Self.showcase.isEmpty)
        for run in 1...Self.runs {
            assertWholeFrames(try outputOfOneRun(), run: run)
        }
    }
}
