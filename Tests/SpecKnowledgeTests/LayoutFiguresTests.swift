@testable import SpecKnowledge
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
        XCTAssertEqual(figures[PlatformFigure.tabBarHeight]?.value, 68)
        XCTAssertEqual(figures[PlatformFigure.tabBarTopOffset]?.value, 46)
        XCTAssertNil(PlatformCatalog.shared.profile(for: .iOS).extraFigures[PlatformFigure.tabBarTopOffset])
    }

    func testComplicationImageSizesPerFamilyAndCase() throws {
        let circular = try XCTUnwrap(ComplicationFigures.shared.imageSizes[.circular])
        XCTAssertEqual(circular.source, HIGLink.url("complications", "Circular"))
        XCTAssertEqual(circular.value.filter { $0.element == "Image" }.map(\.size.width), [42, 44.5, 47, 50])
        XCTAssertEqual(circular.value.first?.caseSize, "40mm")
        let rectangular = try XCTUnwrap(ComplicationFigures.shared.imageSizes[.rectangular]?.value.first)
        XCTAssertEqual(rectangular.element, "Large image with title")
        XCTAssertEqual(rectangular.size, PointSize(width: 150, height: 47))
        // Inline sizes are ranges (`9-21x9 pt`): those cells are left out, the fixed ring and square sizes kept.
        let inline = try XCTUnwrap(ComplicationFigures.shared.imageSizes[.inline]?.value)
        XCTAssertFalse(inline.contains { $0.element == "Flat" })
        XCTAssertTrue(inline.contains { $0.element == "Ring" && $0.size == PointSize(width: 14, height: 14) })
    }
}
