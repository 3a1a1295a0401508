import SpecAnalysis
import SpecTestSupport
import XCTest

/// Inlay hints, semantic spans and document links.
final class InPlaceTests: XCTestCase {
    /// Tokens, sizes per platform, a comment with a link; `1️⃣`…`4️⃣` sit before the closing quotes of hinted values.
    private func marked() throws -> MarkedText {
        try TestFixtures.marked("in-place/tokens-hints-and-links.design.jsonc")
    }

    private func labels(_ analysis: DocumentAnalysis, _ marked: MarkedText) -> [String: String] {
        let hints = analysis.inlayHints(in: 0..<analysis.tree.bytes.count)
        var result: [String: String] = [:]
        for name in ["1", "2", "3", "4"] {
            // The marker sits before the closing quote; the hint comes after it.
            guard let offset = marked.offset(name) else { continue }
            result[name] = hints.first { $0.offset == offset + 1 }?.label
        }
        return result
    }

    func testInlayHintsShowResolvedValuesAndSizesPerPlatform() throws {
        let marked = try marked()
        let analysis = DocumentAnalysis(text: marked.text)
        XCTAssertEqual(
            labels(analysis, marked),
            [
                "1": "#A14700 · dark #FFA94D",
                "2": "22 pt iOS · 17 pt macOS",
                "3": "#123456",
                "4": "17 pt iOS · 13 pt macOS"
            ])
    }

    func testInlayHintsOnlyInTheRequestedRange() throws {
        let marked = try marked()
        let analysis = DocumentAnalysis(text: marked.text)
        let start = try XCTUnwrap(marked.offset("3"))
        let hints = analysis.inlayHints(in: start..<start + 40)
        XCTAssertEqual(hints.map(\.label), ["#123456", "12.72:1 light · 1.65:1 dark", "17 pt iOS · 13 pt macOS"])
    }

    func testWatchOnlySpecsShowDarkValuesOnly() {
        let analysis = DocumentAnalysis(
            text:
                ##"{ "platforms": { "watchOS": "10.0" }, "colors": { "brand": { "light": "#A14700", "dark": "#FFA94D" } }, "screens": [ { "id": "a", "content": [ { "type": "text", "text": "Hi", "color": "brand" } ] } ] }"##
        )
        XCTAssertEqual(analysis.inlayHints(in: 0..<analysis.tree.bytes.count).map(\.label), ["#FFA94D", "11.03:1 dark"])
    }

    func testATokenThatStandsForASystemColorShowsItsName() {
        let analysis = DocumentAnalysis(
            text:
                #"{ "colors": { "ink": "label", "body": "ink" }, "screens": [ { "id": "a", "content": [ { "type": "text", "text": "Hi", "color": "body" } ] } ] }"#
        )
        XCTAssertEqual(analysis.inlayHints(in: 0..<analysis.tree.bytes.count).filter { $0.kind == .value }.map(\.label), ["label", "label"])
    }

    func testContrastOfTextWithItsBackgroundWhereItIsJudged() {
        let analysis = DocumentAnalysis(
            text:
                ##"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "text", "text": "Faint", "color": "#C7C7CC" }, { "type": "text", "text": "System" } ] } ] }"##
        )
        let contrast = analysis.inlayHints(in: 0..<analysis.tree.bytes.count).filter { $0.kind == .contrast }
        XCTAssertEqual(
            contrast.map(\.label), ["1.68:1 light · 12.47:1 dark"], "system colors on system backgrounds are not judged, so not shown")
    }

    func testSemanticSpansClassifyNames() throws {
        let analysis = DocumentAnalysis(text: try marked().text)
        let spans = analysis.semanticSpans(in: 0..<analysis.tree.bytes.count)
        func kinds(of word: String) -> [SemanticSpan.Kind] {
            spans.filter { String(decoding: analysis.tree.bytes[$0.range], as: UTF8.self) == word }.map(\.kind)
        }
        XCTAssertEqual(kinds(of: "brand"), [.tokenReference, .tokenReference])
        XCTAssertEqual(spans.first { String(decoding: analysis.tree.bytes[$0.range], as: UTF8.self) == "brand" }?.isDeclaration, true)
        XCTAssertEqual(kinds(of: "label"), [.systemName])
        XCTAssertEqual(kinds(of: "star.fill"), [.systemName])
        XCTAssertEqual(kinds(of: "body"), [.systemName])
        XCTAssertEqual(kinds(of: "mystery"), [.unknownName])
        XCTAssertEqual(kinds(of: "bogus"), [.unknownKey])
        XCTAssertEqual(kinds(of: "content"), [.formatKey])
        XCTAssertEqual(kinds(of: "#123456"), [])
    }

    func testDocumentLinksFindTheSchemaAndURLs() throws {
        let analysis = DocumentAnalysis(text: try marked().text)
        XCTAssertEqual(
            analysis.documentLinks().map(\.target),
            [
                "../Schemas/design-spec.schema.json",
                "https://developer.apple.com/design/human-interface-guidelines/color#Inclusive-color"
            ])
    }
}
