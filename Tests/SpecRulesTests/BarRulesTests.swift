import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Messages, severities and related locations of the tab bar, toolbar and navigation bar rules.
final class BarRulesTests: XCTestCase {
    private func screen(_ members: String, platforms: String = #""iOS": "17.0""#) -> String {
        #"{ "platforms": { \#(platforms) }, "screens": [ { "id": "home", \#(members) } ] }"#
    }

    private func tabs(_ count: Int) -> String {
        #""tabBar": { "items": [ "# + (1...count).map { #"{ "title": "Tab\#($0)", "symbol": "star" }"# }.joined(separator: ", ") + " ] }"
    }

    func testTooManyTabsSaysHowManyAndTheLimit() throws {
        let diagnostic = try XCTUnwrap(legacyDiagnostics(TabBarItemCountRule.self, screen(tabs(7))).first)
        XCTAssertEqual(
            diagnostic.message,
            "Tab bar has 7 items; keep it to 5 or fewer on iPhone so none move into a More tab. (source: iOS HIG, 2015 (legacy rule set))")
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testTooFewTabsIsInformation() throws {
        let diagnostic = try XCTUnwrap(legacyDiagnostics(TabBarItemCountRule.self, screen(tabs(2))).first)
        XCTAssertTrue(
            legacyDiagnostics(TabBarItemCountRule.self, screen(tabs(2), platforms: #""iPadOS": "17.0""#)).isEmpty,
            "the typical range is an iPhone figure")
        XCTAssertTrue(diagnostic.message.hasPrefix("Tab bar has 2 items; tab bars typically have 3 to 5"), diagnostic.message)
        XCTAssertEqual(diagnostic.severity, .information)
    }

    func testSymbolOnlyTabNamesTheSymbol() throws {
        let text = screen(#""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "symbol": "gear" } ] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabBarItemLabelRule.self, text).first)
        XCTAssertTrue(diagnostic.message.hasPrefix("Tab 2 shows only the `gear` symbol"), diagnostic.message)
    }

    func testVisionOSTabNeedsASymbol() throws {
        let text = screen(#""tabBar": { "items": [ { "title": "Home" } ] }"#, platforms: #""visionOS": "2.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabBarItemLabelRule.self, text).first)
        XCTAssertTrue(diagnostic.message.contains("Tab \"Home\" has no symbol; in visionOS"), diagnostic.message)
    }

    func testToolbarWithTabBarPointsAtTheTabBar() throws {
        let text = screen(
            tabs(3) + #", "toolbar": { "items": [ { "type": "button", "title": "Edit" }, { "type": "button", "title": "Move" } ] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabBarAndToolbarExclusiveRule.self, text).first)
        XCTAssertTrue(diagnostic.message.hasPrefix("Screen \"home\" has a toolbar with 2 items and a tab bar"), diagnostic.message)
        XCTAssertEqual(diagnostic.severity, .information)
        let related = try XCTUnwrap(diagnostic.related.first)
        XCTAssertEqual(String(decoding: Array(text.utf8)[related.range], as: UTF8.self), "\"tabBar\"")
    }

    func testTextToolbarItemsAboveThreeSayTheCount() throws {
        let items = ["Edit", "Move", "Copy", "Delete"].map { #"{ "type": "button", "title": "\#($0)" }"# }.joined(separator: ", ")
        let found = ruleDiagnostics(ToolbarTextItemLimitRule.self, screen(#""toolbar": { "items": [ \#(items) ] }"#))
        XCTAssertEqual(found.count, 4)
        XCTAssertEqual(
            found.first?.message,
            "Toolbar has 4 items and \"Edit\" is text only; with more than 3 items use symbols so the titles don't run together. (source: iOS HIG, 2015 (legacy rule set))"
        )
    }

    func testCrowdedNavigationBarSaysTheCount() throws {
        let text = screen(
            #""navigationBar": { "leadingItems": [ { "type": "button", "title": "Filter" } ], "trailingItems": [ { "type": "button", "title": "Edit" }, { "type": "button", "title": "Add" } ] }"#
        )
        let found = ruleDiagnostics(NavBarItemLimitRule.self, text)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(
            found.first?.message.hasPrefix("Navigation bar has 3 items besides the title and back button; keep it to 1") ?? false,
            found.first?.message ?? "")
    }

    func testBadgeWithWordsIsReported() throws {
        let text = screen(#""tabBar": { "items": [ { "title": "Inbox", "badge": "New" } ] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabBarBadgeRule.self, text).first)
        XCTAssertTrue(diagnostic.message.hasPrefix("Tab \"Inbox\" has the badge \"New\"; badges show a count"), diagnostic.message)
    }
}
