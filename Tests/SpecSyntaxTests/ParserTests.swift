import SpecSyntax
import SpecTestSupport
import XCTest

/// Parsing valid JSON and JSONC: offsets, parent links, keys and values, decoded scalars, comments.
final class ParserTests: XCTestCase {
    /// A property's colon is found again from its key's end, past whitespace, comments and NUL bytes
    /// as the parser skips them; a property without one has none, even when a colon comes later.
    func testTheColonIsTheTokenAfterTheKey() throws {
        let cases: [(text: String, colon: Int?)] = [
            (#"{"a": 1}"#, 4), (#"{"a" /* c: */ : 1}"#, 14), ("{\"a\" // c:\n : 1}", 12), ("{\"a\"\u{0}\u{0}: 1}", 6),
            (#"{"a" 1, "b": 2}"#, nil), (#"{"a": }"#, 4), (#"{"a"}"#, nil), ("{\"a\" /* open", nil)
        ]
        for (text, colon) in cases {
            let property = try XCTUnwrap(SyntaxTree.parse(text).root?.properties.first, text)
            XCTAssertEqual(property.colonOffset, colon, text)
        }
    }

    func testObjectNodesCarryByteOffsetsAndParentLinks() throws {
        let text = #"{"name": "App", "count": 3}"#
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(tree.diagnostics, [])
        let root = try XCTUnwrap(tree.root)
        XCTAssertEqual(root.kind, .object)
        XCTAssertEqual(root.range, 0..<27)
        XCTAssertNil(root.parent)
        XCTAssertEqual(root.keys, ["name", "count"])

        let name = try XCTUnwrap(root.property("name"))
        XCTAssertEqual(name.kind, .property)
        XCTAssertEqual(name.range, 1..<14)
        XCTAssertEqual(name.parent, root)
        XCTAssertEqual(name.colonOffset, 7)
        XCTAssertEqual(name.key?.range, 1..<7)
        XCTAssertEqual(name.key?.contentRange, 2..<6)
        XCTAssertEqual(name.key?.parent, name)
        XCTAssertEqual(name.value?.range, 9..<14)
        XCTAssertEqual(name.value?.text, "\"App\"")
        XCTAssertEqual(name.value?.parent, name)
        XCTAssertEqual(root["count"]?.range, 25..<26)
        XCTAssertEqual(root["count"]?.numberValue, 3)
        XCTAssertEqual(tree.nodeCount, 7)
    }

    func testArraysNestedObjectsAndPaths() throws {
        let text = """
            {"screens": [{"id": "home", "content": [{"type": "button"}, {"type": "text", "text": "Hi"}]}]}
            """
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(tree.diagnostics, [])
        let screens = try XCTUnwrap(tree.root?["screens"])
        XCTAssertEqual(screens.kind, .array)
        XCTAssertEqual(screens.elements.count, 1)
        let content = try XCTUnwrap(screens.elements.first?["content"])
        XCTAssertEqual(content.childCount, 2)
        let text2 = try XCTUnwrap(content.elements[1]["text"])
        XCTAssertEqual(text2.stringValue, "Hi")
        XCTAssertEqual(text2.path.description, "screens[0].content[1].text")
        XCTAssertEqual(text2.path.keys, ["screens", "content", "text"])
        XCTAssertEqual(text2.path.components, [.key("screens"), .index(0), .key("content"), .index(1), .key("text")])
        XCTAssertEqual(tree.root?.path.description, "$")
        XCTAssertEqual(text2.ancestors.count, 8)
        XCTAssertEqual(text2.ancestors.last, tree.root)
        XCTAssertEqual(content.elements[1].properties.first?.keyName, "type")
    }

    func testStringsDecodeEscapesAndSurrogatePairs() throws {
        let text = #"["a\"b\\c\/d", "\b\f\n\r\t", "\u00e9\u4E2D", "\ud83c\udfa8", "🎨 é", "\ud83c", "\udfa8x"]"#
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(tree.diagnostics, [])
        let values = try XCTUnwrap(tree.root).elements.map(\.stringValue)
        XCTAssertEqual(values, ["a\"b\\c/d", "\u{8}\u{C}\n\r\t", "é中", "🎨", "🎨 é", "\u{FFFD}", "\u{FFFD}x"])
    }

    func testStringEqualsComparesDecodedValues() throws {
        let tree = SyntaxTree.parse(#"{"plain": 1, "esc\u0061ped": 2, "🎨": 3}"#)
        let root = try XCTUnwrap(tree.root)
        XCTAssertNotNil(root.property("plain"))
        XCTAssertNotNil(root.property("escaped"))
        XCTAssertNotNil(root.property("🎨"))
        XCTAssertNil(root.property("plai"))
        XCTAssertNil(root.property("plainer"))
        XCTAssertEqual(root.properties[1].key?.stringEquals("escaped"), true)
        XCTAssertEqual(root.properties[1].key?.stringEquals("esc\\u0061ped"), false)
    }

    func testNumbersBooleansAndNull() throws {
        let tree = SyntaxTree.parse("[0, -1, 2.5, 1e3, -0.25E-2, true, false, null]")
        XCTAssertEqual(tree.diagnostics, [])
        let elements = try XCTUnwrap(tree.root).elements
        XCTAssertEqual(elements.map(\.kind), [.number, .number, .number, .number, .number, .boolean, .boolean, .null])
        XCTAssertEqual(elements.prefix(5).map(\.numberValue), [0, -1, 2.5, 1000, -0.0025])
        XCTAssertEqual(elements[5].booleanValue, true)
        XCTAssertEqual(elements[6].booleanValue, false)
        XCTAssertNil(elements[7].booleanValue)
        XCTAssertNil(elements[5].numberValue)
        XCTAssertNil(elements[0].stringValue)
    }

    func testInvalidNumberTextHasNoValue() throws {
        // Swift's Double(String) would accept these; JSON does not.
        let tree = SyntaxTree.parse("[0x10, -inf, 1.5e]")
        let elements = try XCTUnwrap(tree.root).elements
        XCTAssertEqual(elements.count, 3)
        XCTAssertEqual(elements.map(\.numberValue), [nil, nil, nil])
        XCTAssertEqual(tree.diagnostics.map(\.code), [.invalidNumber, .invalidNumber, .invalidNumber])
    }

    func testLineAndBlockCommentsAreCollected() {
        let text = """
            // leading
            {
              "a": 1, /* inline */ "b": 2 // trailing
              /* multi
                 line */
            }
            """
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(tree.diagnostics, [])
        XCTAssertEqual(tree.root?.keys, ["a", "b"])
        XCTAssertEqual(tree.comments.map(\.body), [" leading", " inline ", " trailing", " multi\n     line "])
        XCTAssertEqual(tree.comments.map(\.isLineComment), [true, false, true, false])
        let bytes = Array(text.utf8)
        for comment in tree.comments {
            let source = String(decoding: bytes[comment.range], as: UTF8.self)
            XCTAssertTrue(source.hasPrefix(comment.isLineComment ? "//" : "/*"), source)
            XCTAssertTrue(comment.isLineComment || source.hasSuffix("*/"), source)
        }
        XCTAssertEqual(tree.comments.first?.range, 0..<10)
    }

    func testCommentMarkersInsideStringsAreText() {
        let tree = SyntaxTree.parse(#"{"url": "https://example.com/*x*/"}"#)
        XCTAssertEqual(tree.diagnostics, [])
        XCTAssertEqual(tree.comments, [])
        XCTAssertEqual(tree.root?["url"]?.stringValue, "https://example.com/*x*/")
    }

    func testTrailingCommasAreAcceptedWithoutDiagnostics() {
        let tree = SyntaxTree.parse(#"{"a": [1, 2, ], "b": {"c": true, }, }"#)
        XCTAssertEqual(tree.diagnostics, [])
        XCTAssertEqual(tree.root?.keys, ["a", "b"])
        XCTAssertEqual(tree.root?["a"]?.childCount, 2)
        XCTAssertEqual(tree.root?["b"]?.keys, ["c"])
    }

    func testByteOrderMarkIsSkipped() {
        let tree = SyntaxTree.parse(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        XCTAssertEqual(tree.diagnostics, [])
        XCTAssertEqual(tree.root?.range, 3..<11)
        XCTAssertEqual(tree.root?["a"]?.range, 9..<10)
    }

    func testScalarRootAndWhitespace() {
        let tree = SyntaxTree.parse(" \t\r\n \"just a string\" \n")
        XCTAssertEqual(tree.diagnostics, [])
        XCTAssertEqual(tree.root?.kind, .string)
        XCTAssertEqual(tree.root?.range, 5..<20)
        XCTAssertEqual(tree.root?.path.description, "$")
    }

    func testLastDuplicateKeyWins() {
        let tree = SyntaxTree.parse(#"{"a": 1, "a": 2}"#)
        XCTAssertEqual(tree.root?["a"]?.numberValue, 2)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.duplicateKey])
    }

    func testDuplicateKeysInLargeObjectsAreFound() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": 0", "\"k39\": 1"]
        let tree = SyntaxTree.parse("{" + members.joined(separator: ", ") + "}")
        XCTAssertEqual(tree.diagnostics.map(\.code), [.duplicateKey, .duplicateKey])
        XCTAssertEqual(
            tree.diagnostics.map(\.message).map { $0.hasPrefix("Duplicate key \"k7\"") || $0.hasPrefix("Duplicate key \"k39\"") },
            [true, true])
        XCTAssertEqual(tree.root?.childCount, 42)
    }

    func testInnermostNode() throws {
        let marked = MarkedText(#"{"a": {"b": [1, "x1️⃣y"]}}"#)
        let tree = SyntaxTree.parse(marked.text)
        let node = try XCTUnwrap(tree.root?.innermostNode(at: try XCTUnwrap(marked.offset("1"))))
        XCTAssertEqual(node.stringValue, "xy")
        XCTAssertEqual(node.path.description, "a.b[1]")
    }

    func testNodeHandlesAreEqualPerTree() {
        let first = SyntaxTree.parse("[1]")
        let second = SyntaxTree.parse("[1]")
        XCTAssertEqual(first.root, first.root)
        XCTAssertNotEqual(first.root, second.root)
        XCTAssertEqual(Set([first.root, first.root, second.root]).count, 2)
    }
}
