import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest

@testable import SpecLanguageServer

/// What a keystroke costs, counted rather than timed (issue 30): after a one-character edit inside a
/// string, completion and hover parse only the container the edit damaged, write the nodes of only
/// a few chunks of the tree (the rest is shared with the version before), and run no rule, no
/// workspace-index summary and no model of the whole document. The rule-run queue is held, so
/// nothing else could have done the work they are blamed for.
final class KeystrokeWorkTests: XCTestCase {
    private static let screens = (0..<400).map { index in
        """
            { "id": "screen\(index)", "title": "Screen \(index)", "content": [
              { "type": "text", "text": "Heading \(index)", "font": "title2" },
              { "type": "button", "title": "Share", "symbol": "square.and.arrow.up", "width": 44, "height": 44 }
            ] }
        """
    }

    /// The spec: tokens, then 400 screens (many chunks of nodes); `1️⃣` is inside the 201st screen's symbol value.
    private static let spec = """
        {
          "platforms": { "iOS": "17.0" },
          "colors": { "brand": "#0055FF" },
          "screens": [
        \(screens[..<200].joined(separator: ",\n")),
            { "id": "probe", "content": [ { "type": "button", "title": "Star", "symbol": "star1️⃣", "width": 44, "height": 44 } ] },
        \(screens[200...].joined(separator: ",\n"))
          ]
        }
        """

    func testCompletionAndHoverAfterAKeystrokeDoOnlyTheKeystrokesWork() throws {
        let workspace = try MarkedWorkspace(["app.design.jsonc": Self.spec])
        let path = workspace.path("app.design.jsonc")
        let uri = URL(fileURLWithPath: path).absoluteString
        let marked = workspace["app.design.jsonc"]
        let cursor = try XCTUnwrap(marked.offset())
        let harness = InProcessServer()
        _ = try harness.client.send(
            InitializeRequest(
                InitializeParams(workspaceFolders: [WorkspaceFolder(uri: URL(fileURLWithPath: workspace.root).absoluteString, name: "w")])))
        harness.client.notify(InitializedNotification())
        let index = harness.server.workspace.index
        index.waitUntilIndexed()

        // The first version settles: analysed, its rules run and its summary in the index.
        harness.client.open(uri, text: marked.text, languageId: "jsonc")
        XCTAssertNotNil(harness.client.notification(PublishDiagnosticsNotification.self) { $0.uri == uri })
        index.waitForUpdates()

        let release = harness.holdDiagnosticsQueue()
        defer { release.signal() }

        let text = Array(marked.text.utf8)
        let line = text[..<cursor].filter { $0 == UInt8(ascii: "\n") }.count
        let lineStart = (text[..<cursor].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let position = Position(line: line, character: cursor - lineStart)
        // The object the edit lands in: the probe button, from its `{` to its `}`.
        let container = try XCTUnwrap(text[..<cursor].lastIndex(of: UInt8(ascii: "{")))
        let containerLength = try XCTUnwrap(text[cursor...].firstIndex(of: UInt8(ascii: "}"))) + 1 - container

        WorkLog.startRecording()
        defer { WorkLog.stopRecording() }
        var version = 1
        for (round, request) in ["completion", "hover", "completion"].enumerated() {
            version += 1
            let edit = round % 2 == 0 ? LSPRange(start: position, end: position) : LSPRange(start: position, end: Position(line: line, character: position.character + 1))
            harness.client.notify(
                DidChangeTextDocumentNotification(
                    DidChangeTextDocumentParams(
                        textDocument: TextDocumentIdentifier(uri: uri, version: version),
                        contentChanges: [TextDocumentContentChangeEvent(range: edit, text: round % 2 == 0 ? "." : "")])))
            let at = TextDocumentPositionParams(
                textDocument: TextDocumentIdentifier(uri: uri),
                position: round % 2 == 0 ? Position(line: line, character: position.character + 1) : position)
            if request == "completion" {
                let list = try harness.client.send(CompletionRequest(at))
                XCTAssertTrue(list.items.contains { $0.label == "star.fill" }, "round \(round): \(list.items.prefix(5).map(\.label))")
            } else {
                XCTAssertNotNil(try harness.client.send(HoverRequest(at)), "round \(round)")
            }
        }
        // Whatever the requests handed the index is done by now.
        index.waitForUpdates()
        let work = WorkLog.counted(for: path)

        XCTAssertEqual(work[.fullParse, default: 0], 0, "\(work)")
        XCTAssertLessThanOrEqual(work[.parsedBytes, default: 0], 3 * (containerLength + 1), "only the probe button, once per edit: \(work)")
        XCTAssertGreaterThan(work[.parsedBytes, default: 0], 0, "each edit was parsed: \(work)")
        // Each edit writes the nodes of a few chunks (the probe button's, its screen's and the root's), not the tree.
        let nodeCount = SyntaxTree.parse(marked.text).nodeCount
        XCTAssertLessThan(work[.copiedNodes, default: 0], 3 * nodeCount / 4, "a tree of \(nodeCount) nodes: \(work)")
        XCTAssertGreaterThan(work[.copiedNodes, default: 0], 0, "\(work)")
        XCTAssertEqual(work[.ruleRun, default: 0], 0, "\(work)")
        XCTAssertEqual(work[.indexSummary, default: 0], 0, "\(work)")
        XCTAssertEqual(work[.wholeSpecModel, default: 0], 0, "\(work)")
    }
}
