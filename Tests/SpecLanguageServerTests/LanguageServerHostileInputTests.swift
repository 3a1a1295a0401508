import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import XCTest
@testable import SpecLanguageServer

/// Hostile input at the protocol level, against the built binary (and in process where the server's
/// state is what is checked). Every "nothing else was answered" is proved by a later request whose
/// answer is necessarily written after any such reply, never by waiting.
final class LanguageServerHostileInputTests: XCTestCase {
    func testBodyThatIsNotUTF8IsAParseErrorWithNullID() throws {
        let server = try ServerProcess()
        server.initialize()
        var body = Data(#"{"jsonrpc":"2.0","id":5,"method":"\#(HoverRequest.method)","params":{"textDocument":{"uri":"file:///a"#.utf8)
        body.append(contentsOf: [0xFF, 0xFE])
        body.append(contentsOf: Data(#".design.json"},"position":{"line":0,"character":0}}}"#.utf8))
        server.write(MessageWriter.frame(body))
        XCTAssertEqual(server.response(to: .null)?["error"]?["code"], .int(-32700))
        XCTAssertEqual(server.request(ShutdownRequest())?["result"], .null)
        XCTAssertFalse(server.inbox.remaining().contains { $0["id"] == .int(5) }, "the id of a body that is not UTF-8 is not trusted")
    }

    func testRequestWithNullIDGetsAnErrorWithNullID() throws {
        let server = try ServerProcess()
        server.initialize()
        server.write(MessageWriter.frame(Data(#"{"jsonrpc":"2.0","id":null,"method":"\#(ShutdownRequest.method)"}"#.utf8)))
        XCTAssertEqual(server.response(to: .null)?["error"]?["code"], .int(-32600))
        XCTAssertEqual(server.request(ShutdownRequest())?["result"], .null, "the null-id request did not shut the server down")
    }

    func testMalformedResponsesAreLoggedNotAnswered() throws {
        let server = try ServerProcess(keepsLog: true)
        server.initialize()
        let responses = [
            #"{"jsonrpc":"2.0","id":1}"#,
            #"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#,
            #"{"jsonrpc":"2.0","id":1,"error":"not an error object"}"#,
            #"{"jsonrpc":"2.0","result":1}"#,
            #"{"jsonrpc":"1.0","id":1,"result":1}"#,
            #"{"jsonrpc":"2.0","id":[1],"result":1}"#
        ]
        for response in responses {
            server.write(MessageWriter.frame(Data(response.utf8)))
        }
        XCTAssertEqual(server.request(ShutdownRequest())?["result"], .null)
        XCTAssertEqual(server.inbox.remaining(), [], "a reply would carry the id of one of the client's own requests")
        // The reader logs each before it reads the next message, so all six are logged by now.
        XCTAssertEqual(server.logText().components(separatedBy: "ignored a malformed response").count - 1, responses.count)
    }

    func testStdinIsReadWhileTheClientDoesNotReadStdout() throws {
        let server = try ServerProcess(readsOutput: false)
        // Each frame is answered by the reader thread itself (-32700); 4,000 answers overfill any pipe.
        let frames = 4_000
        let frame = MessageWriter.frame(Data(("{" + String(repeating: " ", count: 200)).utf8))
        let input = Data((0..<frames).map { _ in frame }.joined())
        let written = DispatchSemaphore(value: 0)
        let stdin = server.standardInput
        Thread {
            stdin.write(input)
            written.signal()
        }.start()
        // Passing needs no time at all: the write returns once the server has read (nearly) all of it.
        // Waiting bounds only a failure, in which the server stopped reading because stdout is full.
        let readEverything = written.wait(timeout: .now() + 60) == .success
        XCTAssertTrue(readEverything, "the server stopped reading stdin while its stdout was full")
        _ = server.inbox  // start reading stdout
        if !readEverything { written.wait() }
        XCTAssertEqual(server.request(ShutdownRequest())?["error"]?["code"], .int(-32002))
        let parseErrors = server.inbox.remaining().filter { $0["error"]?["code"] == .int(-32700) }
        XCTAssertEqual(parseErrors.count, frames, "every frame answered, before the later request")
    }

    func testLoneSurrogatesBecomeReplacementCharactersAndLaterEditsLandOnTheSameText() {
        let harness = InProcessServer()
        XCTAssertNotNil(harness.initialize())
        let uri = "file:///tmp/surrogates.design.json"
        // `{"name": "a` is 11 UTF-16 code units; the lone high surrogate is the 12th.
        harness.receive(
            body:
                #"{"jsonrpc":"2.0","method":"\#(DidOpenTextDocumentNotification.method)","params":{"textDocument":{"uri":"\#(uri)","languageId":"designspec","version":1,"text":"{\"name\": \"a\ud83d\"}"}}}"#
        )
        harness.receive(
            body:
                #"{"jsonrpc":"2.0","method":"\#(DidChangeTextDocumentNotification.method)","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":12},"end":{"line":0,"character":12}},"text":"b\udc00"}]}}"#
        )
        harness.receive(
            body:
                #"{"jsonrpc":"2.0","method":"\#(DidChangeTextDocumentNotification.method)","params":{"textDocument":{"uri":"\#(uri)","version":3},"contentChanges":[{"range":{"start":{"line":0,"character":14},"end":{"line":0,"character":14}},"text":"!"}]}}"#
        )
        let text = harness.server.queue.sync {
            harness.server.onQueue.documents[uri].flatMap { harness.server.workspace.host.document(at: $0.document.path) }
                .map { String(decoding: $0.lineIndex.bytes, as: UTF8.self) }
        }
        XCTAssertEqual(text, "{\"name\": \"a\u{FFFD}b\u{FFFD}!\"}")
    }
}
