import Foundation
import SpecKnowledge
import SpecModel
@testable import SpecRules
import XCTest

/// The watchOS and tvOS rules state and ask for the bundled HIG tables' figures, for every row of the tables.
final class WatchTVFigureTests: XCTestCase {
    /// Every tvOS grid width of the table is the fix for an item of the wrong width in a grid of that many columns.
    func testGridItemWidthFixIsTheTablesWidthForEveryColumnCount() throws {
        let grids = HIGFigures.tvOSGrids
        XCTAssertEqual(grids.count, 8)
        let rationale = try XCTUnwrap(RuleRegistry.description(of: "tvos-grid-item-width")).rationale
        for (columns, figures) in grids {
            let width = PointSize.format(figures.unfocusedItemWidth)
            XCTAssertTrue(rationale.contains(width), "\(width) missing from: \(rationale)")
            let text = specWithContent(
                #"{ "type": "grid", "columns": \#(columns), "children": [ { "type": "image", "asset": "a", "width": 1 } ] }"#,
                platforms: #""tvOS": "17.0""#)
            let diagnostic = try XCTUnwrap(ruleDiagnostics(TVOSGridItemWidthRule.self, text).first, "\(columns) columns")
            XCTAssertEqual(diagnostic.fix?.newText, width)
            XCTAssertEqual(
                diagnostic.message,
                TVOSGridItemWidthRule.itemWidth(item: "Image", width: "1", columns: figures.columns, expected: width))
            let fixed = try applyingFix(diagnostic.fix, to: text)
            XCTAssertEqual(ruleDiagnostics(TVOSGridItemWidthRule.self, fixed).count, 0, "the fix settles it")
        }
    }

    /// The safe-area and tab-bar rules ask for the tvOS profile's figures and fix to them.
    func testSafeAreaAndTabBarFixesAreTheProfilesFigures() throws {
        let figures = [
            (PlatformFigure.safeAreaHorizontalInset, TVOSSafeAreaRule.self as any Rule.Type, #""horizontalMargin": 1, "content": []"#),
            (PlatformFigure.safeAreaVerticalInset, TVOSSafeAreaRule.self, #""verticalMargin": 1, "content": []"#),
            (PlatformFigure.tabBarHeight, TVOSTabBarMetricsRule.self, #""tabBar": { "height": 1, "items": [] }, "content": []"#),
            (PlatformFigure.tabBarTopOffset, TVOSTabBarMetricsRule.self, #""tabBar": { "topOffset": 1, "items": [] }, "content": []"#)
        ]
        for (name, rule, screen) in figures {
            let figure = PointSize.format(try XCTUnwrap(HIGFigures.figure(name, on: .tvOS)?.value, name.rawValue))
            XCTAssertTrue(rule.description.rationale.contains("\(figure) pt"), "\(rule.description.id): \(figure) pt")
            let text = #"{ "platforms": { "tvOS": "17.0" }, "screens": [ { "id": "s", \#(screen) } ] }"#
            let diagnostic = try XCTUnwrap(ruleDiagnostics(rule, text).first, name.rawValue)
            XCTAssertEqual(diagnostic.fix?.newText, figure, name.rawValue)
            XCTAssertTrue(diagnostic.message.contains("\(figure) pt"), diagnostic.message)
        }
    }

    /// The watchOS row limits and the tvOS layer range in rationales are the tables'.
    func testRowLimitsAndLayerRangeAreTheTables() throws {
        let glyph = try XCTUnwrap(HIGFigures.count(.watchOSGlyphButtonsPerRow, on: .watchOS)?.value)
        let text = try XCTUnwrap(HIGFigures.count(.watchOSTextButtonsPerRow, on: .watchOS)?.value)
        XCTAssertTrue(WatchOSButtonsPerRowRule.description.rationale.contains("\(glyph) glyph buttons or \(text) text buttons"))
        let layers = try XCTUnwrap(HIGFigures.range(.tvOSLayeredImageLayers)?.value)
        XCTAssertTrue(TVOSFocusableImageLayersRule.description.rationale.contains("\(layers.lowerBound) to \(layers.upperBound) layers"))
        // One more glyph button than the table allows is reported; the table's number is not.
        let buttons = (0...glyph).map { _ in #"{ "type": "button", "symbol": "star", "accessibilityLabel": "Star" }"# }
        let row = { (count: Int) in
            self.specWithContent(
                #"{ "type": "stack", "axis": "horizontal", "children": [ \#(buttons.prefix(count).joined(separator: ", ")) ] }"#,
                platforms: #""watchOS": "10.0""#)
        }
        XCTAssertEqual(ruleDiagnostics(WatchOSButtonsPerRowRule.self, row(glyph)).count, 0)
        XCTAssertEqual(
            ruleDiagnostics(WatchOSButtonsPerRowRule.self, row(glyph + 1)).map(\.message),
            [WatchOSButtonsPerRowRule.message(count: glyph + 1, hasText: false, glyphLimit: glyph, textLimit: text)])
    }

    /// Every size of every complication table is accepted, on every case size.
    func testEveryComplicationTableSizeIsAccepted() {
        for family in ComplicationFamily.allCases {
            guard let sizes = HIGFigures.complicationImageSizes(family) else { continue }
            for entry in sizes.value {
                let text = specWithContent(
                    #"{ "type": "complication", "family": "\#(family.rawValue)", "children": [ { "type": "image", "asset": "a", "width": \#(entry.size.width), "height": \#(entry.size.height) } ] }"#,
                    platforms: #""watchOS": "10.0""#)
                XCTAssertEqual(
                    ruleDiagnostics(WatchOSComplicationImageSizeRule.self, text).count, 0, "\(family) \(entry.element) \(entry.caseSize)")
            }
        }
    }
}
