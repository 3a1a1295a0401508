import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
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
        server.client.open(uri, text: text, languageId: "designspec", version: version)
    }

    private func executePreview(_ server: ServerProcess) throws -> PreviewCommandResult {
        try server.client.send(ExecuteCommandRequest(ExecuteCommandParams(command: "designspec.preview", arguments: [.string(uri)])))
    }

    func testCodeLensOnEachScreenWhenTheClientHasCodeLens() throws {
        let server = try ServerProcess()
        let result = server.initialize(capabilities: ClientCapabilities(textDocument: .init(codeLens: .object([:]))))
        XCTAssertEqual(result?.capabilities.codeLensProvider, CodeLensOptions(resolveProvider: false))
        XCTAssertEqual(result?.capabilities.executeCommandProvider, ExecuteCommandOptions(commands: ["designspec.preview"]))
        open(server, text: text)
        let list = try server.client.send(CodeLensRequest(DocumentIdentifierParams(textDocument: TextDocumentIdentifier(uri: uri))))
        XCTAssertEqual(list.map { $0.command?.title }, ["Preview", "Preview"])
        XCTAssertEqual(list.map(\.range.start.line), [1, 2])
        XCTAssertEqual(list.last?.command?.arguments, [.string(uri), .string("second")])

        let plain = try ServerProcess()
        XCTAssertNil(plain.initialize()?.capabilities.codeLensProvider, "no lenses for clients without code lens")
    }

    func testPreviewWritesThePageAsksTheClientToShowItAndRefreshes() throws {
        let server = try ServerProcess()
        server.initialize(capabilities: ClientCapabilities(window: .init(showDocument: .init(support: true))))
        open(server, text: text)
        let answer = try executePreview(server)
        let pageURI = answer.uri
        XCTAssertTrue(answer.shownByServer)
        let show = server.client.serverRequest(ShowDocumentRequest.self)
        XCTAssertEqual(show?["params"]?["uri"]?.stringValue, pageURI)
        XCTAssertEqual(show?["params"]?["external"], .bool(true))
        let file = try XCTUnwrap(URL(string: pageURI))
        XCTAssertTrue(file.isFileURL)
        let page = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(page.contains("data-screen=\"first\"") && page.contains("data-screen=\"second\""))
        XCTAssertTrue(page.contains("min-touch-target"))

        server.notify(
            DidChangeTextDocumentNotification(
                DidChangeTextDocumentParams(
                    textDocument: TextDocumentIdentifier(uri: uri, version: 2),
                    contentChanges: [TextDocumentContentChangeEvent(text: text.replacingOccurrences(of: "Hello", with: "Changed"))])))
        let again = try executePreview(server)
        XCTAssertEqual(again.uri, pageURI, "the same file")
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains(">Changed</tspan>"), "running again refreshes the page")
    }

    func testWithoutShowDocumentTheAnswerCarriesTheURI() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server, text: text)
        let answer = try executePreview(server)
        XCTAssertFalse(answer.shownByServer)
        XCTAssertTrue(answer.uri.hasPrefix("file://"))
        // The server sends window/showDocument before it answers, so it would already be here.
        XCTAssertFalse(server.inbox.remaining().contains { $0.isRequest(ShowDocumentRequest.self) })
    }

    func testBadCommandsAreInvalidParams() throws {
        let server = try ServerProcess()
        server.initialize()
        for params in [
            ExecuteCommandParams(command: "designspec.nope"),
            ExecuteCommandParams(command: "designspec.preview"),
            ExecuteCommandParams(command: "designspec.preview", arguments: [.string("file:///not/open.design.json")])
        ] {
            XCTAssertThrowsError(try server.client.send(ExecuteCommandRequest(params)), "\(params)") { error in
                XCTAssertEqual((error as? ResponseError)?.code, -32602)
            }
        }
    }
}
