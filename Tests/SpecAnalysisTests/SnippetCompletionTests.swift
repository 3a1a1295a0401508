import SpecAnalysis
import SpecTestSupport
import XCTest

/// Templates for new components, screens and specs.
final class SnippetCompletionTests: XCTestCase {
    func testComponentTemplatesUseThePlatformsControlSize() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "platforms": { "tvOS": "17.0" }, "screens": [ { "id": "a", "content": [ 1️⃣ ] } ] }
                """,
                contains: ["New button", "New text", "New stack"], apply: "New button",
                resultText: """
                    { "platforms": { "tvOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "button", "title": "Title", "width": 66, "height": 66 } ] } ] }
                    """))
        let button = try XCTUnwrap(result.item("New button"))
        XCTAssertEqual(button.snippet, #"{ "type": "button", "title": "${1:Title}", "width": ${2:66}, "height": ${3:66} }"#)
        XCTAssertFalse(button.newText.contains("$"))
    }

    func testAfterAnElementTheTemplateBringsItsComma() {
        assertCompletion(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "spacer" } 1️⃣ ] } ] }
            """,
            contains: ["New text"], apply: "New text",
            resultText: """
                { "screens": [ { "id": "a", "content": [ { "type": "spacer" } , { "type": "text", "text": "Text", "font": "body" } ] } ] }
                """)
    }

    func testScreenTemplate() {
        assertCompletion(
            """
            { "screens": [ 1️⃣ ] }
            """,
            contains: ["New screen"], notContains: ["New button"])
    }

    func testAnEmptyDocumentGetsAWholeSpecThatChecksClean() throws {
        let analysis = DocumentAnalysis(text: "\n")
        let skeleton = try XCTUnwrap(analysis.completions(at: 0).items.first)
        XCTAssertEqual(skeleton.label, "New design spec")
        let spec = DocumentAnalysis(text: skeleton.newText)
        XCTAssertEqual(spec.diagnostics().map(\.code), [])
        XCTAssertTrue(skeleton.snippet?.contains("${1:My App}") ?? false)
    }
}
