import SpecAnalysis
import SpecKnowledge
import XCTest

@testable import SpecPreview

/// Issue 24: the preview draws materials, gradients and the app's accent color without failing.
final class ColorStylePreviewTests: XCTestCase {
    private func svg(_ content: String, top: String = "") throws -> String {
        let text = #"{ "platforms": { "iOS": "17.0" }, \#(top)"screens": [ { "id": "s", "content": [ \#(content) ] } ] }"#
        return try XCTUnwrap(SpecPreview.svg(screen: 0, of: DocumentAnalysis(text: text), platform: .iOS, appearance: .light, diagnostics: []))
    }

    func testAMaterialIsDrawnAsATranslucentFill() throws {
        let drawn = try svg(#"{ "type": "card", "background": "regularMaterial", "children": [ { "type": "text", "text": "On glass" } ] }"#)
        XCTAssertTrue(drawn.contains("rgba(142, 142, 147, 0.35)"), drawn)
        XCTAssertTrue(drawn.contains("On glass"))
    }

    func testAGradientIsDrawnInItsFirstColor() throws {
        let drawn = try svg(
            ##"{ "type": "card", "background": { "linearGradient": { "colors": ["#123456", "#654321"] } }, "children": [ { "type": "text", "text": "Hi" } ] }"##)
        XCTAssertTrue(drawn.contains("#123456"), drawn)
    }

    func testTheSystemTintIsDrawnInTheAppsAccent() throws {
        let drawn = try svg(#"{ "type": "button", "title": "Go" }"#, top: ##""accentColor": "#B25E00", "##)
        XCTAssertTrue(drawn.contains("#B25E00"), drawn)
        XCTAssertFalse(try svg(#"{ "type": "button", "title": "Go" }"#).contains("#B25E00"))
    }
}
