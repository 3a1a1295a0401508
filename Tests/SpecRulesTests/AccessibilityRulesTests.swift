import SpecModel
@testable import SpecRules
import SpecSyntax
import XCTest

/// Messages and fixes of the accessibility rules.
final class AccessibilityRulesTests: XCTestCase {
    func testIconButtonFixInsertsALabelDerivedFromTheSymbol() throws {
        let text = specWithContent(#"{ "type": "button", "symbol": "plus.circle.fill" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(IconButtonAccessibilityLabelRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            IconButtonAccessibilityLabelRule.message(owner: "Button", symbol: "plus.circle.fill", hasEmptyLabel: false, suggestion: "Add"))
        // "Describe your app’s interface and content for VoiceOver": a missing label leaves the spec valid, so a warning.
        XCTAssertEqual(diagnostic.severity, .warning)
        let fixed = try applyingFix(diagnostic.fix, to: text)
        XCTAssertTrue(fixed.contains(#""symbol": "plus.circle.fill", "accessibilityLabel": "Add""#), fixed)
        XCTAssertEqual(SyntaxTree.parse(fixed).diagnostics.count, 0)
        XCTAssertEqual(ruleDiagnostics(IconButtonAccessibilityLabelRule.self, fixed), [])
    }

    func testEmptyLabelIsReplaced() throws {
        let text = specWithContent(#"{ "type": "button", "symbol": "square.and.arrow.up", "accessibilityLabel": "" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(IconButtonAccessibilityLabelRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            IconButtonAccessibilityLabelRule.message(
                owner: "Button", symbol: "square.and.arrow.up", hasEmptyLabel: true, suggestion: "Share"))
        XCTAssertEqual(diagnostic.fix?.newText, "\"Share\"")
    }

    func testUnknownSymbolFallsBackToItsFirstWord() throws {
        let text = specWithContent(#"{ "type": "link", "symbol": "leaf.fill" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(IconButtonAccessibilityLabelRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            IconButtonAccessibilityLabelRule.message(owner: "Link", symbol: "leaf.fill", hasEmptyLabel: false, suggestion: "Leaf"))
    }

    func testNavigationBarItemsAreChecked() {
        let text =
            #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "navigationBar": { "trailingItems": [ { "type": "button", "symbol": "gear" } ] } } ] }"#
        XCTAssertEqual(ruleDiagnostics(IconButtonAccessibilityLabelRule.self, text).count, 1)
    }

    func testImageWithoutLabelNamesTheAsset() throws {
        let text = specWithContent(#"{ "type": "image", "asset": "hero-banner" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(MeaningfulImageDescriptionRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            sourcedMessage(MeaningfulImageDescriptionRule.message(asset: "hero-banner"), of: MeaningfulImageDescriptionRule.self))
        XCTAssertEqual(diagnostic.severity, .warning)
    }
}
