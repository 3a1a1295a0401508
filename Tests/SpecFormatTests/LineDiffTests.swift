import SpecSyntax
import SpecTestSupport
import XCTest
@testable import SpecFormat

final class LineDiffTests: XCTestCase {
    /// `old` with `replacements` applied from the last to the first.
    private func apply(_ replacements: [LineDiff.Replacement], to old: String) -> String {
        var bytes = Array(old.utf8)
        for replacement in replacements.reversed() {
            bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func assertOrderedAndApart(_ replacements: [LineDiff.Replacement], file: StaticString = #filePath, line: UInt = #line) {
        for (earlier, later) in zip(replacements, replacements.dropFirst()) {
            XCTAssertLessThan(earlier.range.upperBound, later.range.lowerBound + 1, "replacements overlap", file: file, line: line)
        }
    }

    func testRandomEditsOfLinesApplyToTheNewText() {
        var random = SplitMix64(seed: 0x5EED_D1FF)
        let pool = ["{", "}", "  \"a\": 1,", "  \"b\": [1, 2],", "", "// note", "    \"😀\": \"é\",", "\t\"tab\": true", "  ]"]
        for round in 0..<400 {
            let count = Int.random(in: 0...30, using: &random)
            var old = (0..<count).map { _ in pool[Int.random(in: 0..<pool.count, using: &random)] }
            var new = old
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let index = Int.random(in: 0...new.count, using: &random)
                let choice = Int.random(in: 0..<3, using: &random)
                if choice == 0 || index == new.count {
                    new.insert(pool[Int.random(in: 0..<pool.count, using: &random)], at: index)
                } else if choice == 1 {
                    new.remove(at: index)
                } else {
                    new[index] = pool[Int.random(in: 0..<pool.count, using: &random)] + "x"
                }
            }
            if round % 3 == 0 { old.append("") }  // a final line break on one side only, sometimes
            let oldText = old.joined(separator: "\n")
            let newText = new.joined(separator: "\n") + (round % 5 == 0 ? "\n" : "")
            let diff = LineDiff(old: oldText, new: newText)
            XCTAssertEqual(apply(diff.replacements, to: oldText), newText, "round \(round)")
            assertOrderedAndApart(diff.replacements)
            XCTAssertEqual(diff.hunks.isEmpty, oldText == newText, "round \(round)")
        }
    }

    func testRandomByteEditsInsideMultibyteTextApplyToTheNewText() {
        var random = SplitMix64(seed: 42)
        let alphabet = Array("ab\né😀\n{} ")
        for round in 0..<300 {
            let old = String(
                (0..<Int.random(in: 0...60, using: &random)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
            var new = Array(old)
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let index = Int.random(in: 0...new.count, using: &random)
                if index < new.count, Bool.random(using: &random) {
                    new.remove(at: index)
                } else {
                    new.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &random)], at: index)
                }
            }
            let replacements = LineDiff(old: old, new: String(new)).replacements
            XCTAssertEqual(apply(replacements, to: old), String(new), "round \(round)")
            let bytes = Array(old.utf8)
            for replacement in replacements {
                for end in [replacement.range.lowerBound, replacement.range.upperBound] where end < bytes.count {
                    XCTAssertNotEqual(bytes[end] & 0xC0, 0x80, "round \(round): a replacement ends inside a character")
                }
            }
        }
    }

    func testEqualTextsHaveNoHunksAndFormattedSpecsNoEdits() throws {
        XCTAssertEqual(LineDiff(old: "a\nb\n", new: "a\nb\n").hunks, [])
        let text = #"{"name":"Demo","screens":[{"id":"home","content":[{"type":"text","text":"Hi"}]}]}"#
        let formatted = try XCTUnwrap(SpecFormatter().format(SyntaxTree.parse(text)))
        let again = try XCTUnwrap(SpecFormatter().format(SyntaxTree.parse(formatted)))
        XCTAssertEqual(LineDiff(old: formatted, new: again).replacements, [], "formatting a formatted document changes nothing")
    }

    func testOneChangedLineIsOneSmallReplacement() {
        let old = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n"
        let new = "{\n  \"a\": 1,\n  \"b\": 20,\n  \"c\": 3\n}\n"
        let diff = LineDiff(old: old, new: new)
        XCTAssertEqual(diff.hunks, [LineDiff.Hunk(oldLines: 2..<3, newLines: 2..<3)])
        let offset = Array(old.utf8).firstIndex(of: UInt8(ascii: "2")) ?? 0
        XCTAssertEqual(diff.replacements, [LineDiff.Replacement(range: (offset + 1)..<(offset + 1), text: "0")])
    }

    func testAReindentedDocumentIsOneSmallReplacementPerLine() {
        let lines = (0..<300).map { "\"key\($0)\": \($0)," }
        let old = "{\n" + lines.map { "\t" + $0 }.joined(separator: "\n") + "\n\t\"extra\": 1\n}\n"
        let new = "{\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n}\n"
        let diff = LineDiff(old: old, new: new)
        XCTAssertEqual(diff.hunks.count, 1, "every line but the braces changed")
        XCTAssertEqual(diff.replacements.count, 300)
        XCTAssertEqual(diff.replacements.first?.text, "  ")
        XCTAssertTrue(diff.replacements.allSatisfy { $0.range.count < 40 && $0.text.utf8.count < 40 }, "each replacement stays small")
        XCTAssertEqual(apply(diff.replacements, to: old), new)
    }

    func testUnifiedDiffHasHeadersHunksAndContext() throws {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 11\n", with: "")
        XCTAssertEqual(
            LineDiff(old: old, new: new).unified(oldName: "a/x", newName: "b/x"),
            try TestFixtures.text("line-diff/two-hunks.diff"))
        XCTAssertEqual(
            LineDiff(old: "a", new: "b").unified(oldName: "x", newName: "y"),
            """
            --- x
            +++ y
            @@ -1 +1 @@
            -a
            \\ No newline at end of file
            +b
            \\ No newline at end of file

            """)
        XCTAssertEqual(LineDiff(old: old, new: old).unified(oldName: "x", newName: "y"), "")
    }

    func testAWholeRewriteBeyondTheEditLimitIsOneHunk() {
        let count = LineDiff.maximumEditDistance + 10
        let old = (0..<count).map { "old \($0)" }.joined(separator: "\n")
        let new = (0..<count).map { "new \($0)" }.joined(separator: "\n")
        let diff = LineDiff(old: old, new: new)
        XCTAssertEqual(diff.hunks, [LineDiff.Hunk(oldLines: 0..<count, newLines: 0..<count)])
        XCTAssertEqual(apply(diff.replacements, to: old), new)
    }
}
