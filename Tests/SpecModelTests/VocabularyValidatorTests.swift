import SpecModel
import SpecSyntax
import SpecTestSupport
import XCTest

final class VocabularyValidatorTests: XCTestCase {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        VocabularyValidator.validate(DesignSpec(tree: SyntaxTree.parse(text)))
    }

    /// Asserts exactly one diagnostic per `↓` marker, starting there, with `code`.
    private func assertViolations(_ marked: String, code: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        let fixture = MarkedText(marked)
        let found = diagnostics(fixture.text)
        XCTAssertEqual(found.map(\.range.lowerBound), fixture.violationOffsets, "\(found.map(\.message))", file: file, line: line)
        for diagnostic in found { XCTAssertEqual(diagnostic.code, code, diagnostic.message, file: file, line: line) }
        return found
    }

    func testValidDocumentHasNoDiagnostics() throws {
        let text = try TestFixtures.text("vocabulary/every-kind-valid.design.jsonc")
        XCTAssertEqual(diagnostics(text).map(\.message), [])
    }

    func testUnknownPropertyIsAWarningWithDidYouMean() {
        let found = assertViolations(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "button", ↓"titel": "Save" } ] } ], ↓"colours": {} }
            """, code: "schema/unknown-property")
        XCTAssertEqual(found.map(\.severity), [.warning, .warning])
        XCTAssertEqual(found.first?.fix?.newText, "\"title\"")
        XCTAssertTrue(found.first?.message.contains("did you mean \"title\"") ?? false, found.first?.message ?? "")
        XCTAssertEqual(found.last?.fix?.newText, "\"colors\"")
    }

    func testPropertyOfAnotherKindSaysWhereItBelongs() {
        let found = assertViolations(
            """
            { "screens": [ { "content": [ { "type": "button", ↓"axis": "vertical" } ] } ] }
            """, code: "schema/unknown-property")
        XCTAssertTrue(found.first?.message.contains("stack") ?? false, found.first?.message ?? "")
    }

    func testSchemaKeyIsOnlyAllowedAtTopLevel() {
        _ = assertViolations(
            """
            { "$schema": "x", "screens": [ { ↓"$schema": "y" } ] }
            """, code: "schema/unknown-property")
    }

    func testWrongTypesAreErrorsWithFixes() {
        let found = assertViolations(
            """
            { "name": ↓3, "platforms": { "iOS": ↓17 }, "screens": [ { "content": [ { "type": "button", "width": ↓"44", "title": ↓true, "color": ↓12 } ] } ] }
            """, code: "schema/wrong-type")
        XCTAssertEqual(found.map(\.severity), Array(repeating: .error, count: 5))
        XCTAssertEqual(found.map { $0.fix?.newText }, ["\"3\"", "\"17\"", "44", "\"true\"", nil])
        XCTAssertTrue(found[2].message.contains("\"width\" must be a number or a scaled size ({ \"value\": 44, \"relativeTo\": \"body\" }), not a string"), found[2].message)
        XCTAssertTrue(found[4].message.contains("color value"), found[4].message)
    }

    func testNullAndNonObjectComponentsAreWrongTypes() {
        _ = assertViolations(
            """
            { "screens": [ { "title": ↓null, "content": [ ↓"button", ↓[] ] } ] }
            """, code: "schema/wrong-type")
    }

    func testInvalidEnumerationValuesListTheAllowedOnes() {
        let found = assertViolations(
            """
            { "platforms": { "iOS": ↓"seventeen" }, "screens": [ { "platform": ↓"ios", "navigationBar": { "titleMode": ↓"larg" } } ],
              "appIcon": { "appearances": [ "dark", ↓"sepia" ] }, "rules": { "x": ↓"warn" } }
            """, code: "schema/invalid-value")
        XCTAssertEqual(found.map { $0.fix?.newText }, [nil, "\"iOS\"", "\"large\"", nil, "\"warning\""])
        XCTAssertTrue(found[3].message.contains("\"tintedDark\""), found[3].message)
        XCTAssertEqual(
            found[2].documentationURL, "https://developer.apple.com/design/human-interface-guidelines/navigation-bars#Navigation-Bar")
    }

    func testComponentKinds() {
        let unknown = assertViolations(
            """
            { "screens": [ { "content": [ { "type": ↓"buton", "title": "Go" }, { "type": ↓"hologram", "axis": "vertical" } ] } ] }
            """, code: "schema/unknown-component-kind")
        XCTAssertEqual(unknown.first?.fix?.newText, "\"button\"")
        XCTAssertNil(unknown.last?.fix)
        let missing = assertViolations(
            """
            { "screens": [ { "toolbar": { "items": [ ↓{ "title": "Go" } ] } } ] }
            """, code: "schema/missing-type")
        XCTAssertEqual(missing.first?.range.count, 1)
        _ = assertViolations(
            """
            { "screens": [ { "content": [ { "type": ↓5 } ] } ] }
            """, code: "schema/wrong-type")
    }

    func testNestedComponentsAreChecked() {
        _ = assertViolations(
            """
            { "screens": [ { "content": [ { "type": "card", "children": [ { "type": "stack", "children": [ { "type": "menu", "items": [ { "type": "button", ↓"tile": "x" } ] } ] } ] } ] } ] }
            """, code: "schema/unknown-property")
    }

    func testDuplicateScreenIDs() {
        let found = assertViolations(
            """
            { "screens": [ { "id": "home" }, { "id": "feed" }, { "id": ↓"home" } ] }
            """, code: "schema/duplicate-id")
        XCTAssertEqual(found.first?.related.count, 1)
        XCTAssertEqual(found.first?.severity, .error)
    }

    func testColorAndFontNamesAreNotJudged() {
        XCTAssertEqual(
            diagnostics(
                """
                { "screens": [ { "content": [ { "type": "text", "color": "notAColor", "font": "notAStyle", "symbol": "not.a.symbol" } ] } ] }
                """
            ).map(\.message), [])
    }

    func testHalfTypedAndDeepDocumentsGetExactlyTheirDiagnostics() {
        XCTAssertEqual(diagnostics("").map(\.code), [])
        XCTAssertEqual(diagnostics("[").map(\.code), ["schema/wrong-type"])
        XCTAssertEqual(diagnostics("\"x\"").map(\.code), ["schema/wrong-type"])
        XCTAssertEqual(diagnostics(#"{ "screens": [ { "content": [ { "type": "#).map(\.code), [], "a value not typed yet is not judged")
        XCTAssertEqual(diagnostics(#"{ "colors": { "a": { "light": "#).map(\.code), [])
        XCTAssertEqual(
            diagnostics(#"{ "screens": [ { "content": [ { "type": "butt"#).map(\.message),
            [#"Unknown component kind "butt"; did you mean "button"?"#])
        // 200 levels of stacks with a misspelt key: every level the parser keeps (up to its nesting
        // limit) is reported, and the walk neither stops early nor overflows the stack.
        let deep = #"{ "screens": [ { "content": [ "# + String(repeating: #"{ "type": "stack", "axs": 1, "children": [ "#, count: 200)
        let kept = SyntaxTree.parse(deep).root?.descendants.filter { $0.keyName == "axs" }.count ?? 0
        let found = diagnostics(deep)
        XCTAssertGreaterThan(kept, 50)
        XCTAssertEqual(found.count, kept)
        XCTAssertEqual(Set(found.map(\.code)), ["schema/unknown-property"])
    }
}
