import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import XCTest

/// Messages, figures and edge cases of the rules added for HIG statements no rule checked (issue 27).
final class UncheckedStatementRulesTests: XCTestCase {
    private func screenSpec(_ members: String, platforms: String = #""iOS": "17.0""#) -> String {
        #"{ "platforms": { \#(platforms) }, "screens": [ { "id": "main", \#(members) } ] }"#
    }

    /// The iPhone named in the finding is one of the device table whose screen is exactly that wide.
    func testFullWidthButtonNamesAnIPhoneOfThatWidth() throws {
        let iPhone = try XCTUnwrap(DeviceCatalog.shared.screens(for: .iOS).first { $0.width == 393 })
        let diagnostics = ruleDiagnostics(
            IOSFullWidthButtonRule.self, specWithContent(#"{ "type": "button", "title": "Buy", "width": 393, "height": 50 }"#))
        XCTAssertEqual(diagnostics.map(\.message), [IOSFullWidthButtonRule.message(width: 393, iPhone: iPhone.name)])
        let widest = try XCTUnwrap(DeviceCatalog.shared.screens(for: .iOS).map(\.width).max())
        let wider = ruleDiagnostics(
            IOSFullWidthButtonRule.self,
            specWithContent(#"{ "type": "button", "title": "Buy", "width": \#(Int(widest) + 1), "height": 50 }"#))
        XCTAssertEqual(wider.map(\.message), [IOSFullWidthButtonRule.message(width: widest + 1, iPhone: nil)])
    }

    /// A marker that isn't `true` (a string, a number) doesn't make a launch or pre-alert screen.
    func testScreenMarkersMustBeTrue() {
        for marker in [#""yes""#, "1", "false", "null"] {
            let launch = screenSpec(#""isLaunchScreen": \#(marker), "content": [ { "type": "text", "text": "Loading" } ]"#)
            XCTAssertEqual(ruleDiagnostics(LaunchScreenNoTextRule.self, launch).count, 0, marker)
            let preAlert = screenSpec(
                #""isPreAlert": \#(marker), "content": [ { "type": "button", "title": "Allow" }, { "type": "button", "title": "Skip" } ]"#)
            XCTAssertEqual(ruleDiagnostics(PreAlertButtonTitleRule.self, preAlert).count, 0, marker)
            XCTAssertEqual(ruleDiagnostics(PreAlertSingleActionRule.self, preAlert).count, 0, marker)
        }
    }

    /// Each scroll view is reported once, against the nearest enclosing scroll view of its orientation.
    func testNestedScrollViewsAreReportedAgainstTheNearestOuterOne() {
        let spec = specWithContent(
            #"""
            { "type": "stack", "isScrollable": true, "children": [
              { "type": "stack", "axis": "horizontal", "isScrollable": true, "children": [
                { "type": "stack", "isScrollable": true, "children": [ { "type": "list", "children": [] } ] } ] } ] }
            """#)
        XCTAssertEqual(
            ruleDiagnostics(NestedScrollSameAxisRule.self, spec).map(\.message),
            [
                NestedScrollSameAxisRule.message(inner: "Stack", outer: "Stack", axis: .vertical),
                NestedScrollSameAxisRule.message(inner: "List", outer: "Stack", axis: .vertical)
            ])
    }

    /// A deep nest of vertical scroll views reports every inner one and doesn't crash.
    func testADeepNestOfScrollViewsIsReportedLevelByLevel() {
        let depth = 60
        let open = String(repeating: #"{ "type": "stack", "isScrollable": true, "children": ["#, count: depth)
        let close = String(repeating: "] }", count: depth)
        XCTAssertEqual(ruleDiagnostics(NestedScrollSameAxisRule.self, specWithContent(open + close)).count, depth - 1)
    }

    /// The fix titles the pre-alert screen's button "Continue", and the finding is gone after it.
    func testPreAlertButtonFixSaysContinue() throws {
        let spec = screenSpec(#""isPreAlert": true, "content": [ { "type": "button", "title": "Allow Tracking" } ]"#)
        let diagnostics = ruleDiagnostics(PreAlertButtonTitleRule.self, spec)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [PreAlertButtonTitleRule.message(title: "Allow Tracking", word: "allow", suggested: PreAlertButtonTitleRule.suggestedTitle)])
        let fixed = try applyingFix(diagnostics.first?.fix, to: spec)
        XCTAssertTrue(fixed.contains(#""title": "Continue""#))
        XCTAssertEqual(ruleDiagnostics(PreAlertButtonTitleRule.self, fixed).count, 0)
    }

    /// The color is compared as resolved: a token and the hex it names are the same color.
    func testInteractiveColorIsComparedAsResolved() {
        let spec = #"""
            { "platforms": { "iOS": "17.0" }, "colors": { "brand": "#B25E00" }, "screens": [ { "id": "main", "content": [
              { "type": "button", "title": "Edit", "color": "brand" }, { "type": "text", "text": "Featured", "color": "#B25E00" } ] } ] }
            """#
        XCTAssertEqual(
            ruleDiagnostics(InteractiveColorOnStaticTextRule.self, spec).map(\.message),
            [InteractiveColorOnStaticTextRule.message(text: #"Text "Featured""#, control: #"Button "Edit""#)])
    }

    /// A link and a bordered button side by side take the larger padding (no bezel on the link's side).
    func testControlPaddingTakesTheLargerPadding() {
        let spec = specWithContent(
            #"{ "type": "stack", "spacing": 12, "children": [ { "type": "button", "title": "Save", "style": "bordered" }, { "type": "link", "title": "Help", "url": "https://example.com" } ] }"#
        )
        XCTAssertEqual(
            ruleDiagnostics(ControlPaddingRule.self, spec).map(\.message), [ControlPaddingRule.message(spacing: 12, padding: 24, bezeled: false)])
    }

    /// The same image in the same color twice (even per appearance) is no difference by color.
    func testColorOnlyDifferenceNeedsDifferentColors() {
        let same = specWithContent(
            ##"{ "type": "image", "symbol": "circle.fill", "color": { "light": "#00AA00", "dark": "#00DD00" }, "isDecorative": true }, { "type": "image", "symbol": "circle.fill", "color": { "light": "#00AA00", "dark": "#00DD00" }, "isDecorative": true }"##
        )
        XCTAssertEqual(ruleDiagnostics(ColorOnlyDifferenceRule.self, same).count, 0)
        let darkDiffers = specWithContent(
            ##"{ "type": "image", "symbol": "circle.fill", "color": { "light": "#00AA00", "dark": "#00DD00" }, "isDecorative": true }, { "type": "image", "symbol": "circle.fill", "color": { "light": "#00AA00", "dark": "#DD0000" }, "isDecorative": true }"##
        )
        XCTAssertEqual(ruleDiagnostics(ColorOnlyDifferenceRule.self, darkDiffers).count, 1)
    }
}
