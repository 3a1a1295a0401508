import XCTest
@testable import SpecKnowledge

final class WindowFiguresTests: XCTestCase {
    let figures = WindowFigures.shared

    func testCountsComeFromTheComponentCountTable() {
        XCTAssertEqual(figures.radioButtonsPerGroup?.value, 2...5)
        XCTAssertEqual(figures.radioButtonsPerGroup?.source, HIGLink.url("toggles", "Radio-buttons"))
        XCTAssertEqual(figures.helpButtonsPerWindow?.value, 1)
        XCTAssertEqual(figures.helpButtonsPerWindow?.source, HIGLink.url("buttons", "Help-buttons"))
        XCTAssertEqual(figures.sidebarHierarchyLevels?.value, 2)
        XCTAssertEqual(figures.sidebarHierarchyLevels?.source, HIGLink.url("sidebars", "Best-practices"))
        XCTAssertEqual(figures.ornamentsPerVolume?.value, 1)
        XCTAssertEqual(figures.ornamentsPerVolume?.source, HIGLink.url("windows", "visionOS-volumes"))
    }

    func testVisionOSBarsSitOnTheirOwnEdges() {
        XCTAssertEqual(figures.visionOSSystemOrnamentEdges[.tabBar]?.value, "leading")
        XCTAssertEqual(figures.visionOSSystemOrnamentEdges[.tabBar]?.source, HIGLink.url("tab-bars", "visionOS"))
        XCTAssertEqual(figures.visionOSSystemOrnamentEdges[.toolbar]?.value, "bottom")
    }

    func testLimitTextsParse() {
        XCTAssertEqual(WindowFigures.range(in: "2 to 5; more than about 5 -> pop-up button"), 2...5)
        XCTAssertNil(WindowFigures.range(in: "to"))
        XCTAssertEqual(WindowFigures.maximum(in: "no more than 2"), 2)
        XCTAssertEqual(WindowFigures.maximum(in: "prefer only 1 additional ornament"), 1)
        XCTAssertNil(WindowFigures.maximum(in: "at most"))
        XCTAssertEqual(WindowFigures.sectionURL("001 / Windows / visionOS volumes"), HIGLink.url("windows", "visionOS-volumes"))
        XCTAssertEqual(WindowFigures.sectionURL("garbage"), HIGLink.root)
    }

    func testMissingDataLeavesFiguresAbsent() {
        let empty = WindowFigures(tablesJSON: Array("not json".utf8), profilesJSON: [])
        XCTAssertNil(empty.radioButtonsPerGroup)
        XCTAssertTrue(empty.visionOSSystemOrnamentEdges.isEmpty)
    }
}
