import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import XCTest

/// Messages, fixes, related locations and severities of the color rules.
final class ColorRulesTests: XCTestCase {
    private func document(_ component: String, colors: String = "{}", platforms: String = #""iOS": "17.0""#, background: String? = nil)
        -> String
    {
        let screenBackground = background.map { #""background": \#($0), "# } ?? ""
        return
            #"{ "platforms": { \#(platforms) }, "colors": \#(colors), "screens": [ { "id": "main", \#(screenBackground)"content": [ \#(component) ] } ] }"#
    }

    private func source(_ text: String, _ range: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    func testUnknownColorSuggestsSystemNameAsFix() throws {
        let text = document(#"{ "type": "text", "text": "Hi", "color": "systemBlu" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(UnknownColorRule.self, text).first)
        XCTAssertEqual(diagnostic.message, UnknownColorRule.unknownName("systemBlu", suggestion: "systemBlue"))
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.fix?.newText, "\"systemBlue\"")
        XCTAssertEqual(source(text, diagnostic.range), "\"systemBlu\"")
    }

    func testUnknownColorSuggestsTokens() throws {
        let text = document(#"{ "type": "text", "text": "Hi", "color": "brnd" }"#, colors: ##"{ "brand": "#B25E00" }"##)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(UnknownColorRule.self, text).first)
        XCTAssertEqual(diagnostic.fix?.newText, "\"brand\"")
    }

    func testUnknownColorCatchesSwappedLetters() throws {
        let text = document(#"{ "type": "text", "text": "Hi", "color": "lable" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(UnknownColorRule.self, text).first)
        XCTAssertEqual(diagnostic.fix?.newText, "\"label\"", diagnostic.message)
    }

    func testInvalidHexNamesTheValidForms() throws {
        let text = document(##"{ "type": "text", "text": "Hi", "color": "#12345G" }"##)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(UnknownColorRule.self, text).first)
        XCTAssertEqual(diagnostic.message, UnknownColorRule.invalidHex("#12345G"))
        XCTAssertNil(diagnostic.fix)
    }

    func testTokenCycleIsReportedOnceWithTheChain() throws {
        let text = document(
            #"{ "type": "text", "text": "Hi", "color": "a" }"#, colors: #"{ "a": "b", "b": { "light": "c", "dark": "label" }, "c": "a" }"#)
        let found = ruleDiagnostics(UnknownColorRule.self, text)
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        let diagnostic = try XCTUnwrap(found.first)
        XCTAssertEqual(diagnostic.message, UnknownColorRule.cycle(token: "a", chain: ["a", "b", "c", "a"]))
        XCTAssertEqual(diagnostic.related.count, 2)
    }

    func testSelfReferencingTokenIsACycle() throws {
        let diagnostic = try XCTUnwrap(ruleDiagnostics(UnknownColorRule.self, document("", colors: #"{ "a": "a" }"#)).first)
        XCTAssertEqual(diagnostic.message, UnknownColorRule.cycle(token: "a", chain: ["a", "a"]))
    }

    func testATokenNamedLikeTheSystemColorItNamesIsThatSystemColorNotACycle() throws {
        let text = document(
            #"{ "type": "text", "text": "Hi", "color": "caption" }"#,
            colors: #"{ "label": "label", "separator": { "light": "separator", "dark": "separator" }, "caption": "label" }"#)
        XCTAssertEqual(ruleDiagnostics(UnknownColorRule.self, text).map(\.message), [])
    }

    func testPlainHexSaysItLooksTheSameInDarkMode() throws {
        let text = document(##"{ "type": "text", "text": "Hi", "color": "#B25E00" }"##)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(CustomColorLightDarkVariantsRule.self, text).first)
        XCTAssertEqual(diagnostic.message, CustomColorLightDarkVariantsRule.sameInEveryAppearance(owner: #"Text "Hi""#, value: "#B25E00"))
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testTokenIsReportedAtItsDefinitionNotAtUses() throws {
        let text = document(
            #"{ "type": "text", "text": "Hi", "color": "brand" }, { "type": "text", "text": "Yo", "color": "brand" }"#,
            colors: ##"{ "brand": { "light": "#B25E00" } }"##)
        let found = ruleDiagnostics(CustomColorLightDarkVariantsRule.self, text)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(
            found.first?.message,
            CustomColorLightDarkVariantsRule.oneVariant(
                owner: "Color token `brand`", given: "light", value: ##""#B25E00""##, missing: "dark"))
    }

    func testIncreasedContrastNamesTheMissingVariants() throws {
        let text = document("", colors: ##"{ "brand": { "light": "#8A4900", "dark": "#F5A524", "increasedContrastDark": "#FFC266" } }"##)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(CustomColorIncreasedContrastVariantsRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            CustomColorIncreasedContrastVariantsRule.message(owner: "Color token `brand`", missing: ["increasedContrastLight"]))
        // "If you define a custom color, make sure to supply … an increased contrast option": a warning (issue 27).
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testHardcodedSystemBlueNamesTheColorAndFixesIt() throws {
        let text = document(##"{ "type": "button", "title": "Go", "color": { "light": "#007AFF", "dark": "#0A84FF" } }"##)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(NoHardcodedSystemColorValuesRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            NoHardcodedSystemColorValuesRule.message(
                value: "#007AFF", appearances: [.light], systemColor: "systemBlue", otherEra: nil, judged: Appearance.allCases))
        XCTAssertEqual(diagnostic.fix?.newText, "\"systemBlue\"")
        XCTAssertEqual(diagnostic.fix?.range, diagnostic.range)
    }

    func testHardcodedValuePrefersABackgroundColorForBackgrounds() throws {
        let text = document(##"{ "type": "card", "background": { "light": "#F2F2F7", "dark": "#1C1C1E" }, "children": [] }"##)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(NoHardcodedSystemColorValuesRule.self, text).first)
        XCTAssertEqual(diagnostic.fix?.newText, "\"secondarySystemBackground\"", diagnostic.message)
    }

    func testHardcodedValueWithinOneStepMatches() throws {
        let text = document(##"{ "type": "text", "text": "Hi", "color": { "light": "#007BFF", "dark": "#0A84FF" } }"##)
        XCTAssertEqual(ruleDiagnostics(NoHardcodedSystemColorValuesRule.self, text).count, 2, "±1/255 per channel matches")
    }

    /// Issue 7, noise: a custom gray equal to a system color in one appearance only is a color of its own;
    /// a plain value matches only a color that has it in every appearance it is shown in.
    func testCustomGrayEqualToOneAppearanceOfASystemColorIsNotHardCoded() {
        let gray3Light = document(##"{ "type": "text", "text": "Hi", "color": "#C7C7CC" }"##)
        XCTAssertEqual(ruleDiagnostics(NoHardcodedSystemColorValuesRule.self, gray3Light).map(\.message), [])
        let systemGray = document(##"{ "type": "text", "text": "Hi", "color": "#8E8E93" }"##)
        XCTAssertEqual(
            ruleDiagnostics(NoHardcodedSystemColorValuesRule.self, systemGray).map(\.message),
            [
                NoHardcodedSystemColorValuesRule.message(
                    value: "#8E8E93", appearances: [.light, .dark], systemColor: "systemGray", otherEra: nil, judged: Appearance.allCases)
            ])
        // On watchOS (dark only) the dark value of systemBlue is the whole of systemBlue there.
        let watch = document(##"{ "type": "text", "text": "Hi", "color": "#0A84FF" }"##, platforms: #""watchOS": "10.0""#)
        XCTAssertEqual(ruleDiagnostics(NoHardcodedSystemColorValuesRule.self, watch).count, 1)
        let phone = document(##"{ "type": "text", "text": "Hi", "color": "#0A84FF" }"##)
        XCTAssertEqual(ruleDiagnostics(NoHardcodedSystemColorValuesRule.self, phone).count, 0)
    }

    /// Issue 7, adapting variants: a system color adapts to Increase Contrast by itself and pure black is
    /// already maximal, so neither is asked for an increased-contrast partner.
    func testVariantsThatAlreadyAdaptNeedNoIncreasedContrastVariants() {
        let adapting = document(##"{ "type": "card", "background": { "light": "systemBackground", "dark": "#000000" }, "children": [] }"##)
        XCTAssertEqual(ruleDiagnostics(CustomColorIncreasedContrastVariantsRule.self, adapting).map(\.message), [])
        let custom = document(##"{ "type": "card", "background": { "light": "systemBackground", "dark": "#1A1A1A" }, "children": [] }"##)
        XCTAssertEqual(
            ruleDiagnostics(CustomColorIncreasedContrastVariantsRule.self, custom).map(\.message),
            [CustomColorIncreasedContrastVariantsRule.message(owner: "Card", missing: ["increasedContrastDark"])])
    }

    /// Issue 7, watchOS and visionOS have no light appearance: a single custom value is not asked for a
    /// dark variant there, and no increased-contrast variants are asked for either.
    func testDarkOnlyPlatformsAreNotAskedForVariants() {
        for platforms in [#""watchOS": "10.0""#, #""visionOS": "1.0""#] {
            let plain = document(##"{ "type": "text", "text": "Hi", "color": "#B25E00" }"##, platforms: platforms)
            XCTAssertEqual(ruleDiagnostics(CustomColorLightDarkVariantsRule.self, plain).map(\.message), [], platforms)
            let variants = document(
                ##"{ "type": "text", "text": "Hi", "color": { "light": "#8A4900", "dark": "#F5A524" } }"##, platforms: platforms)
            XCTAssertEqual(ruleDiagnostics(CustomColorIncreasedContrastVariantsRule.self, variants).map(\.message), [], platforms)
        }
    }

    func testLabelAsBackgroundGetsTheBackgroundOfTheSameLevel() throws {
        let text = document(#"{ "type": "card", "background": "secondaryLabel", "children": [] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(SemanticColorMisuseRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message, SemanticColorMisuseRule.textColorAsBackground(owner: "Card", color: "secondaryLabel", token: nil))
        XCTAssertEqual(diagnostic.fix?.newText, "\"secondarySystemBackground\"")
    }

    func testMisuseThroughATokenPointsAtTheToken() throws {
        let text = document(#"{ "type": "text", "text": "Hi", "color": "paper" }"#, colors: #"{ "paper": "systemGroupedBackground" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(SemanticColorMisuseRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            SemanticColorMisuseRule.backgroundColorAsForeground(
                owner: #"Text "Hi""#, color: "systemGroupedBackground", property: "color", token: "paper"))
        XCTAssertEqual(diagnostic.related.count, 1)
        XCTAssertNil(diagnostic.fix)
    }

    func testGroupedListOnPlainBackgroundSuggestsGroupedColor() throws {
        let text = document(
            #"{ "type": "list", "style": "insetGrouped", "children": [] }, { "type": "list", "style": "grouped", "children": [] }"#,
            background: #""tertiarySystemBackground""#)
        let found = ruleDiagnostics(GroupedBackgroundColorsRule.self, text)
        XCTAssertEqual(found.count, 1, "one report per background node")
        let diagnostic = try XCTUnwrap(found.first)
        XCTAssertEqual(
            diagnostic.message,
            GroupedBackgroundColorsRule.message(
                style: "insetGrouped", background: "tertiarySystemBackground", token: nil, grouped: "tertiarySystemGroupedBackground"))
        XCTAssertEqual(diagnostic.fix?.newText, "\"tertiarySystemGroupedBackground\"")
        XCTAssertEqual(diagnostic.related.count, 1)
        XCTAssertEqual(diagnostic.severity, .information)
    }
}
