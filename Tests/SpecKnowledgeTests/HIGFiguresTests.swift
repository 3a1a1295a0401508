import SpecKnowledge
import XCTest

/// `HIGFigures` is the one home of the HIG's figures: every accessor resolves from the bundled tables on
/// every platform it names, to the number the HIG writes, with a link into the HIG. A renamed table row or
/// reworded phrase fails here instead of switching a rule off in silence.
final class HIGFiguresTests: XCTestCase {
    /// The number each count figure has in the bundled tables, as the HIG words it.
    private let expectedCounts: [CountFigure: Int] = [
        .alertButtonsPreferred: 2, .actionSheetButtonsMinimum: 2, .toolbarItemsWithText: 3, .navigationBarControls: 1,
        .tabBarTabs: 5, .tabBarTabsTypicalMinimum: 3, .alertsVisibleAtOnce: 1, .submenuItems: 5, .submenuDepth: 1,
        .pageControlDotsCountable: 10, .pageControlDotsSequential: 20, .prominentButtonsPerView: 2, .segmentedControlSegments: 5,
        .disclosureButtonsPerView: 1, .watchOSGlyphButtonsPerRow: 3, .watchOSTextButtonsPerRow: 2, .helpButtonsPerWindow: 1,
        .sidebarHierarchyLevels: 2, .ornamentsPerVolume: 1
    ]

    func testEveryCountFigureResolvesOnEveryPlatformItNames() {
        XCTAssertEqual(Set(expectedCounts.keys), Set(CountFigure.allCases), "every figure has its expected number here")
        for figure in CountFigure.allCases {
            XCTAssertFalse(figure.platforms.isEmpty, figure.rawValue)
            for platform in figure.platforms {
                let resolved = HIGFigures.count(figure, on: platform)
                XCTAssertEqual(resolved?.value, expectedCounts[figure], "\(figure.rawValue) on \(platform.rawValue)")
                XCTAssertTrue(resolved?.source.hasPrefix(HIGLink.root) ?? false, "\(figure.rawValue): \(resolved?.source ?? "no source")")
            }
        }
    }

    func testCountFiguresAreAbsentWhereTheTablesGiveNone() {
        XCTAssertNil(HIGFigures.count(.tabBarTabs, on: .visionOS), "the HIG gives no visionOS tab count")
        XCTAssertNil(HIGFigures.count(.helpButtonsPerWindow, on: .iOS))
        XCTAssertNil(HIGFigures.count(.watchOSGlyphButtonsPerRow, on: .iOS))
        XCTAssertNil(HIGFigures.count(.segmentedControlSegments, on: .macOS))
    }

    func testEveryRangeAndPlatformFigureResolves() {
        XCTAssertEqual(HIGFigures.range(.radioButtonsPerGroup)?.value, 2...5)
        XCTAssertEqual(HIGFigures.range(.tvOSLayeredImageLayers)?.value, 2...5)
        let expected: [PlatformFigure: Double] = [
            .safeAreaVerticalInset: 60, .safeAreaHorizontalInset: 80, .tabBarHeight: 68, .tabBarTopOffset: 46,
            .controlCenterSpacing: 60, .controlPaddingWithBezel: 12, .controlPaddingWithoutBezel: 24
        ]
        XCTAssertEqual(Set(expected.keys), Set(PlatformFigure.allCases))
        for figure in PlatformFigure.allCases {
            for platform in Platform.allCases {
                let resolved = HIGFigures.figure(figure, on: platform)
                if figure.platforms.contains(platform) {
                    XCTAssertEqual(resolved?.value, expected[figure], "\(figure.rawValue) on \(platform.rawValue)")
                    XCTAssertTrue(resolved?.source.hasPrefix(HIGLink.root) ?? false, figure.rawValue)
                } else {
                    XCTAssertNil(resolved, "\(figure.rawValue) on \(platform.rawValue)")
                }
            }
        }
    }

    func testTheTablesOtherFiguresResolve() throws {
        let contrast = try XCTUnwrap(HIGFigures.contrast)
        XCTAssertEqual([contrast.normalText, contrast.largeText, contrast.largeTextSize], [4.5, 3, 18])
        XCTAssertEqual(HIGFigures.standardActionSymbols.value["Share"], "square.and.arrow.up")
        XCTAssertEqual(HIGFigures.tvOSGrids.count, 8)
        XCTAssertEqual(HIGFigures.visionOSButtonHeight(HIGFigures.visionOSRegularButtonSize), 44)
        XCTAssertNotNil(HIGFigures.imageScaleFactors(on: .iOS))
        for family in ComplicationFamily.allCases {
            XCTAssertNotNil(HIGFigures.complicationImageSizes(family), family.rawValue)
        }
        XCTAssertFalse(HIGFigures.visionOSSystemOrnamentEdges.isEmpty)
        XCTAssertFalse(HIGFigures.appIconAppearances.value.isEmpty)
    }
}
