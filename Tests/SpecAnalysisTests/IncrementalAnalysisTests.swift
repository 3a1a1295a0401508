import Foundation
import SpecAnalysis
import SpecModel
import SpecSyntax
import SpecTestSupport
import XCTest

/// An analysis built by reusing the previous version's (as the language server does after every
/// edit) answers exactly what an analysis from scratch answers: diagnostics, completion and hover.
final class IncrementalAnalysisTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Edits a person makes in a spec: values that trip rules, half-typed text, pasted components.
    private let pieces = [
        "", "2", "0", "\"", "a", ".fill", " ", "\n", ",", "}", "{", "[", "]", ":",
        #""width": 20, "height": 20, "#, ##""color": "#FFFFFF", "##, #""type": "button", "#, #""symbol": "star.fil", "#,
        #"{ "type": "button", "symbol": "trash", "width": 30 }, "#, #"{ "type": "text", "text": "Hi", "color": "systemRed" }, "#,
        "// designspec-disable-next-line min-touch-target\n", #""background": "systemBackground", "#, "\"iOS\": \"12.0\", "
    ]

    /// Compares `incremental`, answering keystrokes before its whole model exists (from the model
    /// of the screen at the cursor), with `fresh`, answering from its whole model, then diagnostics.
    private func compare(_ incremental: DocumentAnalysis, _ fresh: DocumentAnalysis, at offset: Int, _ context: String) -> Bool {
        let keystrokes = (
            incremental.completions(at: offset).items.map(\.label),
            incremental.hover(at: offset, format: .markdown), incremental.colorLocations().map(\.range)
        )
        _ = fresh.spec
        let same = [
            keystrokes.0 == fresh.completions(at: offset).items.map(\.label),
            keystrokes.1?.contents == fresh.hover(at: offset, format: .markdown)?.contents,
            keystrokes.1?.range == fresh.hover(at: offset, format: .markdown)?.range,
            keystrokes.2 == fresh.colorLocations().map(\.range),
            incremental.diagnostics() == fresh.diagnostics()
        ]
        XCTAssertEqual(same, [true, true, true, true, true], "completion, hover, hover range, colors, diagnostics: \(context)")
        return !same.contains(false)
    }

    func testRandomEditsAnswerLikeAFreshAnalysis() throws {
        for name in ["recipes.design.jsonc", "showcase.design.jsonc"] {
            let original = try Array(Data(contentsOf: Self.examples.appendingPathComponent(name)))
            var generator = SplitMix64(seed: 0xED17)
            var lineIndex = LineIndex(bytes: original)
            var analysis = DocumentAnalysis(lineIndex: lineIndex, path: name, reusing: nil)
            _ = analysis.diagnostics()
            for step in 0..<80 {
                if !analysis.tree.diagnostics.isEmpty, generator.next() % 3 == 0 {  // back to a valid text now and then
                    lineIndex = LineIndex(bytes: original)
                    analysis = DocumentAnalysis(lineIndex: lineIndex, path: name, reusing: analysis)
                }
                let bytes = lineIndex.bytes
                let start = Int(generator.next() % UInt64(bytes.count + 1))
                let length = min(Int(generator.next() % 3), bytes.count - start)
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                lineIndex = lineIndex.replacing(start..<(start + length), with: Array(piece.utf8))
                analysis = DocumentAnalysis(lineIndex: lineIndex, path: name, reusing: analysis)
                let fresh = DocumentAnalysis(bytes: lineIndex.bytes, path: name)
                let context = "\(name) step \(step): replaced \(start)..<\(start + length) with \(piece.debugDescription)"
                guard compare(analysis, fresh, at: start + piece.utf8.count / 2, context) else { return }
            }
        }
    }
}
