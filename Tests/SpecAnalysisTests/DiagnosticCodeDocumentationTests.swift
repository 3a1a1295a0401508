import SpecAnalysis
import SpecModel
import SpecSyntax
import XCTest

/// Every code that is not a rule is documented, and where its example is a document, analysing that
/// example reports the code.
final class DiagnosticCodeDocumentationTests: XCTestCase {
    /// Codes whose example describes a file rather than showing one (bytes, sizes, other files).
    private static let describedOnly: Set<String> = [
        "syntax/invalid-utf8", "syntax/nul-byte", "syntax/nesting-too-deep", "syntax/document-too-large"
    ]

    func testEveryCodeHasATitleAParagraphAndAnExample() {
        let codes = DiagnosticCodeDocumentation.all.map(\.code)
        XCTAssertEqual(Set(codes).count, codes.count, "codes are unique")
        for entry in DiagnosticCodeDocumentation.all {
            XCTAssertTrue(["syntax/", "schema/", "import/", "config/", "token-source/"].contains { entry.code.hasPrefix($0) }, entry.code)
            XCTAssertFalse(entry.title.isEmpty || entry.paragraph.count < 30 || entry.example.isEmpty, entry.code)
        }
    }

    func testSyntaxAndSchemaExamplesReportTheirCode() {
        for entry in DiagnosticCodeDocumentation.all
        where (entry.code.hasPrefix("syntax/") || entry.code.hasPrefix("schema/")) && !Self.describedOnly.contains(entry.code) {
            let text = entry.example.hasPrefix("{") || entry.example.hasPrefix("//") ? entry.example : "{ \(entry.example) }"
            let component = entry.code.hasPrefix("schema/") && entry.example.contains(#""title""#) && !entry.example.contains("screens")
            let document = component ? #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ \#(text) ] } ] }"# : text
            let codes = DocumentAnalysis(bytes: Array(document.utf8), path: "example.design.jsonc").diagnostics().map(\.code)
            XCTAssertTrue(codes.contains(entry.code), "\(entry.code): its example \(document) reports \(codes)")
        }
    }
}
