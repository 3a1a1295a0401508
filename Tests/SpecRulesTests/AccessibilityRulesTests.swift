import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Messages and fixes of the accessibility rules.
final class AccessibilityRulesTests: XCTestCase {
    private func diagnostics(_ rule: any Rule.Type, _ text: String) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), rules: [rule])
    }

    private func content(_ components: String, platforms: String = #""iOS": "17.0""#) -> String {
        #"{ "platforms": { \#(platforms) }, "screens": [ { "id": "main", "content": [ \#(components) ] } ] }"#
    }

    private func applying(_ fix: SuggestedFix?, to text: String) throws -> String {
        let fix = try XCTUnwrap(fix)
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fix.range, with: Array(fix.newText.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    func testIconButtonFixInsertsALabelDerivedFromTheSymbol() throws {
        let text = content(#"{ "type": "button", "symbol": "plus.circle.fill" }"#)
        let diagnostic = try XCTUnwrap(diagnostics(IconButtonAccessibilityLabelRule.self, text).first)
        XCTAssertTrue(diagnostic.message.hasPrefix("Button shows only the `plus.circle.fill` symbol and has no accessibilityLabel"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("\"accessibilityLabel\": \"Add\""), diagnostic.message)
        XCTAssertEqual(diagnostic.severity, .error)
        let fixed = try applying(diagnostic.fix, to: text)
        XCTAssertTrue(fixed.contains(#""symbol": "plus.circle.fill", "accessibilityLabel": "Add""#), fixed)
        XCTAssertEqual(SyntaxTree.parse(fixed).diagnostics.count, 0)
        XCTAssertEqual(diagnostics(IconButtonAccessibilityLabelRule.self, fixed), [])
    }

    func testEmptyLabelIsReplaced() throws {
        let text = content(#"{ "type": "button", "symbol": "square.and.arrow.up", "accessibilityLabel": "" }"#)
        let diagnostic = try XCTUnwrap(diagnostics(IconButtonAccessibilityLabelRule.self, text).first)
        XCTAssertTrue(diagnostic.message.contains("has an empty accessibilityLabel"), diagnostic.message)
        XCTAssertEqual(diagnostic.fix?.newText, "\"Share\"")
    }

    func testUnknownSymbolFallsBackToItsFirstWord() throws {
        let text = content(#"{ "type": "link", "symbol": "leaf.fill" }"#)
        let diagnostic = try XCTUnwrap(diagnostics(IconButtonAccessibilityLabelRule.self, text).first)
        XCTAssertTrue(diagnostic.message.contains("\"accessibilityLabel\": \"Leaf\""), diagnostic.message)
    }

    func testNavigationBarItemsAreChecked() {
        let text = #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "navigationBar": { "trailingItems": [ { "type": "button", "symbol": "gear" } ] } } ] }"#
        XCTAssertEqual(diagnostics(IconButtonAccessibilityLabelRule.self, text).count, 1)
    }

    func testImageWithoutLabelNamesTheAsset() throws {
        let text = content(#"{ "type": "image", "asset": "hero-banner" }"#)
        let diagnostic = try XCTUnwrap(diagnostics(MeaningfulImageDescriptionRule.self, text).first)
        XCTAssertTrue(diagnostic.message.hasPrefix("Image \"hero-banner\" has no accessibilityLabel"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("\"isDecorative\": true"), diagnostic.message)
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testAccessibilityRulesTolerateMalformedInput() {
        ColorRulesTests.assertTolerant([IconButtonAccessibilityLabelRule.self, MeaningfulImageDescriptionRule.self])
    }
}
