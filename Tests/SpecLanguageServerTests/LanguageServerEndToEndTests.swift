import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest
@testable import SpecLanguageServer

/// Spawns the built `designspec lsp` and speaks the protocol to it.
final class LanguageServerEndToEndTests: XCTestCase {
    private let uri = "file:///tmp/e2e/recipes.design.json"

    /// A spec without `platforms` (the engine reports that) with a symbol and a color to hover and complete.
    private let spec = MarkedText(
        """
        {
          "name": "Recipes 😀",
          "screens": [
            { "id": "home", "content": [
              { "type": "button", "symbol": "star.f1️⃣ill", "title": "Star", "width": 44, "height": 44 },
              { "type": "text", "text": "Hi", "color": "systemBl2️⃣ue" }
            ] }
          ]
        }
        """)

    /// A method the server does not know.
    private struct UnknownRequest: LSPRequest {
        static let method = "designspec/noSuchMethod"
        typealias Result = JSONValue?
        var params = NoParams()
    }

    /// A notification the server does not know.
    private struct UnknownNotification: LSPNotification {
        static let method = "designspec/noSuchNotification"
        var params = NoParams()
    }

    private func open(_ server: ServerProcess, text: String, version: Int = 1) {
        server.client.open(uri, text: text, languageId: "designspec", version: version)
    }

    /// The LSP position (UTF-16) of marker `name` in `spec`.
    private func position(_ name: String) -> Position {
        let offset = spec.offset(name) ?? 0
        let prefix = spec.text.utf8.prefix(offset)
        let lines = String(decoding: prefix, as: UTF8.self).components(separatedBy: "\n")
        let column = lines.last?.utf16.count ?? 0
        return Position(line: lines.count - 1, character: column)
    }

    private func positionParams(_ name: String) -> TextDocumentPositionParams {
        TextDocumentPositionParams(textDocument: TextDocumentIdentifier(uri: uri), position: position(name))
    }

    private var document: TextDocumentIdentifier { TextDocumentIdentifier(uri: uri) }

    func testLifecycleAndExitCodes() throws {
        let server = try ServerProcess()
        let early = server.request(HoverRequest(positionParams("1")))
        XCTAssertEqual(early?["error"]?["code"], .int(-32002))
        let result = server.initialize(capabilities: ClientCapabilities(general: .init(positionEncodings: ["utf-8"])))
        XCTAssertEqual(result?.capabilities.positionEncoding, "utf-8")
        XCTAssertEqual(result?.capabilities.hoverProvider, true)
        XCTAssertEqual(server.request(InitializeRequest(InitializeParams()))?["error"]?["code"], .int(-32600))
        XCTAssertEqual(server.request(UnknownRequest())?["error"]?["code"], .int(-32601))
        server.notify(UnknownNotification())
        XCTAssertEqual(server.request(ShutdownRequest())?["result"], .null)
        XCTAssertEqual(server.request(HoverRequest(positionParams("1")))?["error"]?["code"], .int(-32600))
        server.notify(ExitNotification())
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testExitWithoutShutdownIsOneAndSoIsEndOfInput() throws {
        let first = try ServerProcess()
        first.initialize()
        first.notify(ExitNotification())
        XCTAssertEqual(first.waitForExit(), 1)

        let second = try ServerProcess()
        second.initialize()
        second.closeInput()
        XCTAssertEqual(second.waitForExit(), 1)
    }

    func testDefaultPositionEncodingIsUTF16() throws {
        let server = try ServerProcess()
        let capabilities = server.initialize()?.capabilities
        XCTAssertEqual(capabilities?.positionEncoding, "utf-16")
        XCTAssertNil(capabilities?.diagnosticProvider, "no pull diagnostics for a client that does not pull")
        XCTAssertNotNil(capabilities?.completionProvider)
    }

    func testMalformedInputIsAnsweredAndServingContinues() throws {
        let server = try ServerProcess()
        server.initialize()
        server.write(Data("Content-Length: nope\r\n\r\n{}".utf8))
        XCTAssertEqual(server.response(to: .null)?["error"]?["code"], .int(-32700))
        server.write(MessageWriter.frame(Data("{\"jsonrpc\": \"2.0\", \"id\": 99, \"method\": ".utf8)))
        XCTAssertEqual(server.response(to: .null)?["error"]?["code"], .int(-32700))
        server.write(MessageWriter.frame(Data("[{\"jsonrpc\": \"2.0\", \"method\": \"exit\"}]".utf8)))
        XCTAssertEqual(server.response(to: .null)?["error"]?["code"], .int(-32600))
        // Params no typed request can carry: written by hand.
        server.write(MessageWriter.frame(Data(#"{"jsonrpc":"2.0","id":7,"method":"\#(HoverRequest.method)","params":{"textDocument":3}}"#.utf8)))
        let badParams = server.response(to: .int(7))
        XCTAssertEqual(badParams?["error"]?["code"], .int(-32602))
        XCTAssertEqual(server.request(ShutdownRequest())?["result"], .null, "still serving after malformed input")
    }

    func testCancellationAnswersExactlyOnce() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server, text: spec.text)
        // Request and cancellation in one write: the reply is RequestCancelled unless the result won the race.
        let requestBody = LanguageClient.body(of: CompletionRequest(positionParams("1")), id: .number(500))
        let cancelBody = LanguageClient.body(of: CancelRequestNotification(CancelParams(id: .number(500))))
        server.write(MessageWriter.frame(requestBody) + MessageWriter.frame(cancelBody))
        let reply = server.response(to: .int(500))
        XCTAssertTrue(reply?["error"]?["code"] == .int(-32800) || reply?["result"] != nil, "\(String(describing: reply))")
        XCTAssertEqual(server.request(ShutdownRequest())?["result"], .null)
        server.notify(ExitNotification())
        XCTAssertEqual(server.waitForExit(), 0)
        let rest = server.inbox.remainingAtEnd()
        XCTAssertNotNil(rest, "stdout closed when the server exited")
        XCTAssertFalse(rest?.contains { $0["id"] == .int(500) } ?? true, "answered twice")
    }

    func testPushedDiagnosticsCarryVersionSourceAndCode() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server, text: spec.text, version: 7)
        let published = server.client.notification(PublishDiagnosticsNotification.self)
        XCTAssertEqual(published?.uri, uri)
        XCTAssertEqual(published?.version, 7)
        guard let diagnostics = published?.diagnostics, !diagnostics.isEmpty else {
            return XCTFail("expected diagnostics for a spec without platforms: \(String(describing: published))")
        }
        for diagnostic in diagnostics {
            XCTAssertEqual(diagnostic.source, "designspec")
            XCTAssertFalse(diagnostic.code.isEmpty)
        }
        // An edit that fixes nothing still republishes, for the new version only.
        server.notify(
            DidChangeTextDocumentNotification(
                DidChangeTextDocumentParams(
                    textDocument: TextDocumentIdentifier(uri: uri, version: 8),
                    contentChanges: [TextDocumentContentChangeEvent(text: spec.text + "\n")])))
        XCTAssertEqual(server.client.notification(PublishDiagnosticsNotification.self)?.version, 8)
        server.notify(DidCloseTextDocumentNotification(DocumentIdentifierParams(textDocument: document)))
        XCTAssertEqual(server.client.notification(PublishDiagnosticsNotification.self)?.diagnostics, [])
    }

    func testPullDiagnosticsWithResultID() throws {
        let server = try ServerProcess()
        let result = server.initialize(capabilities: ClientCapabilities(textDocument: .init(diagnostic: .object([:]))))
        XCTAssertNotNil(result?.capabilities.diagnosticProvider)
        open(server, text: spec.text)
        let full = try server.client.send(DocumentDiagnosticRequest(DocumentDiagnosticParams(textDocument: document)))
        XCTAssertEqual(full.kind, "full")
        let again = try server.client.send(
            DocumentDiagnosticRequest(DocumentDiagnosticParams(textDocument: document, previousResultId: full.resultId)))
        XCTAssertEqual(again.kind, "unchanged")
    }

    func testHoverIsMarkdownOrPlainTextAsAsked() throws {
        let server = try ServerProcess()
        server.initialize(capabilities: ClientCapabilities(textDocument: .init(hover: .init(contentFormat: ["plaintext"]))))
        open(server, text: spec.text)
        let hover = try server.client.send(HoverRequest(positionParams("1")))
        XCTAssertEqual(hover?.contents.kind, .plaintext)
        XCTAssertFalse(hover?.contents.value.isEmpty ?? true)
        XCTAssertEqual(hover?.range?.start.line, position("1").line)

        let markdown = try ServerProcess()
        markdown.initialize(capabilities: ClientCapabilities(textDocument: .init(hover: .init(contentFormat: ["markdown", "plaintext"]))))
        open(markdown, text: spec.text)
        XCTAssertEqual(try markdown.client.send(HoverRequest(positionParams("1")))?.contents.kind, .markdown)
    }

    func testCompletionReplacesTheStringsContentsWithPlainText() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server, text: spec.text)
        let list = try server.client.send(CompletionRequest(positionParams("1")))
        guard let item = list.items.first(where: { $0.label == "star.fill" }) else {
            return XCTFail("star.fill not offered")
        }
        XCTAssertEqual(item.textEdit?.newText, "star.fill", "the quotes stay; the contents are replaced")
        XCTAssertEqual(item.textEdit?.range.start.line, position("1").line)
        XCTAssertNotEqual(item.insertTextFormat, .snippet, "never a snippet")
        if let data = item.data, item.documentation == nil {
            let resolved = try server.client.send(ResolveCompletionItemRequest(item))
            XCTAssertNotNil(resolved.documentation, "resolve fills documentation (data: \(data))")
        }
    }

    func testColorCompletionCarriesASwatchString() throws {
        let server = try ServerProcess()
        server.initialize(
            capabilities: ClientCapabilities(
                textDocument: .init(completion: .init(completionItem: .init(documentationFormat: ["markdown"])))))
        open(server, text: spec.text)
        let list = server.request(CompletionRequest(positionParams("2")))?["result"]
        guard case .array(let items)? = list?["items"],
            let blue = items.first(where: { $0["label"] == .string("systemBlue") })
        else {
            return XCTFail("systemBlue not offered: \(String(describing: list))")
        }
        XCTAssertEqual(blue["kind"], .int(16), "Color kind")
        XCTAssertEqual(blue["documentation"]?.stringValue?.hasPrefix("#"), true, "a bare hex string editors draw a swatch from")
        XCTAssertEqual(blue["textEdit"]?["newText"], .string("systemBlue"))
    }
}
