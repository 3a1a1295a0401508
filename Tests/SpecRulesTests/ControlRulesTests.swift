import SpecModel
@testable import SpecRules
import SpecSyntax
import XCTest

/// Messages, fixes and graded severities of the control rules.
final class ControlRulesTests: XCTestCase {
    /// `text` with `fix` applied.
    func testTooManySegmentsSaysTheCount() throws {
        let text = specWithContent(#"{ "type": "segmentedControl", "segments": [ "A", "B", "C", "D", "E", "F", "G" ] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(SegmentedControlMaxSegmentsRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            sourcedMessage(SegmentedControlMaxSegmentsRule.tooMany(count: 7, maximum: 5), of: SegmentedControlMaxSegmentsRule.self))
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testPageControlSeverityIsGraded() throws {
        let twelve = try XCTUnwrap(
            ruleDiagnostics(PageControlDotCountRule.self, specWithContent(#"{ "type": "pageControl", "pages": 12 }"#)).first)
        XCTAssertEqual(twelve.severity, .information)
        XCTAssertEqual(
            twelve.message, sourcedMessage(PageControlDotCountRule.hardToCount(pages: 12, limit: 10), of: PageControlDotCountRule.self))
        let many = try XCTUnwrap(
            ruleDiagnostics(PageControlDotCountRule.self, specWithContent(#"{ "type": "pageControl", "pages": 21 }"#)).first)
        XCTAssertEqual(many.severity, .warning)
        XCTAssertEqual(
            many.message, sourcedMessage(PageControlDotCountRule.tooManyPages(pages: 21, limit: 20), of: PageControlDotCountRule.self))
    }

    func testMixedSegmentsAreNamed() throws {
        let text = specWithContent(#"{ "type": "segmentedControl", "segments": [ { "title": "Day", "symbol": "sun.max" } ] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(SegmentedControlNoMixedContentRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            sourcedMessage(
                SegmentedControlNoMixedContentRule.titleAndSymbol(title: "Day", symbol: "sun.max"),
                of: SegmentedControlNoMixedContentRule.self)
        )
        let mixed = specWithContent(#"{ "type": "segmentedControl", "segments": [ "Day", { "symbol": "moon" } ] }"#)
        XCTAssertEqual(
            ruleDiagnostics(SegmentedControlNoMixedContentRule.self, mixed).map(\.message),
            [
                sourcedMessage(
                    SegmentedControlNoMixedContentRule.mixed(expected: .text, found: .symbol), of: SegmentedControlNoMixedContentRule.self)
            ])
    }

    func testUnlabeledFieldSuggestsAPlaceholder() throws {
        let text = specWithContent(#"{ "type": "textField", "contentType": "emailAddress" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TextFieldLabelOrPlaceholderRule.self, text).first)
        XCTAssertEqual(diagnostic.message, TextFieldLabelOrPlaceholderRule.message(field: "TextField", example: #""name@example.com""#))
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testPasswordTextFieldIsFixedToSecureField() throws {
        let text = specWithContent(#"{ "type": "textField", "placeholder": "Password", "contentType": "password" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(SecurePasswordFieldRule.self, text).first)
        XCTAssertEqual(diagnostic.message, SecurePasswordFieldRule.message(field: "TextField", contentType: "password"))
        XCTAssertEqual(diagnostic.severity, .warning)
        let fixed = try applyingFix(diagnostic.fix, to: text)
        XCTAssertTrue(fixed.contains(#""type": "secureField""#), fixed)
        XCTAssertEqual(ruleDiagnostics(SecurePasswordFieldRule.self, fixed), [])
    }

    func testMissingKeyboardIsInsertedByTheFix() throws {
        let text = specWithContent(#"{ "type": "textField", "placeholder": "Email", "contentType": "emailAddress" }"#)
        let diagnostic = try XCTUnwrap(legacyDiagnostics(KeyboardTypeMatchesContentRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            sourcedMessage(
                KeyboardTypeMatchesContentRule.noKeyboard(field: "TextField", contentType: "emailAddress", suggested: "email"),
                of: KeyboardTypeMatchesContentRule.self))
        let fixed = try applyingFix(diagnostic.fix, to: text)
        XCTAssertEqual(SyntaxTree.parse(fixed).diagnostics.count, 0, fixed)
        XCTAssertEqual(legacyDiagnostics(KeyboardTypeMatchesContentRule.self, fixed), [])
    }

    func testWrongKeyboardIsReplaced() throws {
        let text = specWithContent(#"{ "type": "textField", "placeholder": "Site", "contentType": "URL", "keyboard": "email" }"#)
        let diagnostic = try XCTUnwrap(legacyDiagnostics(KeyboardTypeMatchesContentRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            sourcedMessage(
                KeyboardTypeMatchesContentRule.wrongKeyboard(field: "TextField", contentType: "URL", keyboard: "email", suggested: "url"),
                of: KeyboardTypeMatchesContentRule.self))
        XCTAssertEqual(diagnostic.fix?.newText, "\"url\"")
        // "Specify a keyboard type that's appropriate…" instructs: a warning (issue 27).
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testThirdProminentButtonIsCounted() throws {
        let buttons = ["Buy", "Gift", "Save"].map { #"{ "type": "button", "title": "\#($0)", "style": "borderedProminent" }"# }.joined(
            separator: ", ")
        let found = ruleDiagnostics(ProminentButtonsPerViewRule.self, specWithContent(buttons))
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(
            found.map(\.message),
            [ProminentButtonsPerViewRule.message(button: "Button \"Save\"", position: 3, of: 3, in: "screen \"main\"", maximum: 2)])
        XCTAssertEqual(found.first?.fix?.newText, "\"bordered\"")
    }

    func testSliderOnTVOSSuggestsLimitingTheScreen() throws {
        let text = specWithContent(#"{ "type": "slider", "title": "Volume" }"#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(SliderUnsupportedTVOSRule.self, text).first)
        XCTAssertEqual(diagnostic.message, SliderUnsupportedTVOSRule.message(slider: "Slider \"Volume\"", otherPlatform: .iOS))
        XCTAssertEqual(diagnostic.severity, .error)
    }
}
