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

    /// As the language server builds them: batches of edits (nearby, or anywhere), now and then the
    /// whole text sent again, and versions that are never analysed, so an analysis reuses one several
    /// versions old with the composed edit. Every analysis answers like a fresh one.
    func testEditBatchesAcrossSkippedVersionsAnswerLikeAFreshAnalysis() throws {
        for name in ["recipes.design.jsonc", "showcase.design.jsonc"] {
            let original = try Array(Data(contentsOf: Self.examples.appendingPathComponent(name)))
            var generator = SplitMix64(seed: 0xBA7C)
            var lineIndex = LineIndex(bytes: original)
            var analysis = DocumentAnalysis(lineIndex: lineIndex, path: name, reusing: nil)
            _ = analysis.diagnostics()
            var editSinceAnalysis = ByteEdit.unchanged
            for step in 0..<60 {
                let near = Int(generator.next() % UInt64(lineIndex.bytes.count + 1))
                var description: [String] = []
                if generator.next() % 8 == 0 {
                    // A client without incremental sync sends the whole text: one prefix/suffix scan,
                    // and the line index rescans only what it found (as `OpenDocument.apply` does).
                    let start = min(near, lineIndex.bytes.count)
                    var text = lineIndex.bytes
                    text.insert(contentsOf: Array("\"x\": 1, ".utf8), at: start)
                    let wholeText = ByteEdit.between(lineIndex.bytes, text)
                    editSinceAnalysis = editSinceAnalysis.followed(by: wholeText)
                    lineIndex = lineIndex.replacingText(with: text, edit: wholeText)
                    description.append("whole text with an insertion at \(start)")
                } else {
                    for _ in 0..<(1 + Int(generator.next() % 3)) {
                        let bytes = lineIndex.bytes
                        let start =
                            generator.next() % 4 == 0
                            ? Int(generator.next() % UInt64(bytes.count + 1))
                            : min(bytes.count, max(0, near + Int(generator.next() % 9) - 4))
                        let length = min(Int(generator.next() % 3), bytes.count - start)
                        let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                        lineIndex = lineIndex.replacing(start..<(start + length), with: Array(piece.utf8))
                        editSinceAnalysis = editSinceAnalysis.followed(
                            by: ByteEdit(range: start..<(start + length), newLength: piece.utf8.count))
                        description.append("replaced \(start)..<\(start + length) with \(piece.debugDescription)")
                    }
                }
                // Two of three versions are analysed; the others are typed over before anyone asks.
                guard generator.next() % 3 != 0 else { continue }
                analysis = DocumentAnalysis(lineIndex: lineIndex, path: name, reusing: analysis, edit: editSinceAnalysis)
                editSinceAnalysis = .unchanged
                let fresh = DocumentAnalysis(bytes: lineIndex.bytes, path: name)
                let context = "\(name) step \(step): \(description.joined(separator: ", "))"
                guard compare(analysis, fresh, at: min(near, lineIndex.bytes.count), context) else { return }
                if !analysis.tree.diagnostics.isEmpty, generator.next() % 3 == 0 {  // back to a valid text now and then
                    editSinceAnalysis = ByteEdit.between(lineIndex.bytes, original)
                    lineIndex = LineIndex(bytes: original)
                }
            }
        }
    }
}
