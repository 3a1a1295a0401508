import SpecAnalysis
import XCTest

/// Issue 15, correction 12: `accentColor` and system colors with an opacity can be written in the format
/// (`{ "color": "systemBlue", "opacity": 0.5 }`), with schema, hover and completion, and the contrast rules
/// composite the opacity over the background.
final class ColorOpacityFormatTests: XCTestCase {
    private func findings(_ content: String, colors: String = "{}") -> [String] {
        let spec = #"{ "platforms": { "iOS": "26.0" }, "colors": \#(colors), "screens": [ { "id": "s", "content": [ \#(content) ] } ] }"#
        return DocumentAnalysis(text: spec).diagnostics().map { "\($0.code): \($0.message)" }
    }

    func testAccentColorIsAColorNameJudgedAsTheSystemTint() {
        let found = findings(#"{ "type": "button", "title": "Go", "style": "borderedProminent", "tint": "accentColor" }"#)
        XCTAssertFalse(found.contains { $0.hasPrefix("unknown-color") }, "\(found)")
        let contrast = found.filter { $0.hasPrefix("text-contrast-minimum") }
        XCTAssertEqual(contrast.count, 1, "\(found)")
        XCTAssertTrue(contrast.first?.contains("white on systemBlue") ?? false, "\(contrast)")
    }

    /// The opacity is composited over the background: `label` at 0.3 on white is 2.11:1, not 21:1.
    func testOpacityIsCompositedOverTheBackgroundByTheContrastRules() {
        let found = findings(#"{ "type": "text", "text": "Faint", "color": { "color": "label", "opacity": 0.3 } }"#)
        XCTAssertTrue(
            found.contains {
                $0.hasPrefix("text-contrast-minimum") && $0.contains("2.11:1 in light appearance (label @ 0.3 on systemBackground)")
            }, "\(found)")
        XCTAssertEqual(
            findings(#"{ "type": "text", "text": "Full", "color": { "color": "label", "opacity": 1 } }"#).filter {
                $0.hasPrefix("text-contrast")
            }, [])
    }

    func testAnOpacityOutsideZeroToOneOrMixedWithVariantsIsInvalid() {
        XCTAssertTrue(
            findings("", colors: #"{ "dim": { "color": "systemBlue", "opacity": 2 } }"#).contains {
                $0.hasPrefix("unknown-color") && $0.contains("\"opacity\" is a number from 0 to 1")
            })
        XCTAssertTrue(
            findings("", colors: ##"{ "dim": { "color": "systemBlue", "light": "#FFFFFF" } }"##).contains {
                $0.hasPrefix("unknown-color") && $0.contains("not both")
            })
        XCTAssertEqual(
            findings("", colors: #"{ "dim": { "color": "systemBlue", "opacity": 0.5 } }"#).filter {
                $0.hasPrefix("unknown-color") || $0.hasPrefix("schema")
            }, [])
    }

    func testCompletionOffersAccentColorAndTheOpacityKeys() {
        assertCompletion(
            #"{ "screens": [ { "id": "s", "content": [ { "type": "text", "color": "1️⃣" } ] } ] }"#, contains: ["accentColor", "systemBlue"])
        assertCompletion(#"{ "colors": { "dim": { 1️⃣ } } }"#, contains: ["color", "opacity", "light", "dark"])
    }

    func testHoverDocumentsOpacityAndAccentColor() {
        assertHover(#"{ "colors": { "dim": { "color": "systemBlue", "opa1️⃣city": 0.5 } } }"#, contains: ["from 0 (clear) to 1"])
        assertHover(
            #"{ "platforms": { "iOS": "26.0" }, "screens": [ { "id": "s", "content": [ { "type": "text", "color": "accent1️⃣Color" } ] } ] }"#,
            contains: ["`systemBlue`", "`#0088FF`"])
    }
}
