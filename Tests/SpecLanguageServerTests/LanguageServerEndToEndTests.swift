import Foundation
import SpecTestSupport
import XCTest
@testable import SpecLanguageServer

/// Spawns the built `designspec lsp` and speaks the protocol to it.
final class LanguageServerEndToEndTests: XCTestCase {
    private let uri = "file:///tmp/e2e/recipes.design.json"

    /// A spec without `platforms` (the engine reports that) with a symbol and a color to hover and complete.
    private let spec = MarkedText("""
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

    private func open(_ server: ServerProcess, text: String, version: Int = 1) {
        server.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("designspec"), "version": .int(version), "text": .string(text),
        ])]))
    }

    /// The LSP position (UTF-16) of marker `name` in `spec`.
    private func position(_ name: String) -> JSONValue {
        let offset = spec.offset(name) ?? 0
        let prefix = spec.text.utf8.prefix(offset)
        let lines = String(decoding: prefix, as: UTF8.self).components(separatedBy: "\n")
        let column = lines.last?.utf16.count ?? 0
        return .object(["line": .int(lines.count - 1), "character": .int(column)])
    }

    private func positionParams(_ name: String) -> JSONValue {
        .object(["textDocument": .object(["uri": .string(uri)]), "position": position(name)])
    }

    func testLifecycleAndExitCodes() throws {
        let server = try ServerProcess()
        let early = server.request("textDocument/hover", positionParams("1"))
        XCTAssertEqual(early?["error"]?["code"], .int(-32002))
        let result = server.initialize(capabilities: .object(["general": .object(["positionEncodings": .array([.string("utf-8")])])]))
        XCTAssertEqual(result?["capabilities"]?["positionEncoding"], .string("utf-8"))
        XCTAssertEqual(result?["capabilities"]?["hoverProvider"], .bool(true))
        XCTAssertEqual(server.request("initialize", .object(["capabilities": .object([:])]))?["error"]?["code"], .int(-32600))
        XCTAssertEqual(server.request("designspec/noSuchMethod")?["error"]?["code"], .int(-32601))
        server.notify("designspec/noSuchNotification")
        XCTAssertEqual(server.request("shutdown")?["result"], .null)
        XCTAssertEqual(server.request("textDocument/hover", positionParams("1"))?["error"]?["code"], .int(-32600))
        server.notify("exit")
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testExitWithoutShutdownIsOneAndSoIsEndOfInput() throws {
        let first = try ServerProcess()
        first.initialize()
        first.notify("exit")
        XCTAssertEqual(first.waitForExit(), 1)

        let second = try ServerProcess()
        second.initialize()
        second.closeInput()
        XCTAssertEqual(second.waitForExit(), 1)
    }

    func testDefaultPositionEncodingIsUTF16() throws {
        let server = try ServerProcess()
        let capabilities = server.initialize()?["capabilities"]
        XCTAssertEqual(capabilities?["positionEncoding"], .string("utf-16"))
        XCTAssertNil(capabilities?["diagnosticProvider"], "no pull diagnostics for a client that does not pull")
        XCTAssertNotNil(capabilities?["completionProvider"])
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
        let badParams = server.request("textDocument/hover", .object(["textDocument": .int(3)]))
        XCTAssertEqual(badParams?["error"]?["code"], .int(-32602))
        XCTAssertEqual(server.request("shutdown")?["result"], .null, "still serving after malformed input")
    }

    func testCancellationAnswersExactlyOnce() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server, text: spec.text)
        // Request and cancellation in one write: the reply is RequestCancelled unless the result won the race.
        let requestFrame = try JSONEncoder().encode(JSONValue.object([
            "jsonrpc": .string("2.0"), "id": .int(500), "method": .string("textDocument/completion"), "params": positionParams("1"),
        ]))
        let cancelFrame = try JSONEncoder().encode(JSONValue.object([
            "jsonrpc": .string("2.0"), "method": .string("$/cancelRequest"), "params": .object(["id": .int(500)]),
        ]))
        server.write(MessageWriter.frame(requestFrame) + MessageWriter.frame(cancelFrame))
        let reply = server.response(to: .int(500))
        XCTAssertTrue(reply?["error"]?["code"] == .int(-32800) || reply?["result"] != nil, "\(String(describing: reply))")
        XCTAssertEqual(server.request("shutdown")?["result"], .null)
        XCTAssertNil(server.response(to: .int(500), timeout: 0.2), "answered twice")
    }

    func testPushedDiagnosticsCarryVersionSourceAndCode() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server, text: spec.text, version: 7)
        let published = server.notification("textDocument/publishDiagnostics")
        XCTAssertEqual(published?["params"]?["uri"], .string(uri))
        XCTAssertEqual(published?["params"]?["version"], .int(7))
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"], !diagnostics.isEmpty else {
            return XCTFail("expected diagnostics for a spec without platforms: \(String(describing: published))")
        }
        for diagnostic in diagnostics {
            XCTAssertEqual(diagnostic["source"], .string("designspec"))
            XCTAssertNotNil(diagnostic["code"]?.stringValue)
        }
        // An edit that fixes nothing still republishes, for the new version only.
        server.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .int(8)]),
            "contentChanges": .array([.object(["text": .string(spec.text + "\n")])]),
        ]))
        XCTAssertEqual(server.notification("textDocument/publishDiagnostics")?["params"]?["version"], .int(8))
        server.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])]))
        XCTAssertEqual(server.notification("textDocument/publishDiagnostics")?["params"]?["diagnostics"], .array([]))
    }

    func testPullDiagnosticsWithResultID() throws {
        let server = try ServerProcess()
        let result = server.initialize(capabilities: .object(["textDocument": .object(["diagnostic": .object([:])])]))
        XCTAssertNotNil(result?["capabilities"]?["diagnosticProvider"])
        open(server, text: spec.text)
        let params: [String: JSONValue] = ["textDocument": .object(["uri": .string(uri)])]
        let full = server.request("textDocument/diagnostic", .object(params))?["result"]
        XCTAssertEqual(full?["kind"], .string("full"))
        guard let resultID = full?["resultId"] else { return XCTFail("no resultId") }
        var again = params
        again["previousResultId"] = resultID
        XCTAssertEqual(server.request("textDocument/diagnostic", .object(again))?["result"]?["kind"], .string("unchanged"))
    }

    func testHoverIsMarkdownOrPlainTextAsAsked() throws {
        let server = try ServerProcess()
        server.initialize(capabilities: .object(["textDocument": .object([
            "hover": .object(["contentFormat": .array([.string("plaintext")])]),
        ])]))
        open(server, text: spec.text)
        let hover = server.request("textDocument/hover", positionParams("1"))?["result"]
        XCTAssertEqual(hover?["contents"]?["kind"], .string("plaintext"))
        XCTAssertFalse(hover?["contents"]?["value"]?.stringValue?.isEmpty ?? true)
        XCTAssertEqual(hover?["range"]?["start"]?["line"], position("1")["line"])

        let markdown = try ServerProcess()
        markdown.initialize(capabilities: .object(["textDocument": .object([
            "hover": .object(["contentFormat": .array([.string("markdown"), .string("plaintext")])]),
        ])]))
        open(markdown, text: spec.text)
        XCTAssertEqual(markdown.request("textDocument/hover", positionParams("1"))?["result"]?["contents"]?["kind"], .string("markdown"))
    }

    func testCompletionReplacesTheStringsContentsWithPlainText() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server, text: spec.text)
        let list = server.request("textDocument/completion", positionParams("1"))?["result"]
        guard case .array(let items)? = list?["items"] else { return XCTFail("no items: \(String(describing: list))") }
        guard let item = items.first(where: { $0["label"] == .string("star.fill") }) else {
            return XCTFail("star.fill not offered")
        }
        XCTAssertEqual(item["textEdit"]?["newText"], .string("star.fill"), "the quotes stay; the contents are replaced")
        XCTAssertEqual(item["textEdit"]?["range"]?["start"]?["line"], position("1")["line"])
        XCTAssertNotEqual(item["insertTextFormat"], .int(2), "never a snippet")
        if let data = item["data"], item["documentation"] == nil {
            let resolved = server.request("completionItem/resolve", item)?["result"]
            XCTAssertNotNil(resolved?["documentation"], "resolve fills documentation (data: \(data))")
        }
    }

    func testColorCompletionCarriesASwatchString() throws {
        let server = try ServerProcess()
        server.initialize(capabilities: .object(["textDocument": .object(["completion": .object([
            "completionItem": .object(["documentationFormat": .array([.string("markdown")])]),
        ])])]))
        open(server, text: spec.text)
        let list = server.request("textDocument/completion", positionParams("2"))?["result"]
        guard case .array(let items)? = list?["items"],
              let blue = items.first(where: { $0["label"] == .string("systemBlue") }) else {
            return XCTFail("systemBlue not offered: \(String(describing: list))")
        }
        XCTAssertEqual(blue["kind"], .int(16), "Color kind")
        XCTAssertEqual(blue["documentation"]?.stringValue?.hasPrefix("#"), true, "a bare hex string editors draw a swatch from")
        XCTAssertEqual(blue["textEdit"]?["newText"], .string("systemBlue"))
    }
}
