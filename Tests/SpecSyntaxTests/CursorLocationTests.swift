import SpecSyntax
import SpecTestSupport
import XCTest

/// `SyntaxTree.location(at:)`: which slot the cursor is in, under which path, with what typed so far.
final class CursorLocationTests: XCTestCase {
    /// Parses `marked` and locates marker `name`.
    private func locate(_ marked: String, _ name: String = "1", file: StaticString = #filePath, line: UInt = #line) throws -> (
        CursorLocation, MarkedText
    ) {
        let text = MarkedText(marked)
        XCTAssertEqual(text.duplicateMarkers, [], file: file, line: line)
        let offset = try XCTUnwrap(text.offset(name), "no marker \(name)", file: file, line: line)
        return (SyntaxTree.parse(text.text).location(at: offset), text)
    }

    private func slotName(_ location: CursorLocation) -> String {
        switch location.slot {
        case .propertyKey(_, let property): return property == nil ? "new key" : "key"
        case .propertyValue(_, let value): return value == nil ? "empty value" : "value"
        case .arrayElement(_, let element): return element == nil ? "new element" : "element"
        case .none: return "none"
        }
    }

    func testInsideAKey() throws {
        let (location, text) = try locate(#"{"na1️⃣me": "App"}"#)
        XCTAssertEqual(slotName(location), "key")
        XCTAssertEqual(location.path.description, "$")
        XCTAssertEqual(location.typedPrefix, "na")
        XCTAssertEqual(location.replaceRange, 1..<7)
        XCTAssertEqual(location.string?.stringValue, "name")
        XCTAssertEqual(location.node?.stringValue, "name")
        XCTAssertEqual(location.offset, text.offset())
        if case .propertyKey(let object, let property) = location.slot {
            XCTAssertEqual(object.kind, .object)
            XCTAssertEqual(property?.keyName, "name")
        } else {
            XCTFail("expected a key slot")
        }
    }

    func testAtBothEndsOfAKeyAndAValue() throws {
        let marked = #"{"1️⃣name2️⃣": "3️⃣App4️⃣"}"#
        let (start, _) = try locate(marked, "1")
        XCTAssertEqual(slotName(start), "key")
        XCTAssertEqual(start.typedPrefix, "")
        let (end, _) = try locate(marked, "2")
        XCTAssertEqual(end.typedPrefix, "name")
        let (valueStart, _) = try locate(marked, "3")
        XCTAssertEqual(slotName(valueStart), "value")
        XCTAssertEqual(valueStart.path.description, "name")
        XCTAssertEqual(valueStart.typedPrefix, "")
        let (valueEnd, _) = try locate(marked, "4")
        XCTAssertEqual(valueEnd.typedPrefix, "App")
        XCTAssertEqual(valueEnd.replaceRange, 9..<14)
    }

    func testOutsideTheQuotesIsNotInTheString() throws {
        let marked = #"{1️⃣"name"2️⃣: 3️⃣"App"4️⃣}"#
        XCTAssertEqual(slotName(try locate(marked, "1").0), "new key")
        XCTAssertEqual(slotName(try locate(marked, "2").0), "new key")
        let (beforeValue, _) = try locate(marked, "3")
        XCTAssertEqual(slotName(beforeValue), "empty value")
        XCTAssertEqual(beforeValue.replaceRange, 9..<9)
        XCTAssertNil(beforeValue.string)
        XCTAssertEqual(slotName(try locate(marked, "4").0), "new key")
    }

    func testArrayElements() throws {
        let marked = #"{"platforms": ["i1️⃣OS", 2️⃣ "macOS", 103️⃣, 4️⃣]}"#
        let (inString, _) = try locate(marked, "1")
        XCTAssertEqual(slotName(inString), "element")
        XCTAssertEqual(inString.path.description, "platforms[0]")
        XCTAssertEqual(inString.typedPrefix, "i")
        let (between, _) = try locate(marked, "2")
        XCTAssertEqual(slotName(between), "new element")
        XCTAssertEqual(between.path.description, "platforms[1]")
        let (number, _) = try locate(marked, "3")
        XCTAssertEqual(slotName(number), "element")
        XCTAssertEqual(number.path.description, "platforms[2]")
        XCTAssertEqual(number.typedPrefix, "10")
        XCTAssertEqual(number.replaceRange, 32..<34)
        let (end, _) = try locate(marked, "4")
        XCTAssertEqual(slotName(end), "new element")
        XCTAssertEqual(end.path.description, "platforms[3]")
    }

    func testAfterAColonWithNoValue() throws {
        let (location, _) = try locate(#"{"screens": [{"symbol": 1️⃣}]}"#)
        XCTAssertEqual(slotName(location), "empty value")
        XCTAssertEqual(location.path.description, "screens[0].symbol")
        if case .propertyValue(let property, _) = location.slot {
            XCTAssertEqual(property.keyName, "symbol")
        } else {
            XCTFail("expected a value slot")
        }
        let (atEnd, _) = try locate(#"{"symbol":1️⃣"#)
        XCTAssertEqual(slotName(atEnd), "empty value")
        XCTAssertEqual(atEnd.path.description, "symbol")
    }

    func testAfterAColonFollowedByTheNextProperty() throws {
        let marked = """
            {"symbol": 1️⃣
              "title"2️⃣: "Go"}
            """
        let (location, _) = try locate(marked, "1")
        XCTAssertEqual(slotName(location), "empty value")
        XCTAssertEqual(location.path.description, "symbol")
        let (afterNextKey, _) = try locate(marked, "2")
        XCTAssertEqual(slotName(afterNextKey), "new key")
    }

    func testAfterACommaFollowingAMissingValue() throws {
        let (location, _) = try locate(#"{"a": , 1️⃣}"#)
        XCTAssertEqual(slotName(location), "new key")
    }

    func testBetweenMembersOfAnUnclosedObject() throws {
        let (location, _) = try locate(#"{"screens": [{"type": "button", 1️⃣"#)
        XCTAssertEqual(slotName(location), "new key")
        XCTAssertEqual(location.path.description, "screens[0]")
        XCTAssertEqual(location.replaceRange, location.offset..<location.offset)
        let (root, _) = try locate(#"{"name": "App", 1️⃣"#)
        XCTAssertEqual(slotName(root), "new key")
        XCTAssertEqual(root.path.description, "$")
    }

    func testHalfTypedValueAtTheEndOfTheDocument() throws {
        let (location, text) = try locate(#"{"screens": [ { "type": "button", "symbol": "sta1️⃣"#)
        XCTAssertEqual(slotName(location), "value")
        XCTAssertEqual(location.path.description, "screens[0].symbol")
        XCTAssertEqual(location.typedPrefix, "sta")
        XCTAssertEqual(location.replaceRange, (text.text.utf8.count - 4)..<text.text.utf8.count)
    }

    func testHalfTypedKeyBeforeTheNextLine() throws {
        let (location, _) = try locate(
            """
            {"screens": [{"ty1️⃣
              "title": "x"}]}
            """)
        XCTAssertEqual(slotName(location), "key")
        XCTAssertEqual(location.path.description, "screens[0]")
        XCTAssertEqual(location.typedPrefix, "ty")
        XCTAssertEqual(location.replaceRange, 14..<17)
    }

    func testInsideNestedComponents() throws {
        let (location, _) = try locate(
            """
            {"screens": [{"id": "home", "content": [
              {"type": "stack", "children": [
                {"type": "button", "symbol": "st1️⃣ar"},
                {"type": "text", 2️⃣}
              ]}
            ]}]}
            """)
        XCTAssertEqual(slotName(location), "value")
        XCTAssertEqual(location.path.description, "screens[0].content[0].children[0].symbol")
        XCTAssertEqual(location.typedPrefix, "st")
        XCTAssertEqual(location.string?.stringValue, "star")
        let component = location.node?.parent?.parent
        XCTAssertEqual(component?["type"]?.stringValue, "button")
    }

    func testNewKeyInANestedComponent() throws {
        let (location, _) = try locate(
            """
            {"screens": [{"content": [{"type": "stack", "children": [{"type": "text", 1️⃣}]}]}]}
            """)
        XCTAssertEqual(slotName(location), "new key")
        XCTAssertEqual(location.path.description, "screens[0].content[0].children[0]")
        if case .propertyKey(let object, nil) = location.slot {
            XCTAssertEqual(object["type"]?.stringValue, "text")
        } else {
            XCTFail("expected a new-key slot")
        }
    }

    func testBareWordValue() throws {
        let (location, _) = try locate(#"{"enabled": tr1️⃣}"#)
        XCTAssertEqual(slotName(location), "value")
        XCTAssertEqual(location.typedPrefix, "tr")
        XCTAssertEqual(location.replaceRange, 12..<14)
        XCTAssertNil(location.string)
        XCTAssertEqual(location.node?.kind, .invalid)
    }

    func testValueOfAContainerProperty() throws {
        let (inside, _) = try locate(#"{"colors": {1️⃣}}"#)
        XCTAssertEqual(slotName(inside), "new key")
        XCTAssertEqual(inside.path.description, "colors")
        let (before, _) = try locate(#"{"colors": 1️⃣{}}"#)
        XCTAssertEqual(slotName(before), "empty value")
        XCTAssertEqual(before.path.description, "colors")
    }

    func testOutsideTheRootAndInsideComments() throws {
        XCTAssertEqual(slotName(try locate(#"1️⃣{"a": 1}"#).0), "none")
        XCTAssertEqual(slotName(try locate(#"{"a": 1}1️⃣"#).0), "none")
        XCTAssertEqual(slotName(try locate("1️⃣").0), "none")
        let marked = """
            {
              // a comm1️⃣ent
              /* blo2️⃣ck */3️⃣
              "a": 1
            }
            """
        XCTAssertEqual(slotName(try locate(marked, "1").0), "none")
        XCTAssertEqual(slotName(try locate(marked, "2").0), "none")
        XCTAssertEqual(slotName(try locate(marked, "3").0), "new key")
        XCTAssertEqual(slotName(try locate("{\"a\": 1 // note1️⃣").0), "none")
    }

    func testOffsetsAreClamped() {
        let tree = SyntaxTree.parse(#"{"a": 1"#)
        XCTAssertEqual(tree.location(at: -5).offset, 0)
        XCTAssertEqual(tree.location(at: 1_000).offset, 7)
    }

    func testMultiByteTextBeforeTheCursor() throws {
        let (location, _) = try locate(#"{"title": "🎨 é1️⃣x"}"#)
        XCTAssertEqual(location.typedPrefix, "🎨 é")
        XCTAssertEqual(location.path.description, "title")
    }
}
