import SpecAnalysis
import SpecModel
import XCTest

/// The font object's `tracking` and `lineSpacing` (extensions for DTCG `letterSpacing` and `lineHeight`):
/// hover, schema, and wrong values.
final class FontSpacingVocabularyTests: XCTestCase {
    private func schemaCodes(_ font: String) -> [String] {
        let text = #"{ "platforms": { "iOS": "17.0" }, "typography": { "body": \#(font) } }"#
        return DocumentAnalysis(text: text, path: "w.design.jsonc").diagnostics().map(\.code).filter { $0.hasPrefix("schema/") }
    }

    func testHoverExplainsTrackingAndLineSpacingWithTheirSwiftUIModifiers() {
        assertHover(
            #"{ "typography": { "body": { "size": 17, "trac1️⃣king": -0.4 } } }"#,
            contains: ["`.tracking(_:)`", "negative tightens", "typography#Tracking-values"])
        assertHover(
            #"{ "typography": { "body": { "size": 17, "lineSp1️⃣acing": 8.5 } } }"#,
            contains: ["`.lineSpacing(_:)`", "Extra space between lines in points", "typography#Using-system-fonts"])
    }

    func testSchemaDescribesBothKeysAsNumbers() throws {
        let schema = DesignSpecSchema.generate(ruleIDs: [])
        for key in ["tracking", "lineSpacing"] {
            XCTAssertTrue(schema.contains("\"\(key)\""), "the schema lacks \(key)")
        }
        XCTAssertEqual(FormatVocabulary.shape(ofKey: "tracking", in: .font)?.accepts(.number), true)
        XCTAssertEqual(FormatVocabulary.shape(ofKey: "lineSpacing", in: .font)?.accepts(.number), true)
    }

    func testNumbersAreAcceptedNegativeTrackingIncludedAndOtherTypesAreWrong() {
        XCTAssertEqual(schemaCodes(#"{ "size": 17, "tracking": -0.43, "lineSpacing": 8.5 }"#), [])
        XCTAssertEqual(schemaCodes(#"{ "size": 17, "tracking": "0.5px" }"#), ["schema/wrong-type"])
        XCTAssertEqual(schemaCodes(#"{ "size": 17, "lineSpacing": true }"#), ["schema/wrong-type"])
        XCTAssertEqual(schemaCodes(#"{ "size": 17, "tracking": { "value": 1 }, "lineSpacing": [] }"#), ["schema/wrong-type", "schema/wrong-type"])
    }
}
