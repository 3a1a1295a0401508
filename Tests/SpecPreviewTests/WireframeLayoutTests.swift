import Foundation
import SpecAnalysis
import SpecKnowledge
import SpecModel
import XCTest

@testable import SpecPreview

/// The layout of every screen of every example spec, on every platform the screen is drawn for:
/// each element inside its window (ornaments inside the canvas), siblings side by side or one under
/// another but never on top of each other, grids with their columns, and badges legible and apart.
final class WireframeLayoutTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Every example spec, analysed.
    private func exampleAnalyses() throws -> [DocumentAnalysis] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".design.jsonc") }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 6)
        return try names.map { name in
            DocumentAnalysis(bytes: [UInt8](try Data(contentsOf: Self.examples.appendingPathComponent(name))), path: name)
        }
    }

    /// Calls `body` with every screen of every example laid out for each platform it is drawn for.
    private func forEveryLayout(
        _ body: (_ where: String, _ analysis: DocumentAnalysis, _ screen: Screen, _ layout: ScreenLayout) throws -> Void
    ) throws {
        var platforms: Set<Platform> = []
        for analysis in try exampleAnalyses() {
            let spec = analysis.spec
            let colors = ColorResolver(spec: spec)
            for screen in spec.screens {
                for target in spec.targets(for: screen) {
                    platforms.insert(target.platform)
                    let layout = WireframeLayout.layout(screen, of: spec, colors: colors, platform: target.platform, category: .default)
                    try body("\(analysis.path) \(screen.displayName) on \(target.platform.rawValue)", analysis, screen, layout)
                }
            }
        }
        XCTAssertEqual(platforms, Set(Platform.allCases), "the examples cover every platform")
    }

    private func contains(_ outer: Frame, _ inner: Frame) -> Bool {
        inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    private func overlap(_ a: Frame, _ b: Frame) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > 0.5 && min(a.maxY, b.maxY) - max(a.y, b.y) > 0.5
    }

    func testEveryElementIsInsideItsScreen() throws {
        try forEveryLayout { place, _, _, layout in
            let canvas = Frame(x: 0, y: 0, width: layout.width, height: layout.height)
            XCTAssertEqual(layout.items.first?.frame, layout.window, place)
            // Content the preview marks as overflowing (the showcase's deliberate mistakes) runs past its container, as it would on the device.
            let overflowing = layout.items.filter { $0.clipping == .overflowing }.map(\.frame)
            func isMarkedOverflow(_ frame: Frame) -> Bool {
                overflowing.contains { frame.y >= $0.y - 0.5 && frame.maxY <= $0.maxY + 0.5 && frame.x >= $0.x - 0.5 }
            }
            for item in layout.items.dropFirst() where (item.frame.width > 0 || item.frame.height > 0) && !isMarkedOverflow(item.frame) {
                XCTAssertTrue(contains(canvas, item.frame), "\(place): \(item.drawing) at \(item.frame) is off the canvas")
                let inOrnament = layout.ornaments.contains { contains($0, item.frame) }
                XCTAssertTrue(
                    inOrnament || contains(layout.window, item.frame),
                    "\(place): \(item.drawing) at \(item.frame) is outside the window \(layout.window)")
            }
            for ornament in layout.ornaments {
                XCTAssertFalse(overlap(ornament, layout.window), "\(place): an ornament covers the window")
            }
        }
    }

    func testSiblingsDoNotOverlap() throws {
        try forEveryLayout { place, analysis, screen, layout in
            // Each component's frame: the item carrying its source range (the last one, the component itself).
            var frames: [Range<Int>: Frame] = [:]
            for item in layout.items {
                if let range = item.sourceRange { frames[range] = item.frame }
            }
            var groups: [String: [(Component, Frame)]] = [:]
            for index in screen.componentIndices {
                let component = analysis.spec.components[index]
                guard let frame = frames[component.node.range], frame.width > 0, frame.height > 0 else { continue }
                groups["\(component.parentIndex ?? -1) \(component.placement)", default: []].append((component, frame))
            }
            for siblings in groups.values {
                for (first, second) in zip(siblings.indices, siblings.indices.dropFirst()) {
                    for other in siblings[second...] {
                        let (a, frameA) = siblings[first]
                        XCTAssertFalse(
                            overlap(frameA, other.1),
                            "\(place): \(a.kind ?? "?") at \(frameA) overlaps \(other.0.kind ?? "?") at \(other.1)")
                    }
                }
            }
        }
    }

    func testGridsHaveTheirColumns() throws {
        var grids = 0
        try forEveryLayout { place, analysis, screen, layout in
            var frames: [Range<Int>: Frame] = [:]
            for item in layout.items {
                if let range = item.sourceRange { frames[range] = item.frame }
            }
            let components = analysis.spec.components
            for index in screen.componentIndices where components[index].componentKind == .grid {
                let grid = components[index]
                guard let columns = grid.number("columns").map(Int.init) else { continue }
                let children = components.filter { $0.parentIndex == grid.index && $0.placement == .children }
                guard children.count >= columns else { continue }
                grids += 1
                let firstRow = children.prefix(columns).compactMap { frames[$0.node.range] }
                XCTAssertEqual(Set(firstRow.map(\.x)).count, columns, "\(place): a \(columns)-column grid's first row")
                XCTAssertEqual(Set(firstRow.map(\.y)).count, 1, "\(place): the first row is one row")
            }
        }
        XCTAssertGreaterThan(grids, 0, "the examples have grids")
    }

    func testBadgesAreLegibleApartAndOnTheirElement() throws {
        var badges = 0
        try forEveryLayout { place, analysis, screen, layout in
            let findings = FindingPlacement.number(analysis.diagnostics()).filter {
                screen.node.range.contains($0.diagnostic.range.lowerBound)
            }
            let writer = WireframeSVG(
                layout: layout, appearance: .light, palette: Palette(colors: ColorResolver(spec: analysis.spec)),
                badges: FindingPlacement.badges(for: findings, in: layout), label: "")
            let placed = writer.badgePlacements().placed
            badges += placed.count
            let diameter = 2 * WireframeSVG.badgeRadius
            XCTAssertGreaterThanOrEqual(diameter, 16)
            for (position, badge) in placed.enumerated() {
                XCTAssertTrue(
                    contains(
                        Frame(x: 0, y: 0, width: layout.width, height: layout.height),
                        Frame(x: badge.x - diameter / 2, y: badge.y - diameter / 2, width: diameter, height: diameter)),
                    "\(place): badge \(badge.badge.number) off the canvas")
                for other in placed[(position + 1)...] {
                    XCTAssertTrue(
                        abs(other.x - badge.x) >= diameter || abs(other.y - badge.y) >= diameter,
                        "\(place): badges \(badge.badge.number) and \(other.badge.number) overlap")
                }
                // On its element: touching it, or a few badges along its top edge when several share it.
                let element = layout.items[badge.item].frame
                let reach = 4 * (diameter + 2)
                let near = Frame(
                    x: element.x - reach, y: element.y - reach, width: element.width + 2 * reach, height: element.height + 2 * reach)
                XCTAssertTrue(
                    contains(near, Frame(x: badge.x, y: badge.y, width: 0, height: 0)),
                    "\(place): badge \(badge.badge.number) at (\(badge.x), \(badge.y)) is far from its element \(element)")
            }
        }
        XCTAssertGreaterThan(badges, 10, "the showcase's findings are badged")
    }
}
