import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest

/// Definition, references and rename across the specs of a workspace folder, through the binary.
final class WorkspaceNavigationServerTests: XCTestCase {
    /// `a` and `b` use the tokens file's `brand`; `c` defines its own. Markers sit before a name's quote.
    private static let files = [
        "tokens.design.jsonc": """
        {
          "colors": { 1️⃣"brand": "#0055FF", "accent": "systemOrange" }
        }
        """,
        "features/a.design.jsonc": """
        {
          "imports": ["../tokens.design.jsonc"],
          "platforms": { "iOS": "17.0" },
          "screens": [ { "id": "a", "background": 1️⃣"brand", "content": [ { "type": "text", "text": "é", "color": 2️⃣"brand" } ] } ]
        }
        """,
        "features/b.design.jsonc": """
        { "imports": ["../tokens.design.jsonc"], "platforms": { "iOS": "17.0" }, "screens": [ { "id": "b", "background": 1️⃣"brand" } ] }
        """,
        "features/c.design.jsonc": """
        { "imports": ["../tokens.design.jsonc"], "colors": { "brand": "#FF0000" }, "screens": [ { "id": "c", "background": "brand" } ] }
        """
    ]

    private var workspace: MarkedWorkspace!

    override func setUpWithError() throws {
        workspace = try MarkedWorkspace(Self.files)
    }

    // MARK: Helpers

    private func uri(_ relative: String) -> String {
        URL(fileURLWithPath: workspace.path(relative)).absoluteString
    }

    /// A server with the workspace folder open (taking `documentChanges` when `versioned`), returned once
    /// it has indexed the folder: references answer from what is indexed, and do not wait for it.
    private func server(versioned: Bool = true) throws -> ServerProcess {
        let server = try ServerProcess()
        let capabilities = ClientCapabilities(
            workspace: .init(workspaceEdit: .init(documentChanges: versioned)), window: .init(workDoneProgress: true))
        server.initialize(capabilities: capabilities, folders: [workspace.root])
        XCTAssertNotNil(server.client.answer(WorkDoneProgressCreateRequest.self, with: JSONValue.null))
        XCTAssertNotNil(server.notification(ProgressNotification<JSONValue>.self) { $0["params"]?["value"]?["kind"] == .string("end") })
        return server
    }

    private func open(_ server: ServerProcess, _ relative: String, text: String? = nil, version: Int = 1) {
        server.client.open(uri(relative), text: text ?? workspace[relative].text, languageId: "jsonc", version: version)
    }

    private func position(_ relative: String, _ marker: String, plus delta: Int = 0, text: String? = nil) throws -> Position {
        let offset = try XCTUnwrap(workspace[relative].offset(marker)) + delta
        let position = LineIndex(text ?? workspace[relative].text).position(of: offset, encoding: .utf16)
        return Position(line: position.line, character: position.character)
    }

    private func document(_ relative: String) -> TextDocumentIdentifier {
        TextDocumentIdentifier(uri: uri(relative))
    }

    private func at(_ relative: String, _ position: Position) -> TextDocumentPositionParams {
        TextDocumentPositionParams(textDocument: document(relative), position: position)
    }

    /// Renames what is at `position` of `relative` to `newName`.
    private func rename(_ relative: String, at position: Position, to newName: String) -> RenameRequest {
        RenameRequest(RenameParams(textDocument: document(relative), position: position, newName: newName))
    }

    /// "file@marker" for each location (a range starting at a marker).
    private func describe(_ locations: [JSONValue]) -> [String] {
        locations.map { location in
            let relative = String(URL(string: location["uri"]?.stringValue ?? "")?.path.dropFirst(workspace.root.count + 1) ?? "")
            let start = location["range"]?["start"]
            let marker = workspace[relative].markers.first { _, offset in
                let position = LineIndex(workspace[relative].text).position(of: offset, encoding: .utf16)
                return start?["line"]?.intValue == position.line && start?["character"]?.intValue == position.character
            }?.key
            return "\(relative)@\(marker ?? "?")"
        }
    }

    /// The texts after applying `edits` (LSP `TextEdit`s) to `text`.
    private func applying(_ edits: [JSONValue], to text: String) -> String {
        let lineIndex = LineIndex(text)
        var bytes = lineIndex.bytes
        let replacements = edits.compactMap { edit -> (Range<Int>, String)? in
            guard let start = edit["range"]?["start"], let end = edit["range"]?["end"],
                let newText = edit["newText"]?.stringValue
            else { return nil }
            func offset(_ position: JSONValue) -> Int {
                lineIndex.offset(
                    of: TextPosition(line: position["line"]?.intValue ?? 0, character: position["character"]?.intValue ?? 0),
                    encoding: .utf16)
            }
            return (offset(start)..<offset(end), newText)
        }
        for (range, newText) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Tests

    func testDefinitionAndReferencesReachTheTokensFile() throws {
        let server = try server()
        open(server, "features/a.design.jsonc")
        let fromUse = try position("features/a.design.jsonc", "2", plus: 2)
        let definition = try XCTUnwrap(server.request(DefinitionRequest(at("features/a.design.jsonc", fromUse)))?["result"])
        XCTAssertEqual(describe([definition]), ["tokens.design.jsonc@1"])
        let fromKey = try position("features/a.design.jsonc", "1", plus: 1)
        let declaration = try XCTUnwrap(server.request(DeclarationRequest(at("features/a.design.jsonc", fromKey)))?["result"])
        XCTAssertEqual(describe([declaration]), ["tokens.design.jsonc@1"])
        let references =
            server.request(
                ReferencesRequest(
                    ReferenceParams(
                        textDocument: document("features/a.design.jsonc"), position: fromKey, context: .init(includeDeclaration: true))))?[
                "result"]?.arrayValue ?? []
        XCTAssertEqual(
            describe(references),
            [
                "tokens.design.jsonc@1", "features/a.design.jsonc@1", "features/a.design.jsonc@2", "features/b.design.jsonc@1"
            ])
    }

    func testAnOpenTokensFileAnswersWithItsCurrentText() throws {
        let server = try server()
        let edited = "// moved down a line\n" + workspace["tokens.design.jsonc"].text
        open(server, "tokens.design.jsonc", text: edited, version: 7)
        open(server, "features/a.design.jsonc")
        let fromUse = try position("features/a.design.jsonc", "2", plus: 2)
        let definition = try XCTUnwrap(server.request(DefinitionRequest(at("features/a.design.jsonc", fromUse)))?["result"])
        let expected = LineIndex(edited).position(
            of: try XCTUnwrap(workspace["tokens.design.jsonc"].offset("1")) + "// moved down a line\n".utf8.count,
            encoding: .utf16)
        XCTAssertEqual(definition["range"]?["start"]?["line"]?.intValue, expected.line)
        XCTAssertEqual(definition["range"]?["start"]?["character"]?.intValue, expected.character)

        let edit = try XCTUnwrap(
            server.request(
                rename(
                    "features/a.design.jsonc", at: try position("features/a.design.jsonc", "1", plus: 1), to: "primary"))?["result"])
        let changes = edit["documentChanges"]?.arrayValue ?? []
        let tokens = try XCTUnwrap(changes.first { $0["textDocument"]?["uri"]?.stringValue == uri("tokens.design.jsonc") })
        XCTAssertEqual(tokens["textDocument"]?["version"], .int(7))
        XCTAssertEqual(
            applying(tokens["edits"]?.arrayValue ?? [], to: edited), edited.replacingOccurrences(of: "\"brand\"", with: "\"primary\""))
    }

    func testRenameEditsEverySpecThatSeesTheTokenWithVersions() throws {
        let server = try server()
        open(server, "features/a.design.jsonc", version: 3)
        let edit = try XCTUnwrap(
            server.request(
                rename(
                    "features/a.design.jsonc", at: try position("features/a.design.jsonc", "2", plus: 1), to: "primary"))?["result"])
        XCTAssertNil(edit["changes"])
        let changes = edit["documentChanges"]?.arrayValue ?? []
        XCTAssertEqual(
            changes.compactMap { $0["textDocument"]?["uri"]?.stringValue },
            ["features/a.design.jsonc", "tokens.design.jsonc", "features/b.design.jsonc"].map(uri))
        XCTAssertEqual(changes.map { $0["textDocument"]?["version"] }, [.int(3), .null, .null])
        for change in changes {
            let relative = String(
                URL(string: change["textDocument"]?["uri"]?.stringValue ?? "")?.path.dropFirst(workspace.root.count + 1) ?? "")
            XCTAssertEqual(
                applying(change["edits"]?.arrayValue ?? [], to: workspace[relative].text),
                workspace[relative].text.replacingOccurrences(of: "\"brand\"", with: "\"primary\""), relative)
        }
    }

    func testRenameWithoutDocumentChangesAnswersChangesByURI() throws {
        let server = try server(versioned: false)
        open(server, "tokens.design.jsonc")
        let edit = try XCTUnwrap(
            server.request(
                rename(
                    "tokens.design.jsonc", at: try position("tokens.design.jsonc", "1", plus: 1), to: "primary"))?["result"])
        XCTAssertNil(edit["documentChanges"])
        guard case .object(let changes)? = edit["changes"] else { return XCTFail("no changes: \(edit)") }
        XCTAssertEqual(Set(changes.keys), Set(["tokens.design.jsonc", "features/a.design.jsonc", "features/b.design.jsonc"].map(uri)))
        XCTAssertEqual(changes[uri("features/a.design.jsonc")]?.arrayValue?.count, 2)
    }

    func testImportsCompleteWithTheOtherSpecsAndLeadToTheFile() throws {
        let server = try server()
        let text = #"{ "imports": ["../tokens.design.jsonc", ""], "screens": [] }"#
        open(server, "features/a.design.jsonc", text: text)
        let empty = text.utf8.count - #""], "screens": [] }"#.utf8.count + 1
        let cursor = Position(line: 0, character: empty)
        let items = server.request(CompletionRequest(at("features/a.design.jsonc", cursor)))?["result"]?["items"]?.arrayValue ?? []
        XCTAssertEqual(items.compactMap { $0["label"]?.stringValue }, ["b.design.jsonc", "c.design.jsonc"])
        XCTAssertEqual(items.first?["kind"], .int(17))
        let inPath = Position(line: 0, character: 18)
        let file = server.request(DefinitionRequest(at("features/a.design.jsonc", inPath)))?["result"]
        XCTAssertEqual(file?["uri"]?.stringValue, uri("tokens.design.jsonc"))
        XCTAssertEqual(file?["range"]?["start"], .object(["line": .int(0), "character": .int(0)]))
        let links = server.request(DocumentLinkRequest(DocumentIdentifierParams(textDocument: document("features/a.design.jsonc"))))?[
            "result"]
        XCTAssertEqual(links?.arrayValue?.compactMap { $0["target"]?.stringValue }, [uri("tokens.design.jsonc")])
    }

    func testTheFixRenamingATokenThatShadowsASystemColorReachesTheImporters() throws {
        workspace = try MarkedWorkspace([
            "tokens.design.jsonc": ##"{ "colors": { "systemBlue": "#0055FF" } }"##,
            "feature.design.jsonc": ##"{ "imports": ["tokens.design.jsonc"], "screens": [ { "id": "f", "background": "systemBlue" } ] }"##
        ])
        let server = try server()
        open(server, "tokens.design.jsonc")
        let key = try XCTUnwrap(workspace["tokens.design.jsonc"].text.range(of: "\"systemBlue\""))
        let column =
            workspace["tokens.design.jsonc"].text.utf8.distance(from: workspace["tokens.design.jsonc"].text.startIndex, to: key.lowerBound)
            + 1
        let at = Position(line: 0, character: column)
        let actions =
            server.request(
                CodeActionRequest(
                    CodeActionParams(
                        textDocument: document("tokens.design.jsonc"), range: LSPRange(start: at, end: at),
                        context: .init(diagnostics: [], only: ["quickfix"]))))?["result"]?.arrayValue ?? []
        let rename = try XCTUnwrap(actions.first { $0["title"]?.stringValue == "Rename to `brandSystemBlue` everywhere" }, "\(actions)")
        let changes = rename["edit"]?["documentChanges"]?.arrayValue ?? []
        XCTAssertEqual(
            changes.compactMap { $0["textDocument"]?["uri"]?.stringValue }, [uri("tokens.design.jsonc"), uri("feature.design.jsonc")])
        for change in changes {
            let relative = String(
                URL(string: change["textDocument"]?["uri"]?.stringValue ?? "")?.path.dropFirst(workspace.root.count + 1) ?? "")
            XCTAssertEqual(
                applying(change["edits"]?.arrayValue ?? [], to: workspace[relative].text),
                workspace[relative].text.replacingOccurrences(of: "\"systemBlue\"", with: "\"brandSystemBlue\""), relative)
        }
    }

    func testARefusedRenameNamesTheReason() throws {
        let server = try server()
        open(server, "features/b.design.jsonc")
        let response = server.request(
            rename("features/b.design.jsonc", at: try position("features/b.design.jsonc", "1", plus: 1), to: "accent"))
        XCTAssertNil(response?["result"].flatMap { $0 == .null ? nil : $0 })
        XCTAssertEqual(response?["error"]?["code"]?.intValue, -32803)
        XCTAssertEqual(response?["error"]?["message"]?.stringValue, "A color token named \"accent\" already exists.")
    }
}
