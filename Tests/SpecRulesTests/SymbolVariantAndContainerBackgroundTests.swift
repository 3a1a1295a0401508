import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// `symbolVariant` resolves to the SF Symbol SwiftUI draws, which must exist and be available (issue
/// 24, item 3); a watchOS page's `containerBackground` is the background its text is judged on, and
/// popovers are shown one at a time (item 6).
final class SymbolVariantAndContainerBackgroundTests: XCTestCase {
    /// What `rule` alone reports on `document`, the legacy rule set on (the popover rule rests on the 2015 iOS HIG).
    private func diagnostics(_ rule: any Rule.Type, _ document: String) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(document)), configuration: RuleConfiguration(legacy: true), rules: [rule])
    }

    private func content(_ component: String, platforms: String = #""iOS": "17.0""#) -> String {
        #"{ "platforms": { \#(platforms) }, "screens": [ { "id": "main", "content": [ \#(component) ] } ] }"#
    }

    func testVariantsResolveToTheNamesSFSymbolsUses() {
        let cases: [(symbol: String, variant: String, resolved: String)] = [
            ("heart", "fill", "heart.fill"),
            ("heart", "slash.circle.fill", "heart.slash.circle.fill"),
            ("heart.fill", "circle", "heart.circle.fill"),
            ("bell.slash", "fill", "bell.slash.fill"),
            ("mic.fill", "slash", "mic.slash.fill"),
            ("person.crop.circle", "fill", "person.crop.circle.fill"),
            ("heart.circle", "circle.fill", "heart.circle.fill"),
            ("square", "fill", "square.fill"),
            ("heart", "none", "heart")
        ]
        for (symbol, variant, resolved) in cases {
            XCTAssertEqual(SymbolVariant(name: variant)?.resolvedName(of: symbol), resolved, "\(symbol) + \(variant)")
        }
        XCTAssertEqual(SymbolVariant.allCases.count, 16)
        XCTAssertEqual(SymbolVariant.allCases.first?.name, "none")
        XCTAssertNil(SymbolVariant(name: "fill.circle"), "the format writes a variant in SF Symbols' order")
        XCTAssertNil(SymbolVariant(name: "../fill"))
    }

    func testAVariantThatNoSymbolHasIsAFindingOnTheVariant() throws {
        let text = content(#"{ "type": "image", "symbol": "heart", "symbolVariant": "slash.square" }"#)
        let found = diagnostics(SFSymbolExistsRule.self, text)
        XCTAssertEqual(
            found.map(\.message),
            [SFSymbolExistsRule.noVariant(owner: "Image", symbol: "heart", variant: "slash.square", resolved: "heart.slash.square")])
        let range = try XCTUnwrap(found.first?.range)
        XCTAssertEqual(String(decoding: Array(text.utf8)[range], as: UTF8.self), #""slash.square""#)
        XCTAssertEqual(diagnostics(SFSymbolExistsRule.self, content(#"{ "type": "image", "symbol": "heart", "symbolVariant": "square.fill" }"#)), [])
    }

    func testAVariantNewerThanTheTargetIsAFindingOnTheVariantOnly() throws {
        let text = content(#"{ "type": "image", "symbol": "heart", "symbolVariant": "square.fill" }"#, platforms: #""iOS": "14.0""#)
        let found = diagnostics(SFSymbolAvailabilityRule.self, text)
        XCTAssertEqual(
            found.map(\.message),
            [
                SFSymbolAvailabilityRule.message(
                    owner: "Image", symbol: "heart.square.fill", needs: [(.iOS, OSVersion(major: 15))], targeted: [(.iOS, OSVersion(major: 14))],
                    unavailableOn: [], olderName: nil)
            ])
        let range = try XCTUnwrap(found.first?.range)
        XCTAssertEqual(String(decoding: Array(text.utf8)[range], as: UTF8.self), #""square.fill""#)
        // A fallbackSymbol covers the symbol, not the variant drawn on top of it.
        XCTAssertEqual(
            diagnostics(
                SFSymbolAvailabilityRule.self,
                content(
                    #"{ "type": "image", "symbol": "heart", "symbolVariant": "square.fill", "fallbackSymbol": "heart" }"#,
                    platforms: #""iOS": "14.0""#)
            ).count, 1)
        XCTAssertEqual(
            diagnostics(
                SFSymbolAvailabilityRule.self,
                content(#"{ "type": "image", "symbol": "heart", "symbolVariant": "square.fill" }"#, platforms: #""iOS": "15.0""#)), [])
    }

    func testContainerBackgroundIsTheBackgroundAWatchPagesTextIsJudgedOn() {
        let page = ##"""
            { "platforms": { "watchOS": "10.0" }, "screens": [ { "id": "page", "containerBackground": "#FFFFFF",
              "content": [ { "type": "text", "text": "Rings", "color": "#F2F2F7" } ] } ] }
            """##
        XCTAssertEqual(diagnostics(TextContrastMinimumRule.self, page).count, 1, "light text on a white page background")
        let dark = page.replacingOccurrences(of: ##""containerBackground": "#FFFFFF""##, with: ##""containerBackground": "#000000""##)
        XCTAssertEqual(diagnostics(TextContrastMinimumRule.self, dark), [])
        // The screen's own background wins over the container background.
        let both = page.replacingOccurrences(of: ##""containerBackground": "#FFFFFF""##, with: ##""background": "#000000", "containerBackground": "#FFFFFF""##)
        XCTAssertEqual(diagnostics(TextContrastMinimumRule.self, both), [])
        // An unknown color there is reported like any other color value.
        let unknown = page.replacingOccurrences(of: ##""#FFFFFF""##, with: #""noSuchColor""#)
        XCTAssertEqual(diagnostics(UnknownColorRule.self, unknown).count, 1)
    }

    func testPopoversShowOneAtATime() {
        let nested = content(
            #"{ "type": "popover", "title": "Filters", "children": [ { "type": "popover", "title": "Sort", "children": [] } ] }"#)
        let messages = diagnostics(OnePopoverAtATimeRule.self, nested).map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages.first?.hasPrefix(OnePopoverAtATimeRule.cascade(popover: "Popover \"Sort\"", outer: "Popover \"Filters\"")) ?? false,
            "\(messages)")
        let alternatives = content(
            #"{ "type": "popover", "presentedWhen": "Filter tapped", "children": [] }, { "type": "popover", "presentedWhen": "Sort tapped", "children": [] }"#
        )
        XCTAssertEqual(diagnostics(OnePopoverAtATimeRule.self, alternatives), [])
    }
}
