import SpecKnowledge
import SpecModel
@testable import SpecRules
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

    /// The HIG's tvOS text styles, in table order: its own `subtitle1`, and no `footnote`.
    static let tvOSTextStyles = ["title1", "title2", "title3", "headline", "body", "callout", "caption1", "caption2", "subtitle1"]

    func testMinFontSizeGivesTheFiguresAndTheMinimumAsFix() throws {
        let diagnostic = try XCTUnwrap(
            diagnostics(MinFontSizeRule.self, content(#"{ "type": "text", "text": "Fine print", "font": { "size": 9 } }"#)).first)
        XCTAssertEqual(
            diagnostic.message,
            MinFontSizeRule.message(
                subject: "Text \"Fine print\"", size: 9, platforms: [.iOS], minimum: 11, recommended: 17, others: [], passing: []))
        XCTAssertEqual(diagnostic.fix?.newText, "11")
    }

    func testMinFontSizeUsesTheStrictestTarget() throws {
        let text = content(#"{ "type": "text", "text": "Both", "font": { "size": 20 } }"#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        let diagnostic = try XCTUnwrap(diagnostics(MinFontSizeRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            MinFontSizeRule.message(
                subject: "Text \"Both\"", size: 20, platforms: [.tvOS], minimum: 23, recommended: 29, others: [], passing: [.iOS]))
    }

    func testMinFontSizeReportsATokenOnceWhereItIsDefined() {
        let text = content(
            #"{ "type": "text", "text": "A", "font": "tiny" }, { "type": "text", "text": "B", "font": "tiny" }"#,
            extra: #""typography": { "tiny": { "size": 8 } }"#)
        let found = diagnostics(MinFontSizeRule.self, text)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(
            found.first?.message,
            MinFontSizeRule.message(
                subject: "Type token `tiny`", size: 8, platforms: [.iOS], minimum: 11, recommended: 17, others: [], passing: []))
    }

    func testLightWeightsAreGradedByTheDefaultSize() throws {
        let small = try XCTUnwrap(
            diagnostics(
                AvoidLightFontWeightsRule.self, content(#"{ "type": "text", "text": "S", "font": { "size": 15, "weight": "thin" } }"#)
            ).first)
        XCTAssertEqual(small.severity, .warning)
        XCTAssertEqual(
            small.message,
            AvoidLightFontWeightsRule.belowDefault(subject: "Text \"S\"", weight: .thin, size: 15, platform: .iOS, recommended: 17))
        XCTAssertEqual(small.fix?.newText, "\"regular\"")
        let large = try XCTUnwrap(
            diagnostics(
                AvoidLightFontWeightsRule.self, content(#"{ "type": "text", "text": "L", "font": { "size": 34, "weight": "light" } }"#)
            ).first)
        XCTAssertEqual(large.severity, .information)
        XCTAssertEqual(
            large.message,
            AvoidLightFontWeightsRule.atOrAboveDefault(subject: "Text \"L\"", weight: .light, size: 34, platform: .iOS, recommended: 17))
    }

    func testUnknownTextStyleSuggestsStylesAndTokens() throws {
        let style = try XCTUnwrap(
            diagnostics(UnknownTextStyleRule.self, content(#"{ "type": "text", "text": "Hi", "font": "Body" }"#)).first)
        XCTAssertEqual(style.message, UnknownTextStyleRule.message(subject: "Text \"Hi\"", name: "Body", suggestions: ["body"]))
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
        XCTAssertEqual(
            diagnostic.message,
            TextStyleNameValidRule.message(subject: "Text \"Hi\"", name: "largeTitle", lacking: [(.tvOS, 29)], listed: Self.tvOSTextStyles))
    }

    func testDynamicTypeMessagesAndFix() throws {
        let fixed = try XCTUnwrap(
            diagnostics(
                SupportDynamicTypeRule.self, content(#"{ "type": "text", "text": "B", "font": { "family": "Avenir Next", "size": 15 } }"#)
            ).first)
        XCTAssertEqual(fixed.message, SupportDynamicTypeRule.fixedSize(subject: "Text \"B\"", size: 15))
        let off = try XCTUnwrap(
            diagnostics(
                SupportDynamicTypeRule.self,
                content(#"{ "type": "text", "text": "B", "font": { "textStyle": "body", "dynamicType": false } }"#)
            ).first)
        XCTAssertEqual(off.message, SupportDynamicTypeRule.switchedOff(subject: "Text \"B\"", font: "body"))
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
        XCTAssertEqual(
            diagnostic.message,
            TextStyleNameValidRule.message(
                subject: "Text \"Welcome\"", name: "largeTitle", lacking: [(.tvOS, 29)], listed: Self.tvOSTextStyles))
        // The contrast rule judges it at that size on tvOS: 29 pt is large text, 3:1 suffices there.
        let gray = specWithContent(
            ##"{ "type": "text", "text": "Welcome", "font": "largeTitle", "color": "#8E8E93", "background": "#FFFFFF" }"##,
            platforms: #""tvOS": "17.0""#)
        XCTAssertEqual(ruleDiagnostics(TextContrastMinimumRule.self, gray).map(\.message), [])
    }
}
