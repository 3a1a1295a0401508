import Foundation
import SpecSyntax
import SpecTestSupport
import XCTest
@testable import SpecLanguageServer

/// End-to-end tests (the built binary over stdio) of navigation, rename, outline, folding, selection,
/// formatting, inlay hints, semantic tokens and links.
final class LanguageServerEditingTests: XCTestCase {
    private let uri = "file:///tmp/e2e/editing.design.jsonc"

    private let spec = MarkedText("""
        // Editing features
        {
          "$schema": "../Schemas/design-spec.schema.json",
          "platforms": { "iOS": "17.0" },
          "colors": { 1️⃣"brand": "#A14700", "ink": "brand" },
          "screens": [
            { "id": "home", "content": [
              { "type": "text", "text": "😀 Hi", "color": "bra2️⃣nd", "font":"title2" }
            ] }
          ]
        }
        """)

    private func start(capabilities: JSONValue = .object([:])) throws -> ServerProcess {
        let server = try ServerProcess()
        server.initialize(capabilities: capabilities)
        server.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("jsonc"), "version": .int(7), "text": .string(spec.text),
        ])]))
        return server
    }

    /// The UTF-16 position of marker `name`.
    private func position(_ name: String) -> JSONValue {
        let prefix = String(decoding: spec.text.utf8.prefix(spec.offset(name) ?? 0), as: UTF8.self)
        let lines = prefix.components(separatedBy: "\n")
        return .object(["line": .int(lines.count - 1), "character": .int((lines.last ?? "").utf16.count)])
    }

    private func at(_ name: String) -> [String: JSONValue] {
        ["textDocument": .object(["uri": .string(uri)]), "position": position(name)]
    }

    private var document: [String: JSONValue] { ["textDocument": .object(["uri": .string(uri)])] }

    func testDefinitionReferencesAndRename() throws {
        let server = try start()
        let definition = server.request("textDocument/definition", .object(at("2")))?["result"]
        XCTAssertEqual(definition?["uri"], .string(uri))
        XCTAssertEqual(definition?["range"]?["start"], position("1"))

        var params = at("2")
        params["context"] = .object(["includeDeclaration": .bool(true)])
        guard case .array(let references)? = server.request("textDocument/references", .object(params))?["result"] else {
            return XCTFail("no references")
        }
        XCTAssertEqual(references.count, 3)

        let prepared = server.request("textDocument/prepareRename", .object(at("2")))?["result"]
        XCTAssertEqual(prepared?["placeholder"], .string("brand"))

        var rename = at("2")
        rename["newName"] = .string("accent")
        guard case .array(let edits)? = server.request("textDocument/rename", .object(rename))?["result"]?["changes"]?[uri] else {
            return XCTFail("no rename edits")
        }
        XCTAssertEqual(edits.count, 3)
        XCTAssertTrue(edits.allSatisfy { $0["newText"] == .string("accent") })

        rename["newName"] = .string("systemRed")
        let refused = server.request("textDocument/rename", .object(rename))
        XCTAssertEqual(refused?["error"]?["code"], .int(-32803))
        XCTAssertTrue(refused?["error"]?["message"]?.stringValue?.contains("system color") ?? false)
    }

    func testRenameSendsVersionedDocumentChangesWhenTheClientTakesThem() throws {
        let server = try start(capabilities: .object(["workspace": .object(["workspaceEdit": .object(["documentChanges": .bool(true)])])]))
        var rename = at("1")
        rename["newName"] = .string("accent")
        let result = server.request("textDocument/rename", .object(rename))?["result"]
        XCTAssertEqual(result?["documentChanges"]?[0]?["textDocument"]?["version"], .int(7))
        XCTAssertNil(result?["changes"])
    }

    func testOutlineHierarchicalAndFlatAndWorkspaceSymbols() throws {
        let nested = try start(capabilities: .object(["textDocument": .object(["documentSymbol": .object(["hierarchicalDocumentSymbolSupport": .bool(true)])])]))
        let symbols = nested.request("textDocument/documentSymbol", .object(document))?["result"]
        XCTAssertEqual(symbols?[0]?["name"], .string("colors"))
        XCTAssertEqual(symbols?[0]?["kind"], .int(3))
        XCTAssertEqual(symbols?[1]?["children"]?[0]?["name"], .string("home"))
        XCTAssertEqual(symbols?[1]?["children"]?[0]?["children"]?[0]?["name"], .string("😀 Hi"))

        let flat = try start()
        guard case .array(let list)? = flat.request("textDocument/documentSymbol", .object(document))?["result"] else { return XCTFail() }
        XCTAssertEqual(list.first { $0["name"] == .string("home") }?["containerName"], .string("screens"))
        guard case .array(let found)? = flat.request("workspace/symbol", .object(["query": .string("brnd")]))?["result"] else { return XCTFail() }
        XCTAssertEqual(found.map { $0["name"] }, [.string("brand")])
    }

    func testFoldingAndSelectionRanges() throws {
        let server = try start()
        guard case .array(let folds)? = server.request("textDocument/foldingRange", .object(document))?["result"] else { return XCTFail() }
        XCTAssertTrue(folds.contains { $0["startLine"] == .int(1) && $0["endLine"] == .int(10) && $0["kind"] == .string("region") }, "\(folds)")
        var params = document
        params["positions"] = .array([position("2")])
        let selection = server.request("textDocument/selectionRange", .object(params))?["result"]?[0]
        XCTAssertEqual(selection?["range"]?["start"]?["line"], .int(7))
        XCTAssertNotNil(selection?["parent"]?["parent"]?["parent"])
    }

    /// `text` with LSP `edits` (UTF-16 positions) applied from the last to the first.
    private func applying(_ edits: [JSONValue], to text: String) -> String {
        var bytes = Array(text.utf8)
        let index = LineIndex(text)
        func offset(_ position: JSONValue?) -> Int {
            index.offset(of: TextPosition(line: position?["line"]?.intValue ?? 0, character: position?["character"]?.intValue ?? 0), encoding: .utf16)
        }
        let ranges = edits.map { (offset($0["range"]?["start"])..<offset($0["range"]?["end"]), $0["newText"]?.stringValue ?? "") }
        for (range, newText) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testFormattingAnswersOneSmallEditPerChangedRunAndNoneWhenFormatted() throws {
        let server = try start()
        var params = document
        params["options"] = .object(["tabSize": .int(2), "insertSpaces": .bool(true)])
        guard case .array(let edits)? = server.request("textDocument/formatting", .object(params))?["result"] else { return XCTFail() }
        XCTAssertGreaterThan(edits.count, 1, "one edit per changed run of lines, not one whole-document edit")
        XCTAssertEqual(edits.first?["range"]?["start"]?["line"], .int(6), "unchanged lines before the first change are left alone")
        XCTAssertTrue(edits.allSatisfy { ($0["newText"]?.stringValue?.count ?? .max) < spec.text.count / 2 }, "every edit is small: \(edits)")
        let formatted = applying(edits, to: spec.text)
        XCTAssertTrue(formatted.contains(#""font": "title2""#), formatted)

        server.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .int(8)]),
            "contentChanges": .array([.object(["text": .string(formatted)])]),
        ]))
        guard case .array(let again)? = server.request("textDocument/formatting", .object(params))?["result"] else { return XCTFail() }
        XCTAssertEqual(again, [], "a formatted document gets no edits")

        var range = params
        range["range"] = .object(["start": position("2"), "end": position("2")])
        guard case .array(let rangeEdits)? = server.request("textDocument/rangeFormatting", .object(range))?["result"] else { return XCTFail() }
        XCTAssertEqual(rangeEdits, [], "range formatting of a formatted document changes nothing")
    }

    func testTemplatesAreSnippetsOnlyForClientsThatTakeThem() throws {
        let text = #"{ "screens": [ { "id": "a", "content": [  ] } ] }"#
        let position: JSONValue = .object(["line": .int(0), "character": .int(41)])
        for takesSnippets in [true, false] {
            let server = try ServerProcess()
            server.initialize(capabilities: .object(["textDocument": .object(["completion": .object([
                "completionItem": .object(["snippetSupport": .bool(takesSnippets)]),
            ])])]))
            server.notify("textDocument/didOpen", .object(["textDocument": .object([
                "uri": .string(uri), "languageId": .string("json"), "version": .int(1), "text": .string(text),
            ])]))
            let list = server.request("textDocument/completion", .object(["textDocument": .object(["uri": .string(uri)]), "position": position]))?["result"]
            guard case .array(let items)? = list?["items"], let button = items.first(where: { $0["label"] == .string("New button") }) else {
                return XCTFail("no button template: \(String(describing: list))")
            }
            XCTAssertEqual(button["insertTextFormat"], .int(takesSnippets ? 2 : 1))
            XCTAssertEqual(button["textEdit"]?["newText"]?.stringValue?.contains("${1:Title}"), takesSnippets)
        }
    }

    func testFixAllAppliesEverySafeFixInOneEdit() throws {
        let text = #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "button", "title": "Go", "symbol": "a.magnify", "width": 30, "height": 20 }, { "type": "image", "symbol": "hart.fill", "isDecorative": true } ] } ] }"#
        let server = try ServerProcess()
        server.initialize(capabilities: .object(["textDocument": .object(["codeAction": .object(["codeActionLiteralSupport": .object([:])])])]))
        server.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("json"), "version": .int(1), "text": .string(text),
        ])]))
        let whole: JSONValue = .object(["start": .object(["line": .int(0), "character": .int(0)]), "end": .object(["line": .int(0), "character": .int(text.utf16.count)])])
        var params: [String: JSONValue] = ["textDocument": .object(["uri": .string(uri)]), "range": whole]
        params["context"] = .object(["diagnostics": .array([]), "only": .array([.string("source.fixAll")])])
        guard case .array(let actions)? = server.request("textDocument/codeAction", .object(params))?["result"] else { return XCTFail("no actions") }
        XCTAssertEqual(actions.map { $0["kind"] }, [.string("source.fixAll.designspec")])
        guard case .array(let edits)? = actions.first?["edit"]?["changes"]?[uri] else { return XCTFail("no edits") }
        XCTAssertEqual(Set(edits.compactMap { $0["newText"]?.stringValue }), ["\"character.magnify\"", "44"], "the renamed symbol and both sizes; not the guessed symbol name")
        XCTAssertEqual(edits.count, 3)

        params["context"] = .object(["diagnostics": .array([])])
        guard case .array(let all)? = server.request("textDocument/codeAction", .object(params))?["result"] else { return XCTFail("no actions") }
        let symbolFixes = all.filter { $0["title"]?.stringValue?.hasPrefix("Use `") == true && $0["kind"] == .string("quickfix") }
        XCTAssertGreaterThanOrEqual(symbolFixes.count, 3, "every nearby name is offered")
        XCTAssertEqual(symbolFixes.filter { $0["isPreferred"] == .bool(true) }.count, 2, "one preferred fix per finding: the renamed and the unknown symbol")
    }

    func testInlayHintsSemanticTokensAndLinks() throws {
        let server = try start()
        var params = document
        params["range"] = .object(["start": .object(["line": .int(0), "character": .int(0)]), "end": .object(["line": .int(11), "character": .int(0)])])
        guard case .array(let hints)? = server.request("textDocument/inlayHint", .object(params))?["result"] else { return XCTFail() }
        XCTAssertEqual(hints.compactMap { $0["label"]?.stringValue }, ["#A14700", "#A14700", "6.15:1 light · 3.42:1 dark", "22 pt"])

        guard case .array(let data)? = server.request("textDocument/semanticTokens/full", .object(document))?["result"]?["data"] else { return XCTFail() }
        XCTAssertEqual(data.count % 5, 0)
        XCTAssertGreaterThan(data.count, 20)

        guard case .array(let links)? = server.request("textDocument/documentLink", .object(document))?["result"] else { return XCTFail() }
        XCTAssertEqual(links.first?["target"], .string("file:///tmp/Schemas/design-spec.schema.json"))
    }
}
