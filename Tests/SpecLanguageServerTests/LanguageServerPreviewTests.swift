import Foundation
import SpecSyntax
import XCTest
@testable import SpecLanguageServer

/// The "Preview" code lens and the `designspec.preview` command, through the server process.
final class LanguageServerPreviewTests: XCTestCase {
    private let uri = "file:///tmp/e2e-preview/two.design.jsonc"
    private let text = """
        { "name": "Two", "platforms": { "iOS": "17.0" }, "screens": [
          { "id": "first", "content": [ { "type": "button", "title": "Go", "width": 20, "height": 20 } ] },
          { "id": "second", "content": [ { "type": "text", "text": "Hello" } ] }
        ] }
        """

    private func open(_ server: ServerProcess, text: String, version: Int = 1) {
        server.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("designspec"), "version": .int(version), "text": .string(text),
        ])]))
    }

    private func executePreview(_ server: ServerProcess) -> JSONValue? {
        server.request("workspace/executeCommand", .object([
            "command": .string("designspec.preview"), "arguments": .array([.string(uri)]),
        ]))
    }

    func testCodeLensOnEachScreenWhenTheClientHasCodeLens() throws {
        let server = try ServerProcess()
        let result = server.initialize(capabilities: .object(["textDocument": .object(["codeLens": .object([:])])]))
        XCTAssertEqual(result?["capabilities"]?["codeLensProvider"], .object(["resolveProvider": .bool(false)]))
        XCTAssertEqual(result?["capabilities"]?["executeCommandProvider"], .object(["commands": .array([.string("designspec.preview")])]))
        open(server, text: text)
        let lenses = server.request("textDocument/codeLens", .object(["textDocument": .object(["uri": .string(uri)])]))?["result"]
        guard case .array(let list)? = lenses else { return XCTFail("no lenses: \(String(describing: lenses))") }
        XCTAssertEqual(list.map { $0["command"]?["title"] }, [.string("Preview"), .string("Preview")])
        XCTAssertEqual(list.map { $0["range"]?["start"]?["line"] }, [.int(1), .int(2)])
        XCTAssertEqual(list[1]["command"]?["arguments"], .array([.string(uri), .string("second")]))

        let plain = try ServerProcess()
        XCTAssertNil(plain.initialize()?["capabilities"]?["codeLensProvider"], "no lenses for clients without code lens")
    }

    func testPreviewWritesThePageAsksTheClientToShowItAndRefreshes() throws {
        let server = try ServerProcess()
        server.initialize(capabilities: .object(["window": .object(["showDocument": .object(["support": .bool(true)])])]))
        open(server, text: text)
        let answer = executePreview(server)?["result"]
        let pageURI = try XCTUnwrap(answer?["uri"]?.stringValue)
        XCTAssertEqual(answer?["shownByServer"], .bool(true))
        let show = server.inbox.take { $0["method"] == .string("window/showDocument") && $0["id"] != nil }
        XCTAssertEqual(show?["params"]?["uri"]?.stringValue, pageURI)
        XCTAssertEqual(show?["params"]?["external"], .bool(true))
        let file = try XCTUnwrap(URL(string: pageURI))
        XCTAssertTrue(file.isFileURL)
        let page = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(page.contains("data-screen=\"first\"") && page.contains("data-screen=\"second\""))
        XCTAssertTrue(page.contains("min-touch-target"))

        server.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .int(2)]),
            "contentChanges": .array([.object(["text": .string(text.replacingOccurrences(of: "Hello", with: "Changed"))])]),
        ]))
        let again = executePreview(server)?["result"]
        XCTAssertEqual(again?["uri"]?.stringValue, pageURI, "the same file")
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains(">Changed</tspan>"), "running again refreshes the page")
    }

    func testWithoutShowDocumentTheAnswerCarriesTheURI() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server, text: text)
        let answer = executePreview(server)?["result"]
        XCTAssertEqual(answer?["shownByServer"], .bool(false))
        XCTAssertEqual(answer?["uri"]?.stringValue?.hasPrefix("file://"), true)
        // The server sends window/showDocument before it answers, so it would already be here.
        XCTAssertFalse(server.inbox.remaining().contains { $0["method"] == .string("window/showDocument") })
    }

    func testBadCommandsAreInvalidParams() throws {
        let server = try ServerProcess()
        server.initialize()
        for params: JSONValue in [
            .object(["command": .string("designspec.nope")]),
            .object(["command": .string("designspec.preview")]),
            .object(["command": .string("designspec.preview"), "arguments": .array([.string("file:///not/open.design.json")])]),
        ] {
            XCTAssertEqual(server.request("workspace/executeCommand", params)?["error"]?["code"], .int(-32602), "\(params)")
        }
    }
}
