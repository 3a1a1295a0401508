import Foundation
import SpecAnalysis
import SpecModel
import SpecSyntax
import SpecTestSupport
import XCTest

/// With variants, an analysis reusing the previous version's still answers what one from scratch
/// answers, after random edits in and around the variants.
final class VariantIncrementalTests: XCTestCase {
    private let pieces = [
        "", "2", "0", "\"", "}", "{", "[", "]", ",", #""height": 12, "#, #""when": { "platform": "iPadOS" }, "#,
        #""variants": [ { "when": { "horizontalSizeClass": "compact" }, "width": 10 } ], "#, ##""color": "#FFFFFF", "##,
        #"{ "when": { "platform": "macOS" }, "title": "X" }, "#
    ]

    func testRandomEditsWithVariantsAnswerLikeAFreshAnalysis() throws {
        var generator = SplitMix64(seed: 0x5A1E)
        // The fixture ends without a line break: the seeded edits below were chosen on these bytes.
        let original = Array(try TestFixtures.text("variant-incremental/variants-on-three-platforms.design.jsonc").utf8)
        var lineIndex = LineIndex(bytes: original)
        var analysis = DocumentAnalysis(lineIndex: lineIndex, path: "v.design.jsonc", reusing: nil)
        XCTAssertFalse(analysis.diagnostics().filter { $0.message.contains("(on ") }.isEmpty)
        for step in 0..<60 {
            if !analysis.tree.diagnostics.isEmpty, generator.next() % 3 == 0 {
                lineIndex = LineIndex(bytes: original)
                analysis = DocumentAnalysis(lineIndex: lineIndex, path: "v.design.jsonc", reusing: analysis)
            }
            let bytes = lineIndex.bytes
            let start = Int(generator.next() % UInt64(bytes.count + 1))
            let length = min(Int(generator.next() % 3), bytes.count - start)
            let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
            lineIndex = lineIndex.replacing(start..<(start + length), with: Array(piece.utf8))
            analysis = DocumentAnalysis(lineIndex: lineIndex, path: "v.design.jsonc", reusing: analysis)
            let fresh = DocumentAnalysis(bytes: lineIndex.bytes, path: "v.design.jsonc")
            let offset = start + piece.utf8.count / 2
            XCTAssertEqual(
                analysis.completions(at: offset).items.map(\.label), fresh.completions(at: offset).items.map(\.label), "step \(step)")
            XCTAssertEqual(analysis.diagnostics(), fresh.diagnostics(), "step \(step): \(start) \(piece.debugDescription)")
        }
    }
}
