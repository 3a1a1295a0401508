import XCTest
@testable import SpecKnowledge

final class ComponentFiguresTests: XCTestCase {
    let figures = ComponentFigures.shared

    func testCountLimitsComeFromTheTable() throws {
        let submenu = try XCTUnwrap(figures.countLimits("Submenu items", on: .visionOS).first)
        XCTAssertEqual(submenu.numbers, [5, 1])
        XCTAssertEqual(submenu.number(after: "more than about"), 5)
        XCTAssertEqual(submenu.number(before: "level deep"), 1)
        XCTAssertEqual(figures.countLimits("Alerts visible at once", on: .watchOS).first?.number(after: "never more than"), 1)
        XCTAssertEqual(figures.countLimits("Tab bar tabs", on: .iOS).count, 3)
        XCTAssertEqual(figures.countLimits("Tab bar tabs", on: .iPadOS).first?.platformText, "iPadOS (customizable tab bar)")
        XCTAssertTrue(figures.countLimits("Tab bar tabs", on: .watchOS).isEmpty)
        XCTAssertEqual(figures.countLimits("Segmented control segments", on: .iOS).first?.platforms, [.iOS])
    }

    func testStandardActionSymbols() {
        let actions = HIGTableFigures.shared
        XCTAssertEqual(actions.standardActionSymbols.value["Compose"], "square.and.pencil")
        XCTAssertEqual(actions.standardActionSymbols.value["Add"], "plus")
        XCTAssertNil(actions.standardActionSymbols.value["Post"])
        XCTAssertEqual(actions.actions(inIconTable: "icons.editing").first { $0.action == "Compose" }?.symbol, "square.and.pencil")
        XCTAssertEqual(actions.actions(inIconTable: "icons.sharing-and-exporting").map(\.action), ["Share", "Export", "Print"])
    }

    func testScaleFactorsPerPlatform() throws {
        XCTAssertEqual(figures.scaleFactors[.iOS]?.value.required, [2, 3])
        XCTAssertEqual(figures.scaleFactors[.tvOS]?.value.required, [1, 2])
        XCTAssertEqual(figures.scaleFactors[.watchOS]?.value.required, [2])
        let vision = try XCTUnwrap(figures.scaleFactors[.visionOS]?.value)
        XCTAssertTrue(vision.orHigher)
        XCTAssertEqual(vision.missing(from: [3]), [])
        XCTAssertEqual(vision.missing(from: [1]), [2])
        XCTAssertEqual(figures.scaleFactors[.iOS]?.value.missing(from: [2]), [3])
        XCTAssertEqual(figures.scaleFactors[.iOS]?.value.description, "@2x and @3x")
        XCTAssertTrue(figures.scaleFactors[.macOS]?.source.hasSuffix("images#Resolution") ?? false)
    }

    func testMalformedTablesReadAsEmpty() {
        let empty = ComponentFigures(tablesJSON: Array("{ \"compiled.component-count-limits\": 3 }".utf8))
        XCTAssertTrue(empty.countLimits.isEmpty)
        XCTAssertTrue(ComponentFigures(tablesJSON: []).scaleFactors.isEmpty)
    }
}
