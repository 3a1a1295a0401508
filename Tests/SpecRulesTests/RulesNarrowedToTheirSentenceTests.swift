import SpecModel
@testable import SpecRules
import XCTest

/// Issue 27: no finding wider than the sentence it rests on. Each test quotes the sentence and shows
/// the case that used to be reported next to the one still reported.
final class RulesNarrowedToTheirSentenceTests: XCTestCase {
    /// Buttons › Best practices: "Always include a press state for a custom button."
    func testOnlyACustomButtonNeedsItsOwnPressState() {
        let plain = specWithContent(##"{ "type": "button", "title": "Continue", "style": "plain", "background": "#FF6B35" }"##)
        XCTAssertEqual(ruleDiagnostics(CustomButtonPressStateRule.self, plain), [])
        let unstyled = specWithContent(##"{ "type": "button", "title": "Continue", "background": "#FF6B35" }"##)
        XCTAssertEqual(ruleDiagnostics(CustomButtonPressStateRule.self, unstyled), [])
        let custom = specWithContent(##"{ "type": "button", "title": "Continue", "style": "custom" }"##)
        XCTAssertEqual(
            ruleDiagnostics(CustomButtonPressStateRule.self, custom).map(\.message),
            [CustomButtonPressStateRule.noPressState(button: #"Button "Continue""#, background: nil)])
    }

    /// Buttons › Style: "Use style — not size — to visually distinguish the preferred choice among multiple options."
    func testAGlyphOnlyButtonBesideTheOptionsIsNotOneOfThem() {
        let info = specWithContent(
            #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "symbol": "info.circle", "accessibilityLabel": "About", "height": 44 }, { "type": "button", "title": "Continue", "height": 50 } ] }"#
        )
        XCTAssertEqual(ruleDiagnostics(ButtonRowOneHeightRule.self, info), [])
        let options = specWithContent(
            #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "symbol": "info.circle", "accessibilityLabel": "About", "height": 30 }, { "type": "button", "title": "Not Now", "height": 44 }, { "type": "button", "title": "Continue", "height": 50 } ] }"#
        )
        XCTAssertEqual(
            ruleDiagnostics(ButtonRowOneHeightRule.self, options).map(\.message),
            [ButtonRowOneHeightRule.message(button: #"Button "Continue""#, height: "50", first: #"Button "Not Now""#, firstHeight: "44")])
    }

    /// Offering help › Best practices: "For example, don’t write copy that tells people to click a button on
    /// an iPhone or tap a menu item on a Mac." iPad takes a pointer as well as touch.
    func testIPadIsNotJudgedForClickOrTap() {
        let iPad = specWithContent(#"{ "type": "text", "text": "Click the plus button, or tap it." }"#, platforms: #""iPadOS": "17.0""#)
        XCTAssertEqual(ruleDiagnostics(GestureVerbMatchesDeviceRule.self, iPad), [])
        let iPhone = specWithContent(#"{ "type": "text", "text": "Click the plus button." }"#, platforms: #""iOS": "17.0", "iPadOS": "17.0""#)
        XCTAssertEqual(
            ruleDiagnostics(GestureVerbMatchesDeviceRule.self, iPhone).map(\.message),
            [GestureVerbMatchesDeviceRule.message(component: #"Text "Click the plus button.""#, word: "Click", on: [.iOS], use: "tap")])
    }

    /// Modality › Best practices: "… you never want to display more than one alert at the same time."
    func testAlternativeAlertsPresentedByDifferentEventsAreNotReported() {
        let alert = { (title: String, event: String?) in
            let when = event.map { #", "presentedWhen": "\#($0)""# } ?? ""
            return #"{ "type": "alert", "title": "\#(title)"\#(when), "actions": [ { "title": "OK" } ] }"#
        }
        let alternatives = specWithContent(alert("Sync Failed", "Sync fails") + ", " + alert("Delete Draft?", "Delete tapped"))
        XCTAssertEqual(ruleDiagnostics(OneAlertAtATimeRule.self, alternatives), [])
        let together = specWithContent(alert("Sync Failed", nil) + ", " + alert("Delete Draft?", nil))
        XCTAssertEqual(
            ruleDiagnostics(OneAlertAtATimeRule.self, together).map(\.message),
            [
                OneAlertAtATimeRule.message(
                    alert: #"Alert "Delete Draft?""#, position: 2, screen: #"screen "main""#, platforms: "", limit: 1,
                    first: #"Alert "Sync Failed""#)
            ])
        let sameEvent = specWithContent(alert("Sync Failed", "Save tapped") + ", " + alert("Delete Draft?", "Save tapped"))
        XCTAssertEqual(ruleDiagnostics(OneAlertAtATimeRule.self, sameEvent).count, 1)
    }

    /// Layout › tvOS: "Be sure to use appropriate spacing between unfocused rows and columns to prevent
    /// overlap when an item comes into focus." The 40/100 pt table is "an optimal viewing experience".
    func testGridGapsAreHeldToTheFocusGrowthAndTheTableOnlyAsInformation() throws {
        let item = #"{ "type": "image", "asset": "a", "isFocusable": true, "layers": 2, "width": 308, "height": 174, "focusedScale": 1.1 }"#
        let fits = specWithContent(
            #"{ "type": "grid", "columns": 5, "spacing": 20, "rowSpacing": 30, "children": [ \#(item) ] }"#, platforms: #""tvOS": "17.0""#)
        XCTAssertEqual(ruleDiagnostics(TVOSGridSpacingRule.self, fits), [])
        let overlaps = specWithContent(
            #"{ "type": "grid", "columns": 5, "spacing": 12, "rowSpacing": 30, "children": [ \#(item) ] }"#, platforms: #""tvOS": "17.0""#)
        let overlap = try XCTUnwrap(ruleDiagnostics(TVOSGridSpacingRule.self, overlaps).first)
        XCTAssertEqual(overlap.severity, .warning)
        XCTAssertEqual(overlap.message, TVOSGridSpacingRule.overlap(item: "Image", growth: 15.4, space: "12", needed: "16"))
        let unknownGrowth = specWithContent(
            #"{ "type": "grid", "columns": 5, "spacing": 20, "rowSpacing": 100, "children": [] }"#, platforms: #""tvOS": "17.0""#)
        let table = try XCTUnwrap(ruleDiagnostics(TVOSGridSpacingRule.self, unknownGrowth).first)
        XCTAssertEqual(table.severity, .information)
        XCTAssertEqual(table.message, TVOSGridSpacingRule.columnSpacing(spacing: "20", expected: "40"))
    }

    /// SF Symbols: "Symbols and symbol features introduced in a given year aren’t available in earlier
    /// operating systems." A spec without symbols has nothing that sentence speaks of.
    func testAnOldTargetIsJudgedOnlyInASpecThatUsesSymbols() {
        let noSymbols = #"{ "platforms": { "iOS": "12.4" }, "screens": [ { "id": "a", "content": [ { "type": "text", "text": "Hi" } ] } ] }"#
        XCTAssertEqual(ruleDiagnostics(InvalidOSVersionRule.self, noSymbols), [])
        let symbols = #"{ "platforms": { "iOS": "12.4" }, "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "star" } ] } ] }"#
        let findings = ruleDiagnostics(InvalidOSVersionRule.self, symbols)
        XCTAssertEqual(findings.map(\.severity), [.information])
        XCTAssertTrue(findings.first?.message.contains("not a HIG figure") == true, findings.first?.message ?? "")
    }

    /// 2015 iOS HIG: "Avoid mixing text and images in a single segmented control." Only iPhone and iPad.
    func testMixedSegmentsAreJudgedOnlyOnIPhoneAndIPad() {
        let control = #"{ "type": "segmentedControl", "segments": [ "List", { "symbol": "square.grid.2x2", "accessibilityLabel": "Grid" } ] }"#
        XCTAssertEqual(ruleDiagnostics(SegmentedControlNoMixedContentRule.self, specWithContent(control, platforms: #""macOS": "14.0""#)), [])
        XCTAssertEqual(ruleDiagnostics(SegmentedControlNoMixedContentRule.self, specWithContent(control, platforms: #""iPadOS": "17.0""#)).count, 1)
    }

    /// A string left open at the end of a line no longer swallows the closers of that line, so the
    /// components on the next lines are still checked (they were parsed into the wrong container).
    func testComponentsAfterAStringLeftOpenAreStillChecked() {
        let text = """
            { "platforms": { "iOS": "17.0" }, "screens": [
              { "id": "one", "content": [ { "type": "text", "text": "Hi } ] },
              { "id": "two", "content": [ { "type": "button", "title": "Go", "width": 20, "height": 20 } ] }
            ] }
            """
        XCTAssertEqual(ruleDiagnostics(MinTouchTargetRule.self, text).count, 1)
    }
}
