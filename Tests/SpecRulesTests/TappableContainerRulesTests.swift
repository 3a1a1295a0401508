import SpecModel
import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// The rules judge a tappable container (a button or link whose `label` is content) as what it draws:
/// its content on the button's fill in the button's colors, its hit region as the container's size, its
/// name from the text inside.
final class TappableContainerRulesTests: XCTestCase {
    /// White text on a light prominent fill is too faint: the text sits on the button's fill, not on the
    /// screen, so judging it against the screen (as before `label`) would be a wrong finding or a missed one.
    func testLabelTextOnAProminentFillIsJudgedWhiteOnTheTint() {
        let text = specWithContent(
            ##"{ "type": "button", "style": "borderedProminent", "tint": "#FFD60A", "label": [ { "type": "stack", "children": [ { "type": "text", "text": "Chapter 1" } ] } ] }"##)
        let findings = ruleDiagnostics(TextContrastMinimumRule.self, text)
        XCTAssertEqual(findings.count, 1, "\(findings.map(\.message))")
        XCTAssertTrue(findings.first?.message.contains("Text \"Chapter 1\"") ?? false, findings.first?.message ?? "")
        XCTAssertTrue(findings.first?.message.contains("#FFD60A") ?? false, findings.first?.message ?? "")
    }

    func testLabelTextOnADarkProminentFillPasses() {
        let text = specWithContent(
            ##"{ "type": "button", "style": "borderedProminent", "tint": "#0A3D91", "label": [ { "type": "text", "text": "Chapter 1" } ] }"##)
        XCTAssertEqual(ruleDiagnostics(TextContrastMinimumRule.self, text).map(\.message), [])
    }

    /// With no color of the spec's, a prominent button's content is white on the system accent: the system's
    /// own colors, not judged, whatever the screen's background (judging the text as `label` on the screen
    /// would measure what is not drawn).
    func testLabelTextOnASystemProminentFillIsNotJudgedAgainstTheScreen() {
        let text = ##"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "background": "#000000", "content": [ { "type": "button", "style": "borderedProminent", "label": [ { "type": "text", "text": "Go" } ] } ] } ] }"##
        XCTAssertEqual(ruleDiagnostics(TextContrastMinimumRule.self, text).map(\.message), [])
    }

    /// A borderless button draws its label's text in its tint: a faint tint is reported on the text.
    func testLabelTextTakesTheButtonsTint() {
        let text = specWithContent(
            ##"{ "type": "button", "style": "borderless", "tint": "#C7C7CC", "label": [ { "type": "text", "text": "Open" } ] }"##)
        let findings = ruleDiagnostics(TextContrastMinimumRule.self, text)
        XCTAssertEqual(findings.count, 1, "\(findings.map(\.message))")
        XCTAssertTrue(findings.first?.message.contains("#C7C7CC") ?? false, findings.first?.message ?? "")
    }

    /// The hit region is the container's size: Buttons › Best practices, "As a general rule, a button needs a hit
    /// region of at least 44x44 pt". A 120×30 card button is too short, a 120×44 one is not.
    func testHitRegionIsTheContainersSize() {
        let small = specWithContent(
            #"{ "type": "button", "width": 120, "height": 30, "label": [ { "type": "card", "children": [ { "type": "text", "text": "Card" } ] } ] }"#)
        XCTAssertEqual(ruleDiagnostics(MinTouchTargetRule.self, small).count, 1)
        let enough = specWithContent(
            #"{ "type": "button", "width": 120, "height": 44, "label": [ { "type": "card", "children": [ { "type": "text", "text": "Card" } ] } ] }"#)
        XCTAssertEqual(ruleDiagnostics(MinTouchTargetRule.self, enough).map(\.message), [])
    }

    /// Buttons › Content: "Depending on the platform, a button can contain a symbol (or icon), a text label, or
    /// both to help people understand what it does." Text in a button's label content is that text label, so
    /// reporting the button as having nothing VoiceOver can speak would be wrong.
    func testNestedLabelTextNamesTheOuterAndInnerControls() {
        let text = specWithContent(
            #"{ "type": "link", "url": "https://example.com", "label": [ { "type": "card", "children": [ { "type": "button", "label": [ { "type": "text", "text": "Inner" } ] } ] } ] }"#)
        XCTAssertEqual(ruleDiagnostics(ControlHasAccessibleNameRule.self, text).map(\.message), [])
    }

    /// The title menu (`.toolbarTitleMenu`) is a menu: its items are judged as menu items ("Newest first"
    /// is reported in title case as in any menu), and an item of another screen's bar is not.
    func testTitleMenuItemsAreJudgedAsMenuItems() {
        let text = #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "navigationBar": { "title": "Notes", "titleMenu": [ { "type": "button", "title": "Newest first" }, { "type": "button", "title": "Rename" } ] } } ] }"#
        let findings = ruleDiagnostics(MenuItemTitleCaseRule.self, text)
        XCTAssertEqual(findings.count, 1, "\(findings.map(\.message))")
        XCTAssertTrue(findings.first?.message.contains("Newest first") ?? false, findings.first?.message ?? "")
    }

    /// Tappable containers nested as deep as the parser allows, side by side `n` and `4n` times: checking
    /// them grows linearly (the accessible-name pass is one sweep, not one walk per control).
    func testNestedTappableContainersCostLinearWork() {
        func nested(_ depth: Int) -> String {
            var text = #"{ "type": "text", "text": "Leaf" }"#
            for level in 0..<depth {
                text = level % 2 == 0 ? #"{ "type": "button", "label": [ \#(text) ] }"# : #"{ "type": "card", "children": [ \#(text) ] }"#
            }
            return text
        }
        let chain = nested(50)
        let growth = GrowthMeasurement.measure(size: 20, prepare: { count in
            DesignSpec(tree: SyntaxTree.parse(self.specWithContent(Array(repeating: chain, count: count).joined(separator: ", "))))
        }) { spec in
            XCTAssertEqual(RuleEngine.run(spec, rules: [ControlHasAccessibleNameRule.self, TextContrastMinimumRule.self]).count, 0)
        }
        XCTAssertLessThan(growth.ratio, GrowthMeasurement.linearBound, "\(growth)")
        XCTAssertEqual(DesignSpec(tree: SyntaxTree.parse(specWithContent(chain))).components.count, 51)
    }

    /// Nesting 4× deeper (12 and 48 levels of prominent buttons and cards, each level's text judged on the
    /// fills below it) costs about 4× as much: every rule runs, and none walks the chain once per level.
    func testDeeperNestingOfTappableContainersCostsLinearWork() {
        func nested(_ depth: Int) -> String {
            var text = #"{ "type": "text", "text": "Leaf" }"#
            for level in 0..<depth {
                text =
                    level % 2 == 0
                    ? ##"{ "type": "button", "style": "borderedProminent", "tint": "#0A3D91", "label": [ \##(text) ] }"##
                    : #"{ "type": "card", "children": [ \#(text) ] }"#
            }
            return text
        }
        let growth = GrowthMeasurement.measure(size: 12, prepare: { depth in
            DesignSpec(tree: SyntaxTree.parse(self.specWithContent(Array(repeating: nested(depth), count: 10).joined(separator: ", "))))
        }) { spec in
            _ = RuleEngine.run(spec)
        }
        XCTAssertLessThan(growth.ratio, GrowthMeasurement.linearBound, "\(growth)")
    }
}
