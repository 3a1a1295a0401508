import SpecAnalysis
import SpecTestSupport
import XCTest

/// Outline, folding regions and selection ranges.
final class OutlineTests: XCTestCase {
    /// A spec with a two-line header comment, tokens, a screen with a bar and nested components.
    private func text() throws -> String {
        try TestFixtures.text("outline/recipes.design.jsonc")
    }

    /// `name (kind)` lines, indented by depth: the whole outline in one string.
    private func render(_ symbols: [OutlineSymbol], depth: Int = 0) -> String {
        symbols.map { symbol in
            String(repeating: "  ", count: depth) + "\(symbol.name) (\(symbol.kind.rawValue)\(symbol.detail.map { ", \($0)" } ?? ""))\n"
                + render(symbol.children, depth: depth + 1)
        }.joined()
    }

    func testOutlineNestsTokensScreensBarsAndComponents() throws {
        let analysis = DocumentAnalysis(text: try text())
        XCTAssertEqual(
            render(analysis.outline()),
            try TestFixtures.text("outline/recipes.outline.txt"))
        let home = analysis.outline()[2].children[0]
        XCTAssertEqual(String(decoding: analysis.tree.bytes[home.selectionRange], as: UTF8.self), "\"home\"")
    }

    func testOutlineOfBrokenDocumentsDoesNotFail() {
        XCTAssertEqual(DocumentAnalysis(text: "").outline(), [])
        XCTAssertEqual(DocumentAnalysis(text: #"{ "screens": [ { "content": [ { "type": "#).outline().count, 1)
    }

    func testFoldingRegionsCoverMultiLineContainersAndCommentRuns() throws {
        let analysis = DocumentAnalysis(text: try text())
        let regions = analysis.foldingRegions()
        let texts = regions.map { String(decoding: analysis.tree.bytes[$0.range], as: UTF8.self) }
        XCTAssertEqual(regions.first?.kind, .comment)
        XCTAssertEqual(texts.first, "// A header\n// on two lines")
        XCTAssertEqual(
            regions.filter { $0.kind == .region }.count, 4, "root, screens, the screen and content; nothing that sits on one line")
        XCTAssertFalse(texts.contains(##"{ "brand": "#A14700", "ink": { "light": "#000000", "dark": "#FFFFFF" } }"##))
    }

    func testSelectionRangesGrowFromTheWordToTheDocument() throws {
        let marked = MarkedText(#"{ "screens": [ { "content": [ { "type": "text", "text": "Hel1️⃣lo" } ] } ] }"#)
        let analysis = DocumentAnalysis(text: marked.text)
        let ranges = analysis.selectionRanges(at: try XCTUnwrap(marked.offset()))
        let texts = ranges.map { String(decoding: analysis.tree.bytes[$0], as: UTF8.self) }
        XCTAssertEqual(texts.prefix(4), ["Hello", "\"Hello\"", "\"text\": \"Hello\"", #"{ "type": "text", "text": "Hello" }"#])
        XCTAssertEqual(texts.last, marked.text)
        for (inner, outer) in zip(ranges, ranges.dropFirst()) {
            XCTAssertTrue(outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound && outer != inner)
        }
    }
}
