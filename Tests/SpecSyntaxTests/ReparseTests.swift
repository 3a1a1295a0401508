@testable import SpecSyntax
import SpecTestSupport
import XCTest

/// Incremental reparsing gives exactly the tree a fresh parse gives, and reuses nodes where it can.
final class ReparseTests: XCTestCase {
    private let document = """
        {
          "name": "App", // the app
          "platforms": { "iOS": "17.0" },
          "colors": { "brand": { "light": "#B25E00", "dark": "#F5A524" } },
          "screens": [
            { "id": "home", "content": [
              { "type": "button", "symbol": "star.fill", "width": 30, "height": 30 },
              /* a list */ { "type": "list", "children": [ { "type": "toggle", "title": "On" } ] }
            ] },
            { "id": "settings", "content": [ { "type": "text", "text": "Caf\\u00e9 ☕︎", "color": "brand" } ] }
          ]
        }
        """

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

    func testAnEditInsideAStringReusesTheRestOfTheTree() throws {
        let tree = SyntaxTree.parse(document)
        let bytes = Array(document.utf8)
        let offset = try XCTUnwrap(document.utf8.firstRange(of: "star.fill".utf8)).upperBound.utf16Offset(in: document)
        let edited = replace(bytes, offset..<offset, with: "x")
        let spliced = try XCTUnwrap(tree.splice(edited), "an edit inside a component's string stays inside that component")
        XCTAssertEqual(shape(spliced), shape(SyntaxTree.parse(bytes: edited)))
    }

    func testEditsThatChangeNodeCountsShiftEverythingAfterThem() throws {
        let tree = SyntaxTree.parse(document)
        let bytes = Array(document.utf8)
        let offset = try XCTUnwrap(document.utf8.firstRange(of: #""width": 30"#.utf8)).lowerBound.utf16Offset(in: document)
        let edited = replace(bytes, offset..<offset, with: #""accessibilityLabel": "Star", "tags": [1, [2, {"a": null}]], "#)
        let spliced = try XCTUnwrap(tree.splice(edited))
        XCTAssertEqual(shape(spliced), shape(SyntaxTree.parse(bytes: edited)))
    }

    func testAnEditThatBreaksTheSyntaxFallsBackToAFullParse() throws {
        let tree = SyntaxTree.parse(document)
        let bytes = Array(document.utf8)
        let offset = try XCTUnwrap(document.utf8.firstRange(of: #""width""#.utf8)).lowerBound.utf16Offset(in: document)
        let edited = replace(bytes, offset..<(offset + 1), with: "")
        XCTAssertNil(tree.splice(edited))
        XCTAssertEqual(shape(tree.reparsed(bytes: edited)), shape(SyntaxTree.parse(bytes: edited)))
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
            if tree.diagnostics.isEmpty, tree.splice(edited) != nil { reused += 1 }
            let incremental = tree.reparsed(bytes: edited)
            let fresh = SyntaxTree.parse(bytes: edited)
            XCTAssertEqual(
                shape(incremental), shape(fresh), "step \(step): replaced \(start)..<\(start + length) with \(piece.debugDescription)")
            if shape(incremental) != shape(fresh) { return }
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
        let spliced = try XCTUnwrap(tree.splice(edited), "the edit lies in a container the error is not in")
        XCTAssertEqual(shape(spliced), shape(SyntaxTree.parse(bytes: edited)))
        XCTAssertEqual(spliced.diagnostics.first?.range.lowerBound, (tree.diagnostics.first?.range.lowerBound ?? 0) + 2)
        // An edit in the container that holds the error is parsed whole.
        let inError = try XCTUnwrap(broken.utf8.firstRange(of: "2]".utf8)).lowerBound.utf16Offset(in: broken)
        XCTAssertNil(tree.splice(replace(bytes, inError..<(inError + 1), with: "3")))
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
            if !tree.diagnostics.isEmpty, tree.splice(edited) != nil { splicedWithErrors += 1 }
            let incremental = tree.reparsed(bytes: edited)
            let fresh = SyntaxTree.parse(bytes: edited)
            XCTAssertEqual(
                shape(incremental), shape(fresh), "step \(step): replaced \(start)..<\(start + length) with \(piece.debugDescription)")
            if shape(incremental) != shape(fresh) { return }
            bytes = edited
            tree = incremental
        }
        XCTAssertGreaterThan(splicedWithErrors, 100, "edits beside an error are spliced")
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
}
