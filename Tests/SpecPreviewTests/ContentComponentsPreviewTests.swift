import SpecAnalysis
import SpecKnowledge
import SpecModel
import XCTest

@testable import SpecPreview

/// The preview draws issue 24's components: a tappable container as its content on the button's fill
/// inside one hit region, gauges, charts with each series in its color, tables, labeled content, empty
/// states, sections with header and footer, row badges and swipe hints, the title menu's chevron, Sign
/// in with Apple and the StoreKit views.
final class ContentComponentsPreviewTests: XCTestCase {
    private func layout(_ content: String, navigationBar: String = "") -> (spec: DesignSpec, layout: ScreenLayout) {
        let bar = navigationBar.isEmpty ? "" : #""navigationBar": \#(navigationBar), "#
        let text = #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", \#(bar)"content": [ \#(content) ] } ] }"#
        let spec = DocumentAnalysis(text: text, path: "p.design.jsonc").spec
        let colors = ColorResolver(spec: spec)
        let screen = spec.screens[0]
        return (spec, WireframeLayout.layout(screen, of: spec, colors: colors, platform: .iOS, category: .default))
    }

    private func texts(_ layout: ScreenLayout) -> [String] {
        layout.items.compactMap { item in
            if case .text(let run, _) = item.drawing { return run.lines.joined(separator: " ") }
            return nil
        }
    }

    func testEveryAddedKindIsDrawnWithoutAnUnrenderableMark() throws {
        for kind in [
            "gauge", "chart", "table", "labeledContent", "contentUnavailable", "section", "signInWithApple", "productView", "storeView",
            "subscriptionStoreView",
        ] {
            let (spec, layout) = layout(#"{ "type": "\#(kind)", "title": "T" }"#)
            let component = try XCTUnwrap(spec.components.first)
            let own = layout.items.filter { $0.sourceRange == component.node.range }
            XCTAssertFalse(own.isEmpty, "\(kind) is not drawn")
            XCTAssertTrue(own.allSatisfy { $0.frame.height > 0 && $0.frame.width > 0 }, "\(kind) is drawn empty")
            XCTAssertFalse(
                layout.items.contains { if case .unrenderable = $0.drawing { return true } else { return false } }, "\(kind) is unrenderable")
        }
    }

    func testTappableContainerHasOneHitRegionAroundItsContentAndDrawsItsTextWhite() throws {
        let (spec, layout) = layout(
            ##"{ "type": "button", "style": "borderedProminent", "tint": "#0A3D91", "label": [ { "type": "stack", "children": [ { "type": "image", "asset": "cover", "height": 80 }, { "type": "text", "text": "Chapter 1" } ] } ] }"##)
        let button = try XCTUnwrap(spec.components.first)
        let region = try XCTUnwrap(layout.items.first { $0.sourceRange == button.node.range }?.hitRegion)
        XCTAssertEqual(layout.items.filter { $0.hitRegion != nil }.count, 1, "only the container is a hit region")
        for inner in spec.components.dropFirst() {
            let frame = try XCTUnwrap(layout.items.first { $0.sourceRange == inner.node.range }?.frame, inner.displayName)
            XCTAssertTrue(
                frame.x >= region.frame.x && frame.maxX <= region.frame.maxX + 0.5 && frame.y >= region.frame.y
                    && frame.maxY <= region.frame.maxY + 0.5, "\(inner.displayName) lies outside the hit region")
        }
        let title = try XCTUnwrap(layout.items.first { if case .text(let run, _) = $0.drawing { return run.lines == ["Chapter 1"] } else { return false } })
        guard case .text(let run, _) = title.drawing else { return XCTFail("not text") }
        XCTAssertEqual(run.paint, .white)
    }

    func testChartDrawsEachSeriesInItsColorAndALegend() throws {
        let (_, layout) = layout(
            ##"{ "type": "chart", "mark": "line", "series": [ { "name": "This week", "color": "#FF0000", "values": [1, 3, 2] }, { "name": "Last week", "color": "#0000FF", "lineStyle": "dashed" } ] }"##)
        let chart = try XCTUnwrap(layout.items.compactMap { item -> (ChartMark, [ChartSeriesDrawing])? in
            if case .chart(let mark, let series) = item.drawing { return (mark, series) }
            return nil
        }.first)
        XCTAssertEqual(chart.0, .line)
        XCTAssertEqual(chart.1.map(\.values.count), [3, 6])
        XCTAssertEqual(chart.1.first?.values.max(), 1)
        XCTAssertEqual(chart.1.map(\.dashed), [false, true])
        XCTAssertTrue(texts(layout).contains("● This week") && texts(layout).contains("● Last week"), "\(texts(layout))")
    }

    func testSectionsBadgesSwipeActionsAndTitleMenu() {
        let (_, layout) = layout(
            #"{ "type": "list", "children": [ { "type": "section", "header": "Inbox", "footer": "Synced now", "children": [ { "type": "text", "text": "Mail", "badge": 12, "swipeActions": { "trailing": [ { "type": "button", "title": "Delete", "role": "destructive" } ] } } ] }, { "type": "section", "title": "Sent" } ] }"#,
            navigationBar: #"{ "title": "Library", "titleMode": "inline", "titleMenu": [ { "type": "button", "title": "Rename" } ] }"#)
        let drawn = texts(layout)
        for expected in ["INBOX", "Synced now", "Mail", "12", "⟷ Delete", "Library ▾", "SENT"] {
            XCTAssertTrue(drawn.contains(expected), "\(expected) is not drawn: \(drawn)")
        }
    }

    /// A bar button whose label is content shows its first text (a toolbar's custom view), not a "can't draw" mark.
    func testBarButtonWithLabelContentShowsItsText() {
        let (_, layout) = layout(
            #"{ "type": "text", "text": "Body" }"#,
            navigationBar: #"{ "title": "Inbox", "trailingItems": [ { "type": "button", "label": [ { "type": "stack", "children": [ { "type": "text", "text": "Filter" } ] } ] } ] }"#)
        XCTAssertTrue(texts(layout).contains("Filter"), "\(texts(layout))")
        XCTAssertFalse(layout.items.contains { if case .unrenderable = $0.drawing { return true } else { return false } })
    }

    func testTableDrawsItsHeaderAndCells() {
        let (_, layout) = layout(#"{ "type": "table", "columns": ["Name", "Size"], "rows": [["a.txt", "2 KB"], ["b.png", "40 KB"]] }"#)
        let drawn = texts(layout)
        for expected in ["Name", "Size", "a.txt", "2 KB", "b.png", "40 KB"] {
            XCTAssertTrue(drawn.contains(expected), "\(expected) is not drawn: \(drawn)")
        }
    }

    func testSignInWithAppleWordsFollowItsLabel() {
        XCTAssertTrue(texts(layout(#"{ "type": "signInWithApple", "label": "continue" }"#).layout).contains("Continue with Apple"))
        XCTAssertTrue(texts(layout(#"{ "type": "signInWithApple" }"#).layout).contains("Sign in with Apple"))
    }
}
