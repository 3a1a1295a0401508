import Foundation
import SpecSyntax
import SpecTestSupport
import XCTest
@testable import SpecFormat

final class SpecFormatterTests: XCTestCase {
    private let formatter = SpecFormatter()

    private func format(_ text: String, _ options: FormattingOptions = FormattingOptions()) -> String? {
        SpecFormatter(options: options).format(SyntaxTree.parse(text))
    }

    func testLaysOutComponentsOnePerLineAndKeepsSimpleOnesInline() throws {
        let input =
            #"{"name":"Demo","platforms":{"iOS":"17.0"},"screens":[{"id":"home","content":[{"type":"text","text":"Hi"},{"type":"stack","children":[{"type":"button","title":"Go","width":44,"height":44}]}]}]}"#
        XCTAssertEqual(
            format(input),
            try TestFixtures.text("formatter/components-one-per-line.expected.jsonc"))
    }

    func testKeepsEveryCommentWhereItWas() throws {
        let input = try TestFixtures.text("formatter/comments.input.jsonc")
        XCTAssertEqual(
            format(input),
            try TestFixtures.text("formatter/comments.expected.jsonc"))
    }

    func testHonoursTabSizeAndTabs() {
        let input = #"{"a":[{"b":1},2]}"#
        XCTAssertEqual(format(input, FormattingOptions(tabSize: 4)), "{\n    \"a\": [\n        { \"b\": 1 },\n        2\n    ]\n}\n")
        XCTAssertEqual(format(input, FormattingOptions(insertSpaces: false)), "{\n\t\"a\": [\n\t\t{ \"b\": 1 },\n\t\t2\n\t]\n}\n")
    }

    func testLongScalarContainersBreakAtTheLineWidth() {
        let words = (1...40).map { "\"word\($0)\"" }.joined(separator: ",")
        let output = format("{\"segments\":[\(words)]}") ?? ""
        XCTAssertTrue(output.contains("\"segments\": [\n    \"word1\",\n"), output)
        XCTAssertTrue(output.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    func testRefusesDocumentsWithSyntaxErrors() {
        XCTAssertNil(format(#"{ "name": "Demo", "screens": [ }"#))
        XCTAssertNil(format(""))
    }

    func testKeepsValuesByteForByte() {
        let input = #"{"text":"Caf\u00e9 \"quoted\" ☕️","n":1.50e2,"b":false,"z":null}"#
        XCTAssertEqual(format(input), #"{ "text": "Caf\u00e9 \"quoted\" ☕️", "n": 1.50e2, "b": false, "z": null }"# + "\n")
    }

    func testExamplesKeepMeaningAndCommentsAndAreIdempotent() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".jsonc") }.sorted()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let original = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
            let before = SyntaxTree.parse(original)
            let once = try XCTUnwrap(formatter.format(before), file)
            let after = SyntaxTree.parse(once)
            XCTAssertEqual(after.diagnostics.count, 0, file)
            XCTAssertEqual(canonical(after.root), canonical(before.root), "meaning changed in \(file)")
            XCTAssertEqual(after.comments.map(\.body), before.comments.map(\.body), "comments changed in \(file)")
            XCTAssertEqual(formatter.format(after), once, "not idempotent on \(file)")
        }
    }

    func testRangeFormattingRewritesTheInnermostContainerAsTheWholeDocumentWould() throws {
        let input = """
            {
              "screens": [
                { "id": "home", "content": [ {"type":"text",
                  "text":"Hi"} ] }
              ]
            }
            """
        let tree = SyntaxTree.parse(input)
        let offset = try XCTUnwrap(input.utf8.firstIndex(of: UInt8(ascii: "H"))).utf16Offset(in: input)
        let (range, text) = try XCTUnwrap(formatter.format(tree, range: offset..<offset))
        var bytes = Array(input.utf8)
        bytes.replaceSubrange(range, with: Array(text.utf8))
        let edited = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(edited.contains(#"{ "type": "text", "text": "Hi" }"#), edited)
        XCTAssertEqual(formatter.format(SyntaxTree.parse(edited)), formatter.format(tree))
    }

    /// A structural dump: same values in the same order, whatever the layout.
    private func canonical(_ node: SyntaxNode?) -> String {
        guard let node else { return "∅" }
        switch node.kind {
        case .object: return "{" + node.children.map { "\($0.keyName ?? "?")=\(canonical($0.value))" }.joined(separator: ",") + "}"
        case .array: return "[" + node.children.map(canonical).joined(separator: ",") + "]"
        default: return node.text
        }
    }
}
