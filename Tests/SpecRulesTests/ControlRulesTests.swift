import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Messages, fixes and graded severities of the control rules.
final class ControlRulesTests: XCTestCase {
    /// `text` with `fix` applied.
    func testTooManySegmentsSaysTheCount() throws {
        let text = specWithContent(#"{ "type": "segmentedControl", "segments": [ "A", "B", "C", "D", "E", "F", "G" ] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(SegmentedControlMaxSegmentsRule.self, text).first)
        XCTAssertTrue(diagnostic.message.hasPrefix("Segmented control has 7 segments; on iPhone keep it to 5 or fewer"), diagnostic.message)
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testPageControlSeverityIsGraded() throws {
        let twelve = try XCTUnwrap(
            ruleDiagnostics(PageControlDotCountRule.self, specWithContent(#"{ "type": "pageControl", "pages": 12 }"#)).first)
        XCTAssertEqual(twelve.severity, .information)
        XCTAssertTrue(twelve.message.hasPrefix("Page control has 12 dots; more than about 10"), twelve.message)
        let many = try XCTUnwrap(
            ruleDiagnostics(PageControlDotCountRule.self, specWithContent(#"{ "type": "pageControl", "pages": 21 }"#)).first)
        XCTAssertEqual(many.severity, .warning)
        XCTAssertTrue(many.message.contains("21 pages; beyond about 20"), many.message)
    }

    func testMixedSegmentsAreNamed() throws {
        let text = specWithContent(#"{ "type": "segmentedControl", "segments": [ { "title": "Day", "symbol": "sun.max" } ] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(SegmentedControlNoMixedContentRule.self, text).first)
        XCTAssertTrue(diagnostic.message.hasPrefix("Segment \"Day\" has both a title and the `sun.max` symbol"), diagnostic.message)
    }

    func testUnlabeledFieldSuggestsAPlaceholder() throws {
        let text = specWithContent(#"{ "type": "textField", "contentType": "emailAddress" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TextFieldLabelOrPlaceholderRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            "TextField has no title and no placeholder, so nothing on screen says what to enter; add \"placeholder\": \"name@example.com\" or a visible label."
        )
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testPasswordTextFieldIsFixedToSecureField() throws {
        let text = specWithContent(#"{ "type": "textField", "placeholder": "Password", "contentType": "password" }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(SecurePasswordFieldRule.self, text).first)
        XCTAssertTrue(diagnostic.message.contains("(contentType password)"), diagnostic.message)
        XCTAssertEqual(diagnostic.severity, .warning)
        let fixed = try applyingFix(diagnostic.fix, to: text)
        XCTAssertTrue(fixed.contains(#""type": "secureField""#), fixed)
        XCTAssertEqual(ruleDiagnostics(SecurePasswordFieldRule.self, fixed), [])
    }

    func testMissingKeyboardIsInsertedByTheFix() throws {
        let text = specWithContent(#"{ "type": "textField", "placeholder": "Email", "contentType": "emailAddress" }"#)
        let diagnostic = try XCTUnwrap(legacyDiagnostics(KeyboardTypeMatchesContentRule.self, text).first)
        XCTAssertTrue(
            diagnostic.message.contains("takes emailAddress but names no keyboard; add \"keyboard\": \"email\""), diagnostic.message)
        let fixed = try applyingFix(diagnostic.fix, to: text)
        XCTAssertEqual(SyntaxTree.parse(fixed).diagnostics.count, 0, fixed)
        XCTAssertEqual(legacyDiagnostics(KeyboardTypeMatchesContentRule.self, fixed), [])
    }

    func testWrongKeyboardIsReplaced() throws {
        let text = specWithContent(#"{ "type": "textField", "placeholder": "Site", "contentType": "URL", "keyboard": "email" }"#)
        let diagnostic = try XCTUnwrap(legacyDiagnostics(KeyboardTypeMatchesContentRule.self, text).first)
        XCTAssertEqual(diagnostic.fix?.newText, "\"url\"")
        XCTAssertEqual(diagnostic.severity, .information)
    }

    func testThirdProminentButtonIsCounted() throws {
        let buttons = ["Buy", "Gift", "Save"].map { #"{ "type": "button", "title": "\#($0)", "style": "borderedProminent" }"# }.joined(
            separator: ", ")
        let found = ruleDiagnostics(ProminentButtonsPerViewRule.self, specWithContent(buttons))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(
            found.first?.message.hasPrefix(
                "Button \"Save\" is prominent button 3 of 3 in screen \"main\"; keep prominent styling to 2 buttons at most") ?? false,
            found.first?.message ?? "")
        XCTAssertEqual(found.first?.fix?.newText, "\"bordered\"")
    }

    func testSliderOnTVOSSuggestsLimitingTheScreen() throws {
        let text = specWithContent(#"{ "type": "slider", "title": "Volume" }"#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(SliderUnsupportedTVOSRule.self, text).first)
        XCTAssertTrue(diagnostic.message.hasPrefix("Slider \"Volume\" can't appear on tvOS"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("\"platform\": \"iOS\""), diagnostic.message)
        XCTAssertEqual(diagnostic.severity, .error)
    }
}
