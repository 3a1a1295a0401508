import SpecSyntax
import SpecTestSupport
import XCTest

/// Every `SyntaxErrorCode` is produced by at least one document, with the range it should cover.
/// In the fixtures `1️⃣` marks where the expected range starts and `2️⃣` where it ends.
final class SyntaxErrorCodeTests: XCTestCase {
    /// One fixture per case: the code, the marked document, and the codes of all its diagnostics.
    private static let fixtures: [(code: SyntaxErrorCode, marked: String, all: [SyntaxErrorCode])] = [
        (.emptyDocument, "  \n1️⃣2️⃣", [.emptyDocument]),
        (.emptyDocument, "// only a comment1️⃣2️⃣", [.emptyDocument]),
        (.unexpectedToken, #"{"a": 1 1️⃣:2️⃣ }"#, [.unexpectedToken]),
        (.unexpectedToken, "[1, 1️⃣:2️⃣ 2]", [.unexpectedToken]),
        (.unexpectedToken, "[1 1️⃣}2️⃣]", [.unexpectedToken]),
        (.unexpectedToken, #"{"a": 1, 1️⃣]2️⃣ "b": 2}"#, [.unexpectedToken]),
        (.expectedValue, #"{"a"1️⃣:2️⃣ }"#, [.expectedValue]),
        (.expectedValue, "[1, 1️⃣,2️⃣ 2]", [.expectedValue]),
        (.expectedValue, "1️⃣]2️⃣", [.expectedValue]),
        (.expectedPropertyName, "{ 1️⃣12️⃣: 1 }", [.expectedPropertyName]),
        (.expectedPropertyName, #"{"a": 1, 1️⃣,2️⃣ "b": 2}"#, [.expectedPropertyName]),
        (.expectedColon, #"{"a"1️⃣2️⃣ 1}"#, [.expectedColon]),
        (.expectedColon, #"{"a"1️⃣2️⃣, "b": 1}"#, [.expectedColon]),
        (.expectedComma, #"{"a": 11️⃣2️⃣ "b": 2}"#, [.expectedComma]),
        (.expectedComma, "[11️⃣2️⃣ 2]", [.expectedComma]),
        (.unclosedObject, #"1️⃣{2️⃣"a": 1"#, [.unclosedObject]),
        (.unclosedArray, "1️⃣[2️⃣1, 2", [.unclosedArray]),
        (.unterminatedString, "{\"a\": 1️⃣\"abc2️⃣\n}", [.unterminatedString]),
        (.unterminatedString, "[1️⃣\"abc2️⃣", [.unclosedArray, .unterminatedString]),
        (.unterminatedComment, "{} 1️⃣/*2️⃣ abc", [.unterminatedComment]),
        (.invalidEscape, #"["a1️⃣\x2️⃣b"]"#, [.invalidEscape]),
        (.invalidEscape, #"["1️⃣\u2️⃣12"]"#, [.invalidEscape]),
        (.invalidEscape, #"["1️⃣\é2️⃣"]"#, [.invalidEscape]),
        (.controlCharacter, "[\"a1️⃣\t2️⃣b\"]", [.controlCharacter]),
        (.invalidNumber, "[1️⃣01232️⃣]", [.invalidNumber]),
        (.invalidNumber, "[1️⃣-2️⃣]", [.invalidNumber]),
        (.invalidNumber, "[1️⃣1.2️⃣]", [.invalidNumber]),
        (.invalidNumber, "[1️⃣1e+2️⃣]", [.invalidNumber]),
        (.invalidSymbol, #"{"a": 1️⃣tru2️⃣}"#, [.invalidSymbol]),
        (.invalidSymbol, "[1️⃣é2️⃣]", [.invalidSymbol]),
        (.invalidSymbol, "[1, 1️⃣/2️⃣]", [.invalidSymbol]),
        (.nulByte, "[1️⃣\u{0}\u{0}2️⃣]", [.nulByte]),
        (.trailingContent, "{} 1️⃣{2️⃣}", [.trailingContent]),
        (.duplicateKey, #"{"a": 1, 1️⃣"a"2️⃣: 2}"#, [.duplicateKey])
    ]

    func testEachFixtureProducesItsCodeAtTheMarkedRange() throws {
        for fixture in Self.fixtures {
            let marked = MarkedText(fixture.marked)
            XCTAssertEqual(marked.duplicateMarkers, [])
            let start = try XCTUnwrap(marked.offset("1"), fixture.marked)
            let end = try XCTUnwrap(marked.offset("2"), fixture.marked)
            let tree = SyntaxTree.parse(marked.text)
            XCTAssertEqual(tree.diagnostics.map(\.code), fixture.all, fixture.marked)
            let matching = tree.diagnostics.first { $0.code == fixture.code }
            XCTAssertEqual(matching?.range, start..<end, fixture.marked)
            XCTAssertFalse(matching?.message.isEmpty ?? true, fixture.marked)
        }
    }

    /// Text with invalid UTF-8 cannot be a Swift string, so this one is bytes.
    func testInvalidUTF8Range() {
        let tree = SyntaxTree.parse(bytes: [0x5B, 0x31, 0x2C, 0xC0, 0xAF, 0x5D])
        XCTAssertEqual(tree.diagnostics.map(\.code), [.invalidUTF8, .invalidUTF8])
        XCTAssertEqual(tree.diagnostics.map(\.range), [3..<4, 4..<5])
    }

    func testNestingTooDeepRange() {
        let depth = SyntaxTree.maximumNestingDepth
        let tree = SyntaxTree.parse(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1))
        XCTAssertEqual(tree.diagnostics.map(\.code), [.nestingTooDeep])
        XCTAssertEqual(tree.diagnostics.first?.range, depth..<(depth + 1))
        let exactlyDeepEnough = SyntaxTree.parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        XCTAssertEqual(exactlyDeepEnough.diagnostics, [])
    }

    func testDocumentTooLarge() {
        let tree = SyntaxTree.parse(bytes: Array(#"{"a": 1}"#.utf8), sizeLimit: 4)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.documentTooLarge])
        XCTAssertEqual(tree.diagnostics.first?.range, 0..<0)
        XCTAssertNil(tree.root)
        XCTAssertEqual(SyntaxTree.parse(bytes: Array(#"{"a": 1}"#.utf8), sizeLimit: 8).diagnostics, [])
    }

    func testEveryCodeHasAFixture() {
        // The fixtures, plus the codes the dedicated tests above produce.
        let covered = Set(Self.fixtures.map(\.code)).union([.invalidUTF8, .nestingTooDeep, .documentTooLarge])
        for code in SyntaxErrorCode.allCases {
            XCTAssertTrue(covered.contains(code), "no test produces \(code.rawValue)")
        }
    }

    func testCodesAreStable() {
        XCTAssertEqual(
            SyntaxErrorCode.allCases.map(\.rawValue),
            [
                "syntax/empty-document", "syntax/unexpected-token", "syntax/expected-value", "syntax/expected-property-name",
                "syntax/expected-colon",
                "syntax/expected-comma", "syntax/unclosed-object", "syntax/unclosed-array", "syntax/unterminated-string",
                "syntax/unterminated-comment",
                "syntax/invalid-escape", "syntax/control-character", "syntax/invalid-number", "syntax/invalid-symbol",
                "syntax/invalid-utf8", "syntax/nul-byte",
                "syntax/nesting-too-deep", "syntax/trailing-content", "syntax/duplicate-key", "syntax/document-too-large"
            ])
    }

    func testDiagnosticsAreInDocumentOrderAndCapped() {
        let tree = SyntaxTree.parse(#"{"a": [1, 2, "b": {"#)
        XCTAssertEqual(tree.diagnostics.map(\.range.lowerBound), tree.diagnostics.map(\.range.lowerBound).sorted())
        let flood = SyntaxTree.parse("[" + String(repeating: "x, ", count: 5_000) + "]")
        XCTAssertEqual(flood.diagnostics.count, 1_000)
    }
}
