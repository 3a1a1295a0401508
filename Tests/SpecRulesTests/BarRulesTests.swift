import SpecModel
@testable import SpecRules
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
            sourcedMessage(TabBarItemCountRule.tooManyOnIPhone(count: 7, maximum: 5, alsoIPad: false), of: TabBarItemCountRule.self))
        // "Displays no more than five tabs…" describes the tab bar: information (issue 27).
        XCTAssertEqual(diagnostic.severity, .information)
    }

    func testTooFewTabsIsInformation() throws {
        let diagnostic = try XCTUnwrap(legacyDiagnostics(TabBarItemCountRule.self, screen(tabs(2))).first)
        XCTAssertTrue(
            legacyDiagnostics(TabBarItemCountRule.self, screen(tabs(2), platforms: #""iPadOS": "17.0""#)).isEmpty,
            "the typical range is an iPhone figure")
        XCTAssertEqual(
            diagnostic.message, sourcedMessage(TabBarItemCountRule.tooFew(count: 2, minimum: 3, maximum: 5), of: TabBarItemCountRule.self))
        XCTAssertEqual(diagnostic.severity, .information)
    }

    func testSymbolOnlyTabNamesTheSymbol() throws {
        let text = screen(#""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "symbol": "gear" } ] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabBarItemLabelRule.self, text).first)
        XCTAssertEqual(diagnostic.message, TabBarItemLabelRule.noTitle(tab: 2, symbol: "gear"))
    }

    func testVisionOSTabNeedsASymbol() throws {
        let text = screen(#""tabBar": { "items": [ { "title": "Home" } ] }"#, platforms: #""visionOS": "2.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabBarItemLabelRule.self, text).first)
        XCTAssertEqual(diagnostic.message, TabBarItemLabelRule.noSymbolOnVisionOS(title: "Home"))
    }

    func testToolbarWithTabBarPointsAtTheTabBar() throws {
        let text = screen(
            tabs(3) + #", "toolbar": { "items": [ { "type": "button", "title": "Edit" }, { "type": "button", "title": "Move" } ] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabBarAndToolbarExclusiveRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            sourcedMessage(
                TabBarAndToolbarExclusiveRule.message(screen: #"screen "home""#, toolbarItems: 2), of: TabBarAndToolbarExclusiveRule.self))
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
            sourcedMessage(ToolbarTextItemLimitRule.message(count: 4, title: "Edit", maximumWithText: 3), of: ToolbarTextItemLimitRule.self)
        )
    }

    func testCrowdedNavigationBarSaysTheCount() throws {
        let text = screen(
            #""navigationBar": { "leadingItems": [ { "type": "button", "title": "Filter" } ], "trailingItems": [ { "type": "button", "title": "Edit" }, { "type": "button", "title": "Add" } ] }"#
        )
        let found = ruleDiagnostics(NavBarItemLimitRule.self, text)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(
            found.first?.message, sourcedMessage(NavBarItemLimitRule.message(count: 3, maximum: 1), of: NavBarItemLimitRule.self))
    }

    func testBadgeWithWordsIsReported() throws {
        let text = screen(#""tabBar": { "items": [ { "title": "Inbox", "badge": "New" } ] }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabBarBadgeRule.self, text).first)
        XCTAssertEqual(diagnostic.message, TabBarBadgeRule.message(tab: "Inbox", badge: #""New""#))
    }
}
