import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecSyntax
import SpecTestSupport
import XCTest
@testable import SpecLanguageServer

/// End-to-end tests (the built binary over stdio) of navigation, rename, outline, folding, selection,
/// formatting, inlay hints, semantic tokens and links.
final class LanguageServerEditingTests: XCTestCase {
    private let uri = "file:///tmp/e2e/editing.design.jsonc"

    /// The spec every test opens, with `1️⃣` on a token's name and `2️⃣` inside a use of it.
    private var spec = MarkedText("")

    override func setUpWithError() throws {
        spec = try TestFixtures.marked("editing/tokens-and-a-screen.design.jsonc")
    }

    private func start(capabilities: ClientCapabilities = ClientCapabilities()) throws -> ServerProcess {
        let server = try ServerProcess()
        server.initialize(capabilities: capabilities)
        server.client.open(uri, text: spec.text, languageId: "jsonc", version: 7)
        return server
    }

    /// The UTF-16 position of marker `name`.
    private func position(_ name: String) -> Position {
        let prefix = String(decoding: spec.text.utf8.prefix(spec.offset(name) ?? 0), as: UTF8.self)
        let lines = prefix.components(separatedBy: "\n")
        return Position(line: lines.count - 1, character: (lines.last ?? "").utf16.count)
    }

    private func at(_ name: String) -> TextDocumentPositionParams {
        TextDocumentPositionParams(textDocument: TextDocumentIdentifier(uri: uri), position: position(name))
    }

    private var document: DocumentIdentifierParams { DocumentIdentifierParams(textDocument: TextDocumentIdentifier(uri: uri)) }

    func testDefinitionReferencesAndRename() throws {
        let server = try start()
        let definition = try server.client.send(DefinitionRequest(at("2")))
        XCTAssertEqual(definition?.uri, uri)
        XCTAssertEqual(definition?.range.start, position("1"))

        let references = try server.client.send(
            ReferencesRequest(
                ReferenceParams(
                    textDocument: TextDocumentIdentifier(uri: uri), position: position("2"), context: .init(includeDeclaration: true))))
        XCTAssertEqual(references.count, 3)

        let prepared = try server.client.send(PrepareRenameRequest(at("2")))
        XCTAssertEqual(prepared?.placeholder, "brand")

        let edits = try server.client.send(
            RenameRequest(
                RenameParams(
                    textDocument: TextDocumentIdentifier(uri: uri), position: position("2"), newName: "accent"))
        ).changes?[uri]
        XCTAssertEqual(edits?.count, 3)
        XCTAssertTrue(edits?.allSatisfy { $0.newText == "accent" } ?? false)

        let refused = server.request(
            RenameRequest(
                RenameParams(
                    textDocument: TextDocumentIdentifier(uri: uri), position: position("2"), newName: "systemRed")))
        XCTAssertEqual(refused?["error"]?["code"], .int(-32803))
        XCTAssertTrue(refused?["error"]?["message"]?.stringValue?.contains("system color") ?? false)
    }

    func testRenameSendsVersionedDocumentChangesWhenTheClientTakesThem() throws {
        let server = try start(capabilities: ClientCapabilities(workspace: .init(workspaceEdit: .init(documentChanges: true))))
        let result = server.request(
            RenameRequest(
                RenameParams(
                    textDocument: TextDocumentIdentifier(uri: uri), position: position("1"), newName: "accent")))?["result"]
        XCTAssertEqual(result?["documentChanges"]?[0]?["textDocument"]?["version"], .int(7))
        XCTAssertNil(result?["changes"])
    }

    func testOutlineHierarchicalAndFlatAndWorkspaceSymbols() throws {
        let nested = try start(
            capabilities: ClientCapabilities(textDocument: .init(documentSymbol: .init(hierarchicalDocumentSymbolSupport: true))))
        let symbols = nested.request(DocumentSymbolRequest(document))?["result"]
        XCTAssertEqual(symbols?[0]?["name"], .string("colors"))
        XCTAssertEqual(symbols?[0]?["kind"], .int(3))
        XCTAssertEqual(symbols?[1]?["children"]?[0]?["name"], .string("home"))
        XCTAssertEqual(symbols?[1]?["children"]?[0]?["children"]?[0]?["name"], .string("😀 Hi"))

        let flat = try start()
        guard case .flat(let list) = try flat.client.send(DocumentSymbolRequest(document)) else { return XCTFail("not a flat list") }
        XCTAssertEqual(list.first { $0.name == "home" }?.containerName, "screens")
        let found = try flat.client.send(WorkspaceSymbolRequest(WorkspaceSymbolParams(query: "brnd")))
        XCTAssertEqual(found.map(\.name), ["brand"])
    }

    func testFoldingAndSelectionRanges() throws {
        let server = try start()
        let folds = try server.client.send(FoldingRangeRequest(document))
        XCTAssertTrue(folds.contains(FoldingRange(startLine: 1, endLine: 10, kind: .region)), "\(folds)")
        let selection = try server.client.send(
            SelectionRangeRequest(
                SelectionRangeParams(
                    textDocument: TextDocumentIdentifier(uri: uri), positions: [position("2")]))
        ).first
        XCTAssertEqual(selection?.range.start.line, 7)
        XCTAssertNotNil(selection?.parent?.parent?.parent)
    }

    /// `text` with LSP `edits` (UTF-16 positions) applied from the last to the first.
    private func applying(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let index = LineIndex(text)
        func offset(_ position: Position) -> Int {
            index.offset(of: TextPosition(line: position.line, character: position.character), encoding: .utf16)
        }
        let ranges = edits.map { (offset($0.range.start)..<offset($0.range.end), $0.newText) }
        for (range, newText) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testFormattingAnswersOneSmallEditPerChangedRunAndNoneWhenFormatted() throws {
        let server = try start()
        let options = FormattingOptionsParams(tabSize: 2, insertSpaces: true)
        let params = DocumentFormattingParams(textDocument: TextDocumentIdentifier(uri: uri), options: options)
        let edits = try server.client.send(DocumentFormattingRequest(params))
        XCTAssertGreaterThan(edits.count, 1, "one edit per changed run of lines, not one whole-document edit")
        XCTAssertEqual(edits.first?.range.start.line, 6, "unchanged lines before the first change are left alone")
        XCTAssertTrue(edits.allSatisfy { $0.newText.count < spec.text.count / 2 }, "every edit is small: \(edits)")
        let formatted = applying(edits, to: spec.text)
        XCTAssertTrue(formatted.contains(#""font": "title2""#), formatted)

        server.notify(
            DidChangeTextDocumentNotification(
                DidChangeTextDocumentParams(
                    textDocument: TextDocumentIdentifier(uri: uri, version: 8),
                    contentChanges: [TextDocumentContentChangeEvent(text: formatted)])))
        let again = try server.client.send(DocumentFormattingRequest(params))
        XCTAssertEqual(again, [], "a formatted document gets no edits")

        let rangeEdits = try server.client.send(
            DocumentRangeFormattingRequest(
                DocumentRangeFormattingParams(
                    textDocument: TextDocumentIdentifier(uri: uri), range: LSPRange(start: position("2"), end: position("2")),
                    options: options)))
        XCTAssertEqual(rangeEdits, [], "range formatting of a formatted document changes nothing")
    }

    func testTemplatesAreSnippetsOnlyForClientsThatTakeThem() throws {
        let text = #"{ "screens": [ { "id": "a", "content": [  ] } ] }"#
        let position = Position(line: 0, character: 41)
        for takesSnippets in [true, false] {
            let server = try ServerProcess()
            server.initialize(
                capabilities: ClientCapabilities(
                    textDocument: .init(completion: .init(completionItem: .init(snippetSupport: takesSnippets)))))
            server.client.open(uri, text: text)
            let list = server.request(
                CompletionRequest(
                    TextDocumentPositionParams(
                        textDocument: TextDocumentIdentifier(uri: uri), position: position)))?["result"]
            guard case .array(let items)? = list?["items"], let button = items.first(where: { $0["label"] == .string("New button") }) else {
                return XCTFail("no button template: \(String(describing: list))")
            }
            XCTAssertEqual(button["insertTextFormat"], .int(takesSnippets ? 2 : 1))
            XCTAssertEqual(button["textEdit"]?["newText"]?.stringValue?.contains("${1:Title}"), takesSnippets)
        }
    }

    func testFixAllAppliesEverySafeFixInOneEdit() throws {
        let text =
            #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "button", "title": "Go", "symbol": "a.magnify", "width": 30, "height": 20 }, { "type": "image", "symbol": "hart.fill", "isDecorative": true } ] } ] }"#
        let server = try ServerProcess()
        server.initialize(capabilities: ClientCapabilities(textDocument: .init(codeAction: .init(codeActionLiteralSupport: .object([:])))))
        server.client.open(uri, text: text)
        let whole = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: text.utf16.count))
        var params = CodeActionParams(
            textDocument: TextDocumentIdentifier(uri: uri), range: whole, context: .init(diagnostics: [], only: ["source.fixAll"]))
        guard case .array(let actions)? = server.request(CodeActionRequest(params))?["result"] else { return XCTFail("no actions") }
        XCTAssertEqual(actions.map { $0["kind"] }, [.string("source.fixAll.designspec")])
        guard case .array(let edits)? = actions.first?["edit"]?["changes"]?[uri] else { return XCTFail("no edits") }
        XCTAssertEqual(
            Set(edits.compactMap { $0["newText"]?.stringValue }), ["\"character.magnify\"", "44"],
            "the renamed symbol and both sizes; not the guessed symbol name")
        XCTAssertEqual(edits.count, 3)

        params.context = .init(diagnostics: [])
        guard case .array(let all)? = server.request(CodeActionRequest(params))?["result"] else { return XCTFail("no actions") }
        let symbolFixes = all.filter { $0["title"]?.stringValue?.hasPrefix("Use `") == true && $0["kind"] == .string("quickfix") }
        XCTAssertGreaterThanOrEqual(symbolFixes.count, 3, "every nearby name is offered")
        XCTAssertEqual(
            symbolFixes.filter { $0["isPreferred"] == .bool(true) }.count, 2,
            "one preferred fix per finding: the renamed and the unknown symbol")
    }

    func testInlayHintsSemanticTokensAndLinks() throws {
        let server = try start()
        let lines = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 11, character: 0))
        let hints = try server.client.send(
            InlayHintRequest(DocumentRangeParams(textDocument: TextDocumentIdentifier(uri: uri), range: lines)))
        XCTAssertEqual(hints.map(\.label), ["#A14700", "#A14700", "6.15:1 light · 3.42:1 dark", "22 pt"])

        let data = try server.client.send(SemanticTokensFullRequest(SemanticTokensParams(textDocument: TextDocumentIdentifier(uri: uri))))
            .data
        XCTAssertEqual(data.count % 5, 0)
        XCTAssertGreaterThan(data.count, 20)

        let links = try server.client.send(DocumentLinkRequest(document))
        XCTAssertEqual(links.first?.target, "file:///tmp/Schemas/design-spec.schema.json")
    }
}
