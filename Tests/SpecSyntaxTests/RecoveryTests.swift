import SpecSyntax
import XCTest

/// Half-typed and broken documents still yield the structure around the damage.
final class RecoveryTests: XCTestCase {
    func testHalfTypedComponentKeepsEverythingTypedSoFar() throws {
        let tree = SyntaxTree.parse(#"{"screens": [ { "type": "button", "symbol": "sta"#)
        let component = try XCTUnwrap(tree.root?["screens"]?.elements.first)
        XCTAssertEqual(component.keys, ["type", "symbol"])
        XCTAssertEqual(component["type"]?.stringValue, "button")
        XCTAssertEqual(component["symbol"]?.stringValue, "sta")
        XCTAssertEqual(component["symbol"]?.isClosed, false)
        XCTAssertEqual(component.isClosed, false)
        XCTAssertEqual(tree.root?.isClosed, false)
        XCTAssertEqual(Set(tree.diagnostics.map(\.code)), [.unterminatedString, .unclosedObject, .unclosedArray])
        XCTAssertEqual(tree.diagnostics.count, 4)
    }

    func testMissingCommasKeepLaterProperties() {
        let tree = SyntaxTree.parse(
            """
            {
              "a": 1
              "b": [1 2]
              "c": {"d": true "e": null}
            }
            """)
        XCTAssertEqual(tree.root?.keys, ["a", "b", "c"])
        XCTAssertEqual(tree.root?["b"]?.childCount, 2)
        XCTAssertEqual(tree.root?["c"]?.keys, ["d", "e"])
        XCTAssertEqual(tree.diagnostics.map(\.code), [.expectedComma, .expectedComma, .expectedComma, .expectedComma])
    }

    func testAForgottenClosingBraceBetweenSiblingObjectsIsOneDiagnosticAtTheMistake() throws {
        for gap in ["\n    ", ",\n    "] {
            let text = """
                { "content": [
                    { "type": "text", "text": "A"\(gap){ "type": "text", "text": "B" },
                    { "type": "text", "text": "C" }
                ] }
                """
            let tree = SyntaxTree.parse(text)
            let elements = try XCTUnwrap(tree.root?["content"]?.elements)
            XCTAssertEqual(elements.map { $0["text"]?.stringValue }, ["A", "B", "C"], "the siblings stay siblings")
            XCTAssertEqual(tree.diagnostics.map(\.code), [.unclosedObject])
            let mistake = try XCTUnwrap(text.range(of: #""A""#)).upperBound.utf16Offset(in: text)
            XCTAssertEqual(tree.diagnostics.first?.range, mistake..<mistake)
            XCTAssertEqual(elements.first?.isClosed, false)
            XCTAssertEqual(tree.root?.isClosed, true)
        }
    }

    func testAnObjectInsideAnObjectIsNotMistakenForASibling() {
        let tree = SyntaxTree.parse(#"{ "a": { "b": 1 { "c": 2 } } }"#)
        XCTAssertFalse(tree.diagnostics.map(\.code).contains(.unclosedObject))
    }

    func testMissingValueBeforeClosingBrace() throws {
        let tree = SyntaxTree.parse(#"{"a": }"#)
        let property = try XCTUnwrap(tree.root?.property("a"))
        XCTAssertNil(property.value)
        XCTAssertEqual(property.colonOffset, 4)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.expectedValue])
        XCTAssertEqual(tree.root?.isClosed, true)
    }

    func testMissingValueBeforeComma() {
        let tree = SyntaxTree.parse(#"{"a": , "b": 2}"#)
        XCTAssertEqual(tree.root?.keys, ["a", "b"])
        XCTAssertNil(tree.root?["a"])
        XCTAssertEqual(tree.root?["b"]?.numberValue, 2)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.expectedValue])
    }

    func testValueBeingTypedBeforeTheNextPropertyLine() {
        // The author is about to type the value of "symbol"; "title" must stay a property.
        let tree = SyntaxTree.parse(
            """
            {"type": "button", "symbol":
             "title": "Go"}
            """)
        XCTAssertEqual(tree.root?.keys, ["type", "symbol", "title"])
        XCTAssertNil(tree.root?["symbol"])
        XCTAssertEqual(tree.root?["title"]?.stringValue, "Go")
        XCTAssertEqual(tree.diagnostics.map(\.code), [.expectedValue])
    }

    func testHalfTypedKeyBeforeTheNextProperty() {
        let tree = SyntaxTree.parse(
            """
            {"screens": [{"ty
              "title": "x"}]}
            """)
        let component = tree.root?["screens"]?.elements.first
        XCTAssertEqual(component?.keys, ["ty", "title"])
        XCTAssertEqual(component?["title"]?.stringValue, "x")
        XCTAssertEqual(tree.diagnostics.map(\.code), [.unterminatedString, .expectedColon])
        XCTAssertEqual(tree.root?.isClosed, true)
    }

    func testMissingColonKeepsTheValue() {
        let tree = SyntaxTree.parse(#"{"a" 1, "b": 2}"#)
        XCTAssertEqual(tree.root?["a"]?.numberValue, 1)
        XCTAssertEqual(tree.root?["b"]?.numberValue, 2)
        XCTAssertNil(tree.root?.property("a")?.colonOffset)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.expectedColon])
    }

    func testStrayTokensAreSkipped() {
        let tree = SyntaxTree.parse(#"{"a": 1 xyz, ] "b": 2, 3: 4, "c": [1, :, 2], "d": true}"#)
        XCTAssertEqual(tree.root?.keys, ["a", "b", "c", "d"])
        XCTAssertEqual(tree.root?["c"]?.childCount, 2)
        XCTAssertEqual(tree.root?["d"]?.booleanValue, true)
        XCTAssertEqual(tree.root?.isClosed, true)
        XCTAssertEqual(
            tree.diagnostics.map(\.code),
            [.invalidSymbol, .unexpectedToken, .unexpectedToken, .expectedPropertyName, .unexpectedToken])
    }

    func testSingleQuotesAndBareWords() {
        let tree = SyntaxTree.parse(#"{'name': 'App', "platform": iOS, "c": café}"#)
        XCTAssertEqual(tree.root?.keys, ["platform", "c"])
        XCTAssertEqual(tree.root?["platform"]?.kind, .invalid)
        XCTAssertEqual(tree.root?["platform"]?.text, "iOS")
        XCTAssertEqual(tree.root?["c"]?.text, "café")
        // Each bad word is reported once, by what it is, wherever it stands.
        XCTAssertEqual(tree.diagnostics.map(\.code), [.invalidSymbol, .invalidSymbol, .invalidSymbol, .invalidSymbol])
        XCTAssertTrue(tree.diagnostics[0].message.contains("double quotes"))
    }

    func testAKeyTypedWithoutQuotesKeepsTheMemberAfterIt() {
        // Typing a new key before an existing member: the member survives, so completion knows it is there.
        let tree = SyntaxTree.parse("{ \"type\": \"button\",\n  ti\n  \"title\": \"A\" }")
        XCTAssertEqual(tree.root?.keys, ["type", "title"])
        XCTAssertEqual(tree.root?["title"]?.stringValue, "A")
        XCTAssertEqual(tree.diagnostics.map(\.code), [.invalidSymbol])
    }

    func testUnterminatedStringEndsAtItsLine() {
        let tree = SyntaxTree.parse("{\"a\": \"abc\n, \"b\": 2}")
        XCTAssertEqual(tree.root?["a"]?.stringValue, "abc")
        XCTAssertEqual(tree.root?["b"]?.numberValue, 2)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.unterminatedString])
    }

    /// Issue 27: a string left open at the end of a line ends before the `}`, `]` and `,` that close
    /// the line (where the `"` was forgotten), so the next line parses as usual: the second screen
    /// stays a screen instead of becoming a member of the first one's content.
    func testAStringLeftOpenBeforeTheClosersOfItsLineEndsBeforeThem() throws {
        let tree = SyntaxTree.parse(
            """
            {"screens": [
              {"id": "one", "content": [{"type": "text", "text": "Hi } ] },
              {"id": "two", "content": [{"type": "button", "title": "Go"}]}
            ]}
            """)
        let screens = try XCTUnwrap(tree.root?["screens"])
        XCTAssertEqual(screens.elements.count, 2)
        let text = try XCTUnwrap(screens.elements.first?["content"]?.elements.first?["text"])
        XCTAssertEqual(text.stringValue, "Hi")
        XCTAssertEqual(text.isClosed, false)
        XCTAssertEqual(screens.elements.last?["id"]?.stringValue, "two")
        XCTAssertEqual(screens.elements.last?["content"]?.elements.first?["title"]?.stringValue, "Go")
        XCTAssertEqual(tree.diagnostics.map(\.code), [.unterminatedString])
        XCTAssertEqual(tree.diagnostics.first?.range, text.range)
        XCTAssertEqual(tree.root?.isClosed, true)
    }

    func testAStringLeftOpenBeforeACommaKeepsTheNextProperty() {
        let tree = SyntaxTree.parse("{\"a\": \"abc, \n \"b\": 2}")
        XCTAssertEqual(tree.root?["a"]?.stringValue, "abc")
        XCTAssertEqual(tree.root?["b"]?.numberValue, 2)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.unterminatedString])
        let windows = SyntaxTree.parse("[{\"a\": \"abc },\r\n{\"b\": 2}]")
        XCTAssertEqual(windows.root?.elements.count, 2)
        XCTAssertEqual(windows.root?.elements.first?["a"]?.stringValue, "abc")
        XCTAssertEqual(windows.diagnostics.map(\.code), [.unterminatedString])
    }

    /// Closers in the middle of the text, or escaped by a backslash, stay in the string; so does a
    /// line with no closers at its end, and the text at the end of the document is read the same way.
    func testOnlyTheClosersAtTheEndOfTheLineLeaveTheString() {
        let middle = SyntaxTree.parse("{\"a\": \"x], y\n, \"b\": 2}")
        XCTAssertEqual(middle.root?["a"]?.stringValue, "x], y")
        XCTAssertEqual(middle.root?["b"]?.numberValue, 2)
        let escaped = SyntaxTree.parse("{\"a\": \"x\\,\n \"b\": 2}")
        XCTAssertEqual(escaped.root?["a"]?.text, "\"x\\,")
        XCTAssertEqual(Set(escaped.diagnostics.map(\.code)), [.invalidEscape, .unterminatedString, .expectedComma])
        let atEnd = SyntaxTree.parse("[\"x\", \"y ]")
        XCTAssertEqual(atEnd.root?.elements.map(\.stringValue), ["x", "y"])
        XCTAssertEqual(atEnd.root?.isClosed, true)
        XCTAssertEqual(atEnd.diagnostics.map(\.code), [.unterminatedString])
        let onlyQuote = SyntaxTree.parse("{\"a\": \" },\n\"b\": 2}")
        XCTAssertEqual(onlyQuote.root?["a"]?.stringValue, "")
        XCTAssertEqual(onlyQuote.root?.isClosed, true)
    }

    func testMismatchedBracketClosesTheInnerContainer() {
        let tree = SyntaxTree.parse(#"{"a": [1, 2}, "b": 3"#)
        XCTAssertEqual(tree.root?["a"]?.childCount, 2)
        XCTAssertEqual(tree.root?["a"]?.isClosed, false)
        XCTAssertEqual(tree.diagnostics.first?.code, .unclosedArray)
    }

    func testEmptyAndGarbageDocumentsHaveNoRoot() {
        XCTAssertNil(SyntaxTree.parse("").root)
        XCTAssertNil(SyntaxTree.parse("   ").root)
        XCTAssertNil(SyntaxTree.parse("}").root)
        XCTAssertEqual(SyntaxTree.parse("").diagnostics.map(\.code), [.emptyDocument])
    }
}
