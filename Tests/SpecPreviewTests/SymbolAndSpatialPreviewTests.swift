import SpecAnalysis
import SpecKnowledge
import SpecModel
import XCTest

@testable import SpecPreview

/// The preview draws what the symbol and visionOS/watchOS extensions say (issue 24, items 3 and 6):
/// the symbol a variant resolves to, popovers, hidden ornaments left out, a window's default size in
/// points, and a watchOS page's container background.
final class SymbolAndSpatialPreviewTests: XCTestCase {
    private func layout(_ text: String, platform: Platform) throws -> ScreenLayout {
        let spec = DocumentAnalysis(text: text).spec
        let screen = try XCTUnwrap(spec.screens.first)
        return WireframeLayout.layout(screen, of: spec, colors: ColorResolver(spec: spec), platform: platform, category: .default)
    }

    private func symbols(_ layout: ScreenLayout) -> [String] {
        layout.items.compactMap { item in
            if case .symbol(let name, _) = item.drawing { return name }
            return nil
        }
    }

    private func texts(_ layout: ScreenLayout) -> [String] {
        layout.items.compactMap { item in
            if case .text(let run, _) = item.drawing { return run.lines.joined(separator: " ") }
            return nil
        }
    }

    func testTheResolvedVariantIsDrawn() throws {
        let drawn = try layout(
            #"{ "screens": [ { "id": "s", "content": [ { "type": "image", "symbol": "heart", "symbolVariant": "circle.fill" }, { "type": "image", "symbol": "star" } ] } ] }"#,
            platform: .iOS)
        XCTAssertEqual(symbols(drawn), ["heart.circle.fill", "star"])
    }

    func testPopoversAreDrawnWithTheirArrowEdge() throws {
        let drawn = try layout(
            #"{ "screens": [ { "id": "s", "content": [ { "type": "popover", "arrowEdge": "bottom", "children": [ { "type": "text", "text": "Sort by date" } ] } ] } ] }"#,
            platform: .iPadOS)
        XCTAssertTrue(texts(drawn).contains("popover · arrow bottom"), "\(texts(drawn))")
        XCTAssertTrue(texts(drawn).contains("Sort by date"), "\(texts(drawn))")
    }

    func testHiddenOrnamentsAreNotDrawn() throws {
        let text = #"""
            { "platforms": { "visionOS": "2.0" }, "screens": [ { "id": "s", "window": { "width": 800, "height": 600 },
              "ornaments": [ { "type": "ornament", "visibility": "VISIBILITY", "children": [ { "type": "text", "text": "Now Playing" } ] } ] } ] }
            """#
        let shown = try layout(text.replacingOccurrences(of: "VISIBILITY", with: "visible"), platform: .visionOS)
        XCTAssertTrue(texts(shown).contains("Now Playing"))
        XCTAssertEqual(shown.ornaments.count, 1)
        let hidden = try layout(text.replacingOccurrences(of: "VISIBILITY", with: "hidden"), platform: .visionOS)
        XCTAssertFalse(texts(hidden).contains("Now Playing"))
        XCTAssertEqual(hidden.ornaments.count, 0)
    }

    func testAWindowOpensAtItsDefaultSizeInPoints() throws {
        let points = try layout(
            #"{ "screens": [ { "id": "s", "window": { "width": 800, "height": 600, "defaultSize": { "width": 1000, "height": 500 } } } ] }"#,
            platform: .visionOS)
        XCTAssertEqual(points.device.width, 1000)
        XCTAssertEqual(points.device.height, 500)
        // Meters are not converted: the window's `width` and `height` are drawn.
        let meters = try layout(
            #"{ "screens": [ { "id": "s", "window": { "width": 800, "height": 600, "defaultSize": { "width": 1, "height": 0.5, "unit": "meters" } } } ] }"#,
            platform: .visionOS)
        XCTAssertEqual(meters.device.width, 800)
    }

    func testAnImmersiveSpaceIsNamedAsOne() throws {
        let drawn = try layout(
            #"{ "screens": [ { "id": "s", "immersiveSpace": { "immersionStyle": "full" }, "content": [ { "type": "text", "text": "Welcome" } ] } ] }"#,
            platform: .visionOS)
        XCTAssertEqual(drawn.device.name, "visionOS immersive space (full immersion, drawn at the nominal window size)")
        XCTAssertTrue(texts(drawn).contains("Welcome"))
    }

    func testAWatchPageIsFilledWithItsContainerBackground() throws {
        let drawn = try layout(
            ##"{ "platforms": { "watchOS": "10.0" }, "screens": [ { "id": "s", "containerBackground": "#FF0000", "content": [ { "type": "text", "text": "Rings" } ] } ] }"##,
            platform: .watchOS)
        guard case .screen(let paint) = drawn.items.first?.drawing, case .resolved(let color) = paint else {
            return XCTFail("the screen is painted with a resolved color: \(String(describing: drawn.items.first?.drawing))")
        }
        XCTAssertEqual(color[.dark].color?.hex, "#FF0000")
    }
}
