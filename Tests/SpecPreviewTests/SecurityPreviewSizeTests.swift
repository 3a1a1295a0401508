import Foundation
import SpecAnalysis
import SpecModel
import XCTest

@testable import SpecPreview

/// The page stays small for any input: the layout caps what it draws per screen and says what it
/// left out, so one segmented control with a million segments gives a page of a few hundred
/// kilobytes (it gave 799 MB and 2 GB of memory before the caps).
final class SecurityPreviewSizeTests: XCTestCase {
    private static let pageLimit = 20_000_000

    private func page(content: String) -> String {
        let text = #"{ "name": "Big", "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ \#(content) ] } ] }"#
        return SpecPreview.page(for: DocumentAnalysis(text: text, path: "big.design.jsonc"), displayPath: "big.design.jsonc")
    }

    func testAMillionSegmentsGiveASmallPage() {
        let segments = Array(repeating: "\"s\"", count: 1_000_000).joined(separator: ",")
        let html = page(content: #"{ "type": "segmentedControl", "segments": [\#(segments)] }"#)
        XCTAssertLessThan(html.utf8.count, 2_000_000, "the page holds the capped control, not a million segments")
        XCTAssertTrue(
            html.contains("+\(1_000_000 - WireframeLayout.maximumDrawnSegments) more segments not drawn"), "the page says what it left out")
        XCTAssertTrue(html.hasSuffix("</html>\n"))
    }

    func testManyComponentsAreCappedPerScreenWithANote() {
        let count = 5_000
        let texts = Array(repeating: #"{ "type": "text", "text": "Row" }"#, count: count).joined(separator: ",")
        let html = page(content: #"{ "type": "stack", "children": [\#(texts)] }"#)
        XCTAssertLessThan(html.utf8.count, Self.pageLimit)
        // The stack itself and the first texts are drawn; the note counts the rest.
        let notDrawn = count + 1 - WireframeLayout.maximumDrawnComponents
        XCTAssertTrue(html.contains("+\(notDrawn) more not drawn"), "the note counts what was left out")
    }

    func testALongTextIsCutWithANote() {
        let long = String(repeating: "word ", count: 200_000)
        let html = page(content: #"{ "type": "text", "text": "\#(long)" }"#)
        XCTAssertLessThan(html.utf8.count, 3_000_000)
        XCTAssertTrue(html.contains("more characters not drawn"))
    }

    /// Screens at every cap at once (the most components, each a text or a control of the most
    /// segments of the most characters, all quotes that escape to six bytes) fill the page to its
    /// budget and no further.
    func testTheWorstScreensStayUnderTwentyMegabytes() {
        let quotes = String(repeating: #"\""#, count: WireframeLayout.maximumDrawnTextCharacters + 20)
        // A quote per line: the most lines, each an escaped character.
        let lines = String(repeating: #"\"\n"#, count: WireframeLayout.maximumDrawnTextCharacters / 2 + 10)
        let texts = Array(repeating: #"{ "type": "text", "text": "\#(lines)" }"#, count: WireframeLayout.maximumDrawnComponents + 50)
            .joined(separator: ",")
        let segments = Array(repeating: "\"\(quotes)\"", count: WireframeLayout.maximumDrawnSegments).joined(separator: ",")
        let controls = Array(
            repeating: #"{ "type": "segmentedControl", "segments": [\#(segments)] }"#, count: WireframeLayout.maximumDrawnComponents
        ).joined(separator: ",")
        let screens = (0..<6).map { #"{ "id": "s\#($0)", "title": "\#(quotes)", "content": [ \#($0 % 2 == 0 ? texts : controls) ] }"# }
            .joined(separator: ",")
        let text = #"{ "name": "Worst", "platforms": { "iOS": "17.0", "watchOS": "10.0" }, "screens": [ \#(screens) ] }"#
        let html = SpecPreview.page(for: DocumentAnalysis(text: text, path: "worst.design.jsonc"), displayPath: "worst.design.jsonc")
        XCTAssertLessThan(html.utf8.count, Self.pageLimit)
        XCTAssertGreaterThan(html.utf8.count, PreviewPage.maximumPageBytes, "the budget was reached")
        XCTAssertTrue(html.contains("Not drawn: the page has reached its size limit."))
        XCTAssertTrue(html.contains("The page reached its size limit:"), "the summary says so")
        XCTAssertTrue(html.contains("more elements not drawn (the picture's size limit)"), "a picture stopped at its own limit")
        XCTAssertTrue(html.hasSuffix("</html>\n"))
    }

    /// Hundreds of findings on one element: the gutter holds at most `maximumBadges` of them, says how
    /// many it left out, and grows no taller than those rows (the canvas stays a few thousand points).
    func testManyFindingsOnOneElementAreCappedInTheGutter() throws {
        let options = Array(repeating: "\"Same\"", count: 300).joined(separator: ",")
        let spec = #"{ "name": "Big", "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ { "type": "text", "text": "x" } ] } ] }"#
        let analysis = DocumentAnalysis(text: spec, path: "big.design.jsonc")
        let screen = try XCTUnwrap(analysis.spec.screens.first)
        let colors = ColorResolver(spec: analysis.spec)
        let layout = WireframeLayout.layout(screen, of: analysis.spec, colors: colors, platform: .iOS, category: .default)
        let many = (0..<(WireframeSVG.maximumBadges + 250)).map { Badge(number: $0 + 1, severity: .warning, message: options) }
        var writer = WireframeSVG(layout: layout, appearance: .light, palette: Palette(colors: colors), badges: [1: many], label: "")
        let gutter = writer.gutter()
        XCTAssertEqual(gutter.notes.filter { if case .badge = $0.content { true } else { false } }.count, WireframeSVG.maximumBadges)
        XCTAssertEqual(gutter.notBadged, 250)
        XCTAssertLessThan(gutter.height, layout.height + Double(WireframeSVG.maximumBadges) * 26 / WireframeSVG.gutterColumns + 100)
        let svg = writer.render()
        XCTAssertTrue(svg.contains(">+250 not badged</text>"), "the gutter says how many findings it left out")
        XCTAssertLessThan(svg.utf8.count, 200_000)
    }

    func testManyTabsAndActionsAreCapped() {
        let tabs = Array(repeating: #"{ "title": "Tab", "symbol": "star" }"#, count: 5_000).joined(separator: ",")
        let actions = Array(repeating: #"{ "title": "OK" }"#, count: 5_000).joined(separator: ",")
        let text =
            #"{ "name": "Big", "platforms": { "iOS": "17.0", "tvOS": "17.0", "visionOS": "1.0" }, "screens": [ { "id": "s", "tabBar": { "items": [\#(tabs)] }, "content": [ { "type": "alert", "title": "A", "actions": [\#(actions)] } ] } ] }"#
        let html = SpecPreview.page(for: DocumentAnalysis(text: text, path: "big.design.jsonc"), displayPath: "big.design.jsonc")
        XCTAssertLessThan(html.utf8.count, Self.pageLimit)
        XCTAssertTrue(html.contains("more actions not drawn"))
    }
}
