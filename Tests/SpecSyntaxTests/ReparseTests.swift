@testable import SpecSyntax
import SpecTestSupport
import XCTest

/// Incremental reparsing gives exactly the tree a fresh parse gives, and reuses nodes where it can.
final class ReparseTests: XCTestCase {
    /// A valid spec with comments, an escape, a non-ASCII character and nested containers. The file
    /// ends without a line break: the seeded random edits and their reuse floors were set on these bytes.
    private var document = ""

    override func setUpWithError() throws {
        document = try TestFixtures.text("reparse/comments-escapes-and-nesting.design.jsonc")
    }

    /// Everything a client of the tree can observe, node by node.
    private func shape(_ tree: SyntaxTree) -> [String] {
        var lines = tree.diagnostics.map { "diagnostic \($0.code.rawValue) \($0.range) \($0.message)" }
        lines += tree.comments.map { "comment \($0.range) \($0.body) \($0.isLineComment)" }
        guard let root = tree.root else { return lines + ["no root"] }
        for node in [root] + Array(root.descendants) {
            lines.append(
                "\(node.index) \(node.kind) \(node.range) parent \(node.parent?.index ?? -1) children \(node.childCount) closed \(node.isClosed) colon \(node.colonOffset ?? -1) value \(node.stringValue ?? "-")"
            )
        }
        return lines
    }

    private func replace(_ bytes: [UInt8], _ range: Range<Int>, with text: String) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(range, with: Array(text.utf8))
        return result
    }

    /// The tree of a 10 MB spec is its largest layer after the findings (`git show f64247e:docs/performance.md`, "Memory"): a node
    /// stays 24 bytes, with no per-node `String`.
    func testANodeTakes24Bytes() {
        XCTAssertEqual(MemoryLayout<SyntaxTree.NodeStorage>.stride, 24)
    }

    func testAnEditInsideAStringReusesTheRestOfTheTree() throws {
        let tree = SyntaxTree.parse(document)
        let bytes = Array(document.utf8)
        let offset = try XCTUnwrap(document.utf8.firstRange(of: "star.fill".utf8)).upperBound.utf16Offset(in: document)
        let edited = replace(bytes, offset..<offset, with: "x")
        let spliced = try XCTUnwrap(
            tree.splice(edited, edit: .between(bytes, edited)), "an edit inside a component's string stays inside that component")
        XCTAssertEqual(shape(spliced), shape(SyntaxTree.parse(bytes: edited)))
    }

    func testEditsThatChangeNodeCountsShiftEverythingAfterThem() throws {
        let tree = SyntaxTree.parse(document)
        let bytes = Array(document.utf8)
        let offset = try XCTUnwrap(document.utf8.firstRange(of: #""width": 30"#.utf8)).lowerBound.utf16Offset(in: document)
        let edited = replace(bytes, offset..<offset, with: #""accessibilityLabel": "Star", "tags": [1, [2, {"a": null}]], "#)
        let spliced = try XCTUnwrap(tree.splice(edited, edit: .between(bytes, edited)))
        XCTAssertEqual(shape(spliced), shape(SyntaxTree.parse(bytes: edited)))
    }

    func testAnEditThatBreaksTheSyntaxFallsBackToAFullParse() throws {
        let tree = SyntaxTree.parse(document)
        let bytes = Array(document.utf8)
        let offset = try XCTUnwrap(document.utf8.firstRange(of: #""width""#.utf8)).lowerBound.utf16Offset(in: document)
        let edited = replace(bytes, offset..<(offset + 1), with: "")
        XCTAssertNil(tree.splice(edited, edit: .between(bytes, edited)))
        XCTAssertEqual(shape(tree.reparsed(bytes: edited)), shape(SyntaxTree.parse(bytes: edited)))
    }

    /// Issue 27: a `"` typed or deleted anywhere (opening a string that then ends before the closers of
    /// its line) reparses to exactly the tree a fresh parse gives.
    func testAQuoteTypedOrDeletedAnywhereEqualsAFreshParse() {
        let bytes = Array(document.utf8)
        let tree = SyntaxTree.parse(bytes: bytes)
        for offset in 0...bytes.count {
            let typed = replace(bytes, offset..<offset, with: "\"")
            let edited = tree.reparsed(bytes: typed, edit: .between(bytes, typed))
            XCTAssertEqual(shape(edited), shape(SyntaxTree.parse(bytes: typed)), "quote typed at \(offset)")
            // And back: deleting it again from the broken tree.
            XCTAssertEqual(shape(edited.reparsed(bytes: bytes, edit: .between(typed, bytes))), shape(tree), "quote deleted at \(offset)")
        }
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\"") {
            let deleted = replace(bytes, offset..<(offset + 1), with: "")
            XCTAssertEqual(
                shape(tree.reparsed(bytes: deleted, edit: .between(bytes, deleted))), shape(SyntaxTree.parse(bytes: deleted)),
                "quote deleted at \(offset)")
        }
    }

    /// Thousands of random edits (typing, deleting, pasting JSON punctuation and comments), each
    /// reparsed from the previous tree, always equal a fresh parse of the same text.
    func testRandomEditsEqualAFreshParse() {
        var generator = SplitMix64(seed: 0x5EED)
        let pieces = [
            "", "a", "1", " ", "\"", "{", "}", "[", "]", ",", ":", "\n", "// c\n", "/*", "*/", "é", "\\", "\"k\": 2, ",
            "{\"type\": \"text\"}, ", "true", "null", "[1, 2]"
        ]
        var bytes = Array(document.utf8)
        var tree = SyntaxTree.parse(bytes: bytes)
        var reused = 0
        for step in 0..<3_000 {
            if !tree.diagnostics.isEmpty, generator.next() % 4 == 0 {  // back to a valid document now and then
                bytes = Array(document.utf8)
                tree = SyntaxTree.parse(bytes: bytes)
            }
            let start = Int(generator.next() % UInt64(bytes.count + 1))
            let length = min(Int(generator.next() % 4), bytes.count - start)
            let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
            let edited = replace(bytes, start..<(start + length), with: piece)
            if tree.diagnostics.isEmpty, tree.splice(edited, edit: .between(bytes, edited)) != nil { reused += 1 }
            let incremental = tree.reparsed(bytes: edited)
            let fresh = SyntaxTree.parse(bytes: edited)
            XCTAssertEqual(
                shape(incremental), shape(fresh), "step \(step): replaced \(start)..<\(start + length) with \(piece.debugDescription)")
            // The edit as the editor gives it (which may replace bytes with the same bytes) reparses the same.
            let known = tree.reparsed(bytes: edited, edit: ByteEdit(range: start..<(start + length), newLength: piece.utf8.count))
            XCTAssertEqual(shape(known), shape(fresh), "step \(step), known edit")
            if shape(incremental) != shape(fresh) || shape(known) != shape(fresh) { return }
            bytes = edited
            tree = incremental
        }
        XCTAssertGreaterThan(reused, 100, "most edits to a valid document stay inside one container")
    }

    /// While a document has an error (someone is typing), an edit in another container is spliced, and
    /// the error after it moves with the edit.
    func testAnEditBesideAnErrorIsSplicedAndTheErrorMoves() throws {
        let broken = #"{ "a": { "x": 1 }, "b": [1 2], "c": { "y": 2 } }"#
        let tree = SyntaxTree.parse(broken)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.expectedComma])
        let bytes = Array(broken.utf8)
        let offset = try XCTUnwrap(broken.utf8.firstRange(of: "1 }".utf8)).lowerBound.utf16Offset(in: broken)
        let edited = replace(bytes, offset..<(offset + 1), with: "123")
        let spliced = try XCTUnwrap(tree.splice(edited, edit: .between(bytes, edited)), "the edit lies in a container the error is not in")
        XCTAssertEqual(shape(spliced), shape(SyntaxTree.parse(bytes: edited)))
        XCTAssertEqual(spliced.diagnostics.first?.range.lowerBound, (tree.diagnostics.first?.range.lowerBound ?? 0) + 2)
        // An edit in the container that holds the error is parsed whole.
        let inError = try XCTUnwrap(broken.utf8.firstRange(of: "2]".utf8)).lowerBound.utf16Offset(in: broken)
        let editedInError = replace(bytes, inError..<(inError + 1), with: "3")
        XCTAssertNil(tree.splice(editedInError, edit: .between(bytes, editedInError)))
    }

    /// Random edits to documents that keep an error elsewhere: spliced trees equal a fresh parse.
    func testRandomEditsBesideErrorsEqualAFreshParse() {
        var generator = SplitMix64(seed: 0xE770)
        let pieces = ["", "a", "1", " ", "\"", "{", "}", ",", ":", "\n", "é", "\"k\": 2, ", "true"]
        let broken = document.replacingOccurrences(of: "\"name\":", with: "\"name\" ")  // a missing colon near the top
        var bytes = Array(broken.utf8)
        var tree = SyntaxTree.parse(bytes: bytes)
        XCTAssertFalse(tree.diagnostics.isEmpty)
        var splicedWithErrors = 0
        for step in 0..<3_000 {
            if generator.next() % 8 == 0 {
                bytes = Array(broken.utf8)
                tree = SyntaxTree.parse(bytes: bytes)
            }
            let start = Int(generator.next() % UInt64(bytes.count + 1))
            let length = min(Int(generator.next() % 4), bytes.count - start)
            let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
            let edited = replace(bytes, start..<(start + length), with: piece)
            if !tree.diagnostics.isEmpty, tree.splice(edited, edit: .between(bytes, edited)) != nil { splicedWithErrors += 1 }
            let incremental = tree.reparsed(bytes: edited)
            let fresh = SyntaxTree.parse(bytes: edited)
            XCTAssertEqual(
                shape(incremental), shape(fresh), "step \(step): replaced \(start)..<\(start + length) with \(piece.debugDescription)")
            // The edit as the editor gives it (which may replace bytes with the same bytes) reparses the same.
            let known = tree.reparsed(bytes: edited, edit: ByteEdit(range: start..<(start + length), newLength: piece.utf8.count))
            XCTAssertEqual(shape(known), shape(fresh), "step \(step), known edit")
            if shape(incremental) != shape(fresh) || shape(known) != shape(fresh) { return }
            bytes = edited
            tree = incremental
        }
        XCTAssertGreaterThan(splicedWithErrors, 100, "edits beside an error are spliced")
    }
    /// Batches of edits (as one `didChange` carries them), composed into one covering edit, to valid
    /// and broken documents: the reparsed tree equals a fresh parse, and batches of nearby edits splice.
    func testMultiEditBatchesEqualAFreshParse() {
        var generator = SplitMix64(seed: 0xBA7C)
        let pieces = ["", "a", "1", " ", "\"", "{", "}", ",", ":", "\n", "é", "\"k\": 2, ", "[1]", "// c\n"]
        let broken = document.replacingOccurrences(of: "\"name\":", with: "\"name\" ")
        var bytes = Array(document.utf8)
        var tree = SyntaxTree.parse(bytes: bytes)
        var spliced = 0
        for step in 0..<1_500 {
            if generator.next() % 6 == 0 {
                bytes = Array((generator.next() % 2 == 0 ? document : broken).utf8)
                tree = SyntaxTree.parse(bytes: bytes)
            }
            var edited = bytes
            var edit = ByteEdit.unchanged
            let near = Int(generator.next() % UInt64(bytes.count + 1))
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                // Mostly near one place (typing with auto-closing), sometimes anywhere.
                let anywhere = generator.next() % 4 == 0
                let start =
                    anywhere
                    ? Int(generator.next() % UInt64(edited.count + 1))
                    : min(edited.count, max(0, near + Int(generator.next() % 9) - 4))
                let length = min(Int(generator.next() % 3), edited.count - start)
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                edited = replace(edited, start..<(start + length), with: piece)
                edit = edit.followed(by: ByteEdit(range: start..<(start + length), newLength: piece.utf8.count))
            }
            if tree.splice(edited, edit: edit) != nil { spliced += 1 }
            let incremental = tree.reparsed(bytes: edited, edit: edit)
            let fresh = SyntaxTree.parse(bytes: edited)
            XCTAssertEqual(shape(incremental), shape(fresh), "step \(step): batch \(edit)")
            if shape(incremental) != shape(fresh) { return }
            bytes = edited
            tree = incremental
        }
        XCTAssertGreaterThan(spliced, 100, "batches of nearby edits stay inside one container")
    }

    /// With the edit given, an error before the damaged container stays, one after it moves, and one
    /// inside it (or across its edges) makes the whole document parse again; each equals a fresh parse.
    func testAGivenEditSplicesBesideErrorsBeforeAndAfterIt() throws {
        let broken = #"{ "a": [1 2], "b": { "x": 1 }, "c": [3 4] }"#
        let bytes = Array(broken.utf8)
        let tree = SyntaxTree.parse(bytes: bytes)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.expectedComma, .expectedComma])
        let inside = try XCTUnwrap(broken.utf8.firstRange(of: "1 }".utf8)).lowerBound.utf16Offset(in: broken)
        let edit = ByteEdit(range: inside..<(inside + 1), newLength: 4)
        let edited = replace(bytes, edit.range, with: "1234")
        let spliced = try XCTUnwrap(tree.splice(edited, edit: edit), "the errors lie before and after the damaged container")
        XCTAssertEqual(shape(spliced), shape(SyntaxTree.parse(bytes: edited)))
        XCTAssertEqual(
            spliced.diagnostics.map(\.range.lowerBound), [tree.diagnostics[0].range.lowerBound, tree.diagnostics[1].range.lowerBound + 3])

        let inError = try XCTUnwrap(broken.utf8.firstRange(of: "3 4".utf8)).lowerBound.utf16Offset(in: broken)
        let errorEdit = ByteEdit(range: inError..<(inError + 1), newLength: 1)
        let editedInError = replace(bytes, errorEdit.range, with: "5")
        XCTAssertNil(tree.splice(editedInError, edit: errorEdit), "the error lies inside the damaged container")
        XCTAssertEqual(shape(tree.reparsed(bytes: editedInError, edit: errorEdit)), shape(SyntaxTree.parse(bytes: editedInError)))
    }

    /// The edit is taken as given, never found again by comparing: a span reaching past the root's
    /// braces is not spliced although the bytes differ in one string, and an edit that does not fit
    /// the two lengths parses the whole document.
    func testAGivenEditIsTakenAsGiven() throws {
        let bytes = Array(document.utf8)
        let tree = SyntaxTree.parse(bytes: bytes)
        let offset = try XCTUnwrap(document.utf8.firstRange(of: "star.fill".utf8)).lowerBound.utf16Offset(in: document)
        let edited = replace(bytes, offset..<(offset + 1), with: "S")
        XCTAssertNotNil(tree.splice(edited, edit: ByteEdit(range: offset..<(offset + 1), newLength: 1)))
        XCTAssertNil(tree.splice(edited, edit: ByteEdit(range: 0..<bytes.count, newLength: edited.count)))
        XCTAssertNil(tree.splice(edited, edit: ByteEdit(range: offset..<(offset + 1), newLength: 3)), "the lengths do not fit")
        XCTAssertNil(tree.splice(edited, edit: ByteEdit(range: offset..<(bytes.count + 5), newLength: 1)), "the range is past the end")
        XCTAssertEqual(
            shape(tree.reparsed(bytes: edited, edit: ByteEdit(range: offset..<(offset + 1), newLength: 3))),
            shape(SyntaxTree.parse(bytes: edited)))
        XCTAssertTrue(tree.reparsed(bytes: bytes, edit: .unchanged) === tree, "an unchanged text keeps the tree")
    }
}

/// Composing edits and finding one from two texts describe the same change as applying the edits.
final class ByteEditTests: XCTestCase {
    /// A batch composed with `followed(by:)` covers every changed byte: outside its range the texts
    /// before and after the batch agree, and the span `between` finds is no longer than it.
    func testComposedBatchesCoverEveryChange() {
        var generator = SplitMix64(seed: 0xED175)
        let pieces = ["", "a", "bc", "\n", "é", "xyz1"]
        for step in 0..<3_000 {
            let original = Array("{ \"a\": [1, 2, 3], \"b\": \"text\" }".utf8)
            var text = original
            var edit = ByteEdit.unchanged
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let start = Int(generator.next() % UInt64(text.count + 1))
                let length = min(Int(generator.next() % 4), text.count - start)
                let piece = Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8)
                text.replaceSubrange(start..<(start + length), with: piece)
                edit = edit.followed(by: ByteEdit(range: start..<(start + length), newLength: piece.count))
            }
            let context = "step \(step): \(edit)"
            XCTAssertEqual(original.count + edit.lengthChange, text.count, context)
            XCTAssertEqual(Array(original[..<edit.range.lowerBound]), Array(text[..<edit.range.lowerBound]), context)
            XCTAssertEqual(Array(original[edit.range.upperBound...]), Array(text[edit.newRange.upperBound...]), context)
            let found = ByteEdit.between(original, text)
            if found.isUnchanged {
                XCTAssertEqual(original, text, context)
            } else {
                // `between` finds the smallest span, which may sit elsewhere (deleting "a" from "aa").
                XCTAssertEqual(found.lengthChange, edit.lengthChange, context)
                XCTAssertLessThanOrEqual(found.range.count, edit.range.count, "\(context), found \(found)")
            }
        }
    }

    func testBetweenFindsTheSmallestSpan() {
        XCTAssertEqual(ByteEdit.between(Array("abcdef".utf8), Array("abXYef".utf8)), ByteEdit(range: 2..<4, newLength: 2))
        XCTAssertEqual(ByteEdit.between(Array("aaaa".utf8), Array("aaaaa".utf8)), ByteEdit(range: 4..<4, newLength: 1))
        XCTAssertEqual(ByteEdit.between([], Array("{}".utf8)), ByteEdit(range: 0..<0, newLength: 2))
        XCTAssertTrue(ByteEdit.between(Array("same text".utf8), Array("same text".utf8)).isUnchanged)
    }
}

/// Updating a line index for an edit gives the index a fresh scan gives.
final class LineIndexEditTests: XCTestCase {
    func testRandomEditsEqualAFreshIndex() {
        var generator = SplitMix64(seed: 0x11E5)
        let pieces = ["", "a", "\n", "\r", "\r\n", "é", "😀", "ab\ncd", "\n\n"]
        var bytes = Array("{\n  \"a\": 1,\r\n  \"b\": \"é\"\r}\n".utf8)
        var index = LineIndex(bytes: bytes)
        for step in 0..<5_000 {
            let start = Int(generator.next() % UInt64(bytes.count + 1))
            let length = min(Int(generator.next() % 3), bytes.count - start)
            let piece = Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8)
            bytes.replaceSubrange(start..<(start + length), with: piece)
            index = index.replacing(start..<(start + length), with: piece)
            let fresh = LineIndex(bytes: bytes)
            XCTAssertEqual(index.bytes, fresh.bytes)
            XCTAssertEqual(index.lineStarts, fresh.lineStarts, "step \(step)")
            XCTAssertEqual(index.lineIsASCII, fresh.lineIsASCII, "step \(step)")
            if index.lineStarts != fresh.lineStarts || index.lineIsASCII != fresh.lineIsASCII { return }
            if bytes.count > 400 { bytes = Array(bytes.prefix(40)); index = LineIndex(bytes: bytes) }
        }
    }

    /// A whole new text (a full-sync `didChange`) with the span `ByteEdit.between` finds: only that
    /// span's lines are rescanned, and the index equals a fresh one, `\r\n` pairs made or split at
    /// its edges included.
    func testWholeTextReplacementsEqualAFreshIndex() {
        var generator = SplitMix64(seed: 0xF011)
        let pieces = ["", "a", "\n", "\r", "\r\n", "é", "😀", "ab\ncd", "\n\n"]
        var bytes = Array("{\n  \"a\": 1,\r\n  \"b\": \"é\"\r}\n".utf8)
        var index = LineIndex(bytes: bytes)
        for step in 0..<5_000 {
            var newText = bytes
            for _ in 0..<(1 + Int(generator.next() % 2)) {
                let start = Int(generator.next() % UInt64(newText.count + 1))
                let length = min(Int(generator.next() % 3), newText.count - start)
                newText.replaceSubrange(start..<(start + length), with: Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8))
            }
            index = index.replacingText(with: newText, edit: ByteEdit.between(bytes, newText))
            bytes = newText
            let fresh = LineIndex(bytes: bytes)
            XCTAssertEqual(index.bytes, fresh.bytes)
            XCTAssertEqual(index.lineStarts, fresh.lineStarts, "step \(step)")
            XCTAssertEqual(index.lineIsASCII, fresh.lineIsASCII, "step \(step)")
            if index.lineStarts != fresh.lineStarts || index.lineIsASCII != fresh.lineIsASCII { return }
            if bytes.count > 400 { bytes = Array(bytes.prefix(40)); index = LineIndex(bytes: bytes) }
        }
    }

    /// An edit that does not fit the two texts (lengths that disagree, a range past the end) gives a
    /// fresh index of the new text, never a crash.
    func testWholeTextReplacementWithAMismatchedEditIndexesAfresh() {
        let old = LineIndex(bytes: Array("a\nb\nc".utf8))
        let newText = Array("a\nxx\ny\nc".utf8)
        let edits = [
            ByteEdit(range: 2..<3, newLength: 1), ByteEdit(range: 4..<40, newLength: 2), ByteEdit(range: 0..<5, newLength: 0),
            // Lengths whose sum overflows, and a range before the start.
            ByteEdit(range: 2..<2, newLength: Int.max), ByteEdit(range: 0..<5, newLength: Int.max), ByteEdit(range: -3..<2, newLength: 5),
        ]
        for edit in edits {
            let index = old.replacingText(with: newText, edit: edit)
            XCTAssertEqual(index.lineStarts, LineIndex(bytes: newText).lineStarts, "\(edit)")
        }
    }
}
