import SpecModel
import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// Messages, fixes and graded severities of the typography rules.
final class TypographyRulesTests: XCTestCase {
    private func diagnostics(_ rule: any Rule.Type, _ document: String) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(MarkedText(document).text)), rules: [rule])
    }

    private func content(_ components: String, platforms: String = #""iOS": "17.0""#, extra: String = "") -> String {
        #"{ "platforms": { \#(platforms) }, \#(extra.isEmpty ? "" : extra + ","), "screens": [ { "id": "main", "content": [ \#(components) ] } ] }"#
    }

    func testMinFontSizeGivesTheFiguresAndTheMinimumAsFix() throws {
        let diagnostic = try XCTUnwrap(
            diagnostics(MinFontSizeRule.self, content(#"{ "type": "text", "text": "Fine print", "font": { "size": 9 } }"#)).first)
        XCTAssertEqual(diagnostic.message, "Text \"Fine print\" is 9 pt; the HIG's minimum for iOS text is 11 pt (default 17 pt).")
        XCTAssertEqual(diagnostic.fix?.newText, "11")
    }

    func testMinFontSizeUsesTheStrictestTarget() throws {
        let text = content(#"{ "type": "text", "text": "Both", "font": { "size": 20 } }"#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        let diagnostic = try XCTUnwrap(diagnostics(MinFontSizeRule.self, text).first)
        XCTAssertTrue(diagnostic.message.contains("the HIG's minimum for tvOS text is 23 pt"), diagnostic.message)
    }

    func testMinFontSizeReportsATokenOnceWhereItIsDefined() {
        let text = content(
            #"{ "type": "text", "text": "A", "font": "tiny" }, { "type": "text", "text": "B", "font": "tiny" }"#,
            extra: #""typography": { "tiny": { "size": 8 } }"#)
        let found = diagnostics(MinFontSizeRule.self, text)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.hasPrefix("Type token `tiny` is 8 pt") ?? false, "\(found)")
    }

    func testLightWeightsAreGradedByTheDefaultSize() throws {
        let small = try XCTUnwrap(
            diagnostics(
                AvoidLightFontWeightsRule.self, content(#"{ "type": "text", "text": "S", "font": { "size": 15, "weight": "thin" } }"#)
            ).first)
        XCTAssertEqual(small.severity, .warning)
        XCTAssertTrue(small.message.contains("thin weight at 15 pt"), small.message)
        XCTAssertTrue(small.message.contains("below the iOS default of 17 pt"), small.message)
        XCTAssertEqual(small.fix?.newText, "\"regular\"")
        let large = try XCTUnwrap(
            diagnostics(
                AvoidLightFontWeightsRule.self, content(#"{ "type": "text", "text": "L", "font": { "size": 34, "weight": "light" } }"#)
            ).first)
        XCTAssertEqual(large.severity, .information)
    }

    func testUnknownTextStyleSuggestsStylesAndTokens() throws {
        let style = try XCTUnwrap(
            diagnostics(UnknownTextStyleRule.self, content(#"{ "type": "text", "text": "Hi", "font": "Body" }"#)).first)
        XCTAssertTrue(style.message.contains("`Body` is neither a text style nor a type token; did you mean `body`"), style.message)
        XCTAssertEqual(style.fix?.newText, "\"body\"")
        let token = try XCTUnwrap(
            diagnostics(
                UnknownTextStyleRule.self,
                content(#"{ "type": "text", "text": "Hi", "font": "cardTitel" }"#, extra: #""typography": { "cardTitle": "headline" }"#)
            ).first)
        XCTAssertEqual(token.fix?.newText, "\"cardTitle\"")
    }

    func testTextStyleNameValidListsThePlatformsStyles() throws {
        let text = content(#"{ "type": "text", "text": "Hi", "font": "largeTitle" }"#, platforms: #""tvOS": "17.0""#)
        let diagnostic = try XCTUnwrap(diagnostics(TextStyleNameValidRule.self, text).first)
        XCTAssertTrue(diagnostic.message.contains("`largeTitle` is not in the HIG's text style table for tvOS"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("The tvOS table lists title1, title2, title3, headline, body"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("subtitle1"), diagnostic.message)
        XCTAssertFalse(diagnostic.message.contains("footnote"), diagnostic.message)
    }

    func testDynamicTypeMessagesAndFix() throws {
        let fixed = try XCTUnwrap(
            diagnostics(
                SupportDynamicTypeRule.self, content(#"{ "type": "text", "text": "B", "font": { "family": "Avenir Next", "size": 15 } }"#)
            ).first)
        XCTAssertTrue(fixed.message.contains("fixed 15 pt custom font"), fixed.message)
        let off = try XCTUnwrap(
            diagnostics(
                SupportDynamicTypeRule.self,
                content(#"{ "type": "text", "text": "B", "font": { "textStyle": "body", "dynamicType": false } }"#)
            ).first)
        XCTAssertEqual(off.fix?.newText, "true")
        let mixed = content(#"{ "type": "text", "text": "B", "font": { "size": 15 } }"#, platforms: #""macOS": "14.0", "iOS": "17.0""#)
        XCTAssertEqual(diagnostics(SupportDynamicTypeRule.self, mixed).count, 1, "iOS is still targeted")
    }

    /// Issue 7, silent fallbacks: where a platform lacks a text style, the finding names the platform and
    /// the size the text is judged at there.
    func testAStyleAPlatformLacksNamesTheSizeUsedThere() throws {
        let text = specWithContent(
            #"{ "type": "text", "text": "Welcome", "font": "largeTitle" }"#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TextStyleNameValidRule.self, text).first)
        XCTAssertTrue(diagnostic.message.contains("`largeTitle` is not in the HIG's text style table for tvOS"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("designspec judges it at the tvOS default text size, 29 pt"), diagnostic.message)
        // The contrast rule judges it at that size on tvOS: 29 pt is large text, 3:1 suffices there.
        let gray = specWithContent(
            ##"{ "type": "text", "text": "Welcome", "font": "largeTitle", "color": "#8E8E93", "background": "#FFFFFF" }"##,
            platforms: #""tvOS": "17.0""#)
        XCTAssertEqual(ruleDiagnostics(TextContrastMinimumRule.self, gray).map(\.message), [])
    }
}
