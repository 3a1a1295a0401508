import SpecKnowledge
import XCTest

/// The layout figures read from the bundled tables are the HIG's.
final class LayoutFiguresTests: XCTestCase {
    func testTVOSGridsHaveAFigureForTwoToNineColumns() throws {
        let grids = LayoutFigures.shared.tvOSGrids
        XCTAssertEqual(grids.keys.sorted(), Array(2...9))
        XCTAssertEqual(grids.keys.sorted().compactMap { grids[$0]?.unfocusedItemWidth }, [860, 560, 410, 320, 260, 217, 184, 160])
        let five = try XCTUnwrap(grids[5])
        XCTAssertEqual(five.horizontalSpacing, 40)
        XCTAssertEqual(five.minimumVerticalSpacing, 100)
        XCTAssertEqual(five.source, HIGLink.url("layout", "Grids"))
    }

    func testWatchOSButtonsPerRowAndTVOSLayers() {
        let figures = LayoutFigures.shared
        XCTAssertEqual(figures.watchOSGlyphButtonsPerRow?.value, 3)
        XCTAssertEqual(figures.watchOSTextButtonsPerRow?.value, 2)
        XCTAssertEqual(figures.watchOSTextButtonsPerRow?.source, HIGLink.url("layout", "watchOS"))
        XCTAssertEqual(figures.tvOSLayeredImageLayers?.value, 2...5)
    }

    func testTVOSTabBarFiguresAreFixed() {
        let figures = PlatformCatalog.shared.profile(for: .tvOS).extraFigures
        XCTAssertEqual(figures[PlatformFigureName.tabBarHeight]?.value, 68)
        XCTAssertEqual(figures[PlatformFigureName.tabBarTopOffset]?.value, 46)
        XCTAssertNil(PlatformCatalog.shared.profile(for: .iOS).extraFigures[PlatformFigureName.tabBarTopOffset])
    }
}
