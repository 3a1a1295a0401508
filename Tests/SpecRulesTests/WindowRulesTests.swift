import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import XCTest

/// Messages, fixes and figures of the macOS and visionOS window, sidebar, ornament and control rules.
final class WindowRulesTests: XCTestCase {
    private func screenSpec(_ members: String, platforms: String) -> String {
        #"{ "platforms": { \#(platforms) }, "screens": [ { "id": "main", \#(members) } ] }"#
    }

    func testRuleMetadataStatesTheTablesFigures() throws {
        let radio = try XCTUnwrap(HIGFigures.range(.radioButtonsPerGroup)?.value)
        XCTAssertTrue(MacOSRadioGroupSizeRule.description.rationale.contains("groups of two to five"))
        XCTAssertEqual(radio, 2...5)
        XCTAssertEqual(HIGFigures.count(.sidebarHierarchyLevels, on: .macOS)?.value, 2)
        XCTAssertTrue(SidebarHierarchyDepthRule.description.title.contains("two levels"))
        let spacing = try XCTUnwrap(
            HIGFigures.figure(.controlCenterSpacing, on: .visionOS)?.value)
        XCTAssertTrue(VisionOSControlCenterSpacingRule.description.title.contains("\(PointSize.format(spacing)) pt"))
        XCTAssertEqual(HIGFigures.count(.helpButtonsPerWindow, on: .macOS)?.value, 1)
        XCTAssertTrue(MacOSHelpButtonCountRule.description.title.contains("one help button"))
    }

    func testRadioGroupMessageQuotesTheRangeAndFixesToAPopUpButton() throws {
        let text = specWithContent(
            #"{ "type": "picker", "title": "Refresh:", "style": "radioGroup", "options": ["1", "2", "3", "4", "5", "6"] }"#,
            platforms: #""macOS": "14.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(MacOSRadioGroupSizeRule.self, text).first)
        XCTAssertEqual(diagnostic.message, MacOSRadioGroupSizeRule.tooMany(picker: #"Picker "Refresh:""#, count: 6, range: 2...5))
        XCTAssertTrue(try applyingFix(diagnostic.fix, to: text).contains(#""style": "menu""#))
    }

    func testToolbarCheckboxBecomesAToolbarButton() throws {
        let text = screenSpec(
            #""toolbar": { "items": [ { "type": "toggle", "title": "Unread", "style": "switch" } ] }"#, platforms: #""macOS": "14.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(MacOSWindowBodyControlsRule.self, text).first)
        XCTAssertEqual(diagnostic.message, MacOSWindowBodyControlsRule.toggle(component: #"Toggle "Unread""#, style: .switch))
        let fixed = try applyingFix(diagnostic.fix, to: text)
        XCTAssertEqual(ruleDiagnostics(MacOSWindowBodyControlsRule.self, fixed).count, 0)
    }

    func testSidebarDepthNamesTheGroupPathAndThePlatforms() throws {
        let text = screenSpec(
            #""sidebar": { "items": [ { "type": "list", "title": "Feeds", "children": [ { "type": "list", "title": "Tech", "children": [ { "type": "label", "title": "Swift" } ] } ] } ] }"#,
            platforms: #""iOS": "17.0", "macOS": "14.0", "visionOS": "1.0""#)
        let diagnostics = ruleDiagnostics(SidebarHierarchyDepthRule.self, text)
        XCTAssertEqual(diagnostics.count, 1, "one finding for all platforms")
        XCTAssertEqual(
            diagnostics[0].message, SidebarHierarchyDepthRule.message(path: ["Feeds", "Tech"], levels: 2, platforms: [.macOS, .visionOS]))
    }

    func testOrnamentWidthFixFitsTheWindow() throws {
        let text = screenSpec(
            #""window": { "width": 900 }, "ornaments": [ { "type": "ornament", "width": 1000 } ]"#, platforms: #""visionOS": "1.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(VisionOSOrnamentWidthRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message, VisionOSOrnamentWidthRule.message(edge: .bottom, screen: #"screen "main""#, width: 1000, windowWidth: 900))
        XCTAssertEqual(ruleDiagnostics(VisionOSOrnamentWidthRule.self, try applyingFix(diagnostic.fix, to: text)).count, 0)
    }

    func testOrnamentEdgeOffersTheFreeEdges() throws {
        let text = screenSpec(
            #""window": { "style": "volumetric" }, "toolbar": { "items": [ { "type": "button", "title": "Post" } ] }, "tabBar": { "items": [ { "title": "Home", "symbol": "house" } ] }, "ornaments": [ { "type": "ornament", "edge": "leading" } ]"#,
            platforms: #""visionOS": "2.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(VisionOSOrnamentEdgeRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            VisionOSOrnamentEdgeRule.message(
                screen: #"screen "main""#, edge: .leading, edgeStated: true, bar: "tab bar", freeEdges: [.top, .trailing]))
    }

    func testCenterSpacingFixReachesTheFigure() throws {
        let text = specWithContent(
            #"{ "type": "stack", "axis": "horizontal", "spacing": 4, "children": [ { "type": "button", "title": "A", "width": 40 }, { "type": "button", "title": "B", "width": 50 } ] }"#,
            platforms: #""visionOS": "1.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(VisionOSControlCenterSpacingRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message, VisionOSControlCenterSpacingRule.message(axis: .horizontal, distance: 49, required: 60, spacing: 15))
        XCTAssertEqual(diagnostic.fix?.newText, "15")
        XCTAssertEqual(ruleDiagnostics(VisionOSControlCenterSpacingRule.self, try applyingFix(diagnostic.fix, to: text)).count, 0)
    }

    func testGlassWindowJudgesOnlyVisionOSsAppearance() throws {
        // Light is white (would be opaque), dark is a translucent overlay: visionOS has only dark.
        let text = screenSpec(
            ##""background": { "light": "#FFFFFF", "dark": "#00000040" }"##, platforms: #""iOS": "17.0", "visionOS": "1.0""#)
        XCTAssertEqual(ruleDiagnostics(VisionOSKeepGlassWindowRule.self, text).count, 0)
    }

    func testSliderLabelFixAddsAColonAndKeepsEscapes() throws {
        let text = specWithContent(#"{ "type": "slider", "title": "Size \"big\"" }"#, platforms: #""macOS": "14.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(MacOSSliderLabelRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            MacOSSliderLabelRule.message(title: #"Size "big""#, lacksSentenceCase: false, lacksColon: true, suggestion: #"Size "big":"#))
        XCTAssertTrue(try applyingFix(diagnostic.fix, to: text).contains(#""title": "Size \"big\":""#))
    }

    func testBoldFixForFloatingText() throws {
        let text = screenSpec(
            #""window": { "style": "plain" }, "content": [ { "type": "text", "text": "Hi", "font": { "textStyle": "body", "weight": "light" } } ]"#,
            platforms: #""visionOS": "1.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(VisionOSTextWithoutBackgroundRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message, VisionOSTextWithoutBackgroundRule.message(text: #"Text "Hi""#, windowStyle: .plain, weight: .light))
        XCTAssertEqual(ruleDiagnostics(VisionOSTextWithoutBackgroundRule.self, try applyingFix(diagnostic.fix, to: text)).count, 0)
    }
}
