@testable import SpecSyntax
import SpecTestSupport
import XCTest

/// A keystroke costs only the keystroke (issue 30): a splice that keeps the node count writes only the
/// chunks of the damaged container and its ancestors, shares the rest with the earlier version, and
/// the result equals a fresh parse whatever edits came before. Counted, not timed.
final class NodeTableTests: XCTestCase {
    /// A spec of `screens` screens, each with a button (whose title a test types in), a text with an
    /// escape and a block comment, about 27 nodes a screen.
    private func spec(screens: Int) -> [UInt8] {
        let body = (0..<screens).map { index in
            #"    { "id": "s\#(index)", /* s */ "content": [ { "type": "button", "title": "Go \#(index)", "symbol": "star.fill", "width": 44 }, { "type": "text", "text": "Caf\u00e9 \#(index)" } ] }"#
        }
        return Array(("{\n  \"name\": \"App\", // the app\n  \"screens\": [\n" + body.joined(separator: ",\n") + "\n  ]\n}\n").utf8)
    }

    /// Whether two trees are the same to every reader: each node field, the diagnostics and the comments.
    private func sameTree(_ first: SyntaxTree, _ second: SyntaxTree) -> Bool {
        guard first.bytes == second.bytes, first.rootIndex == second.rootIndex, first.nodeCount == second.nodeCount,
            first.diagnostics == second.diagnostics, first.comments == second.comments
        else { return false }
        for index in 0..<first.nodeCount {
            let (a, b) = (first.nodes[index], second.nodes[index])
            guard a.kind == b.kind, a.closed == b.closed, a.hasEscapes == b.hasEscapes, a.start == b.start, a.end == b.end,
                a.parent == b.parent, a.subtreeEnd == b.subtreeEnd, a.childCount == b.childCount
            else { return false }
        }
        return true
    }

    private func replace(_ bytes: [UInt8], _ range: Range<Int>, with text: String) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(range, with: Array(text.utf8))
        return result
    }

    /// Where the title of screen `screen` ends (before its closing quote).
    private func titleEnd(of screen: Int, in bytes: [UInt8]) throws -> Int {
        let needle = Array("\"Go \(screen)\"".utf8)
        let start = try XCTUnwrap(bytes.firstRange(of: needle)).lowerBound
        return start + needle.count - 1
    }

    func testATypedCharacterWritesOnlyTheChunksOfItsContainerAndAncestors() throws {
        let bytes = spec(screens: 400)
        let tree = SyntaxTree.parse(bytes: bytes)
        XCTAssertGreaterThan(tree.nodeCount, 20 * SyntaxTree.NodeTable.chunkCapacity, "the document spans many chunks")
        XCTAssertEqual(tree.copiedNodeCount, tree.nodeCount, "a parse writes every node")
        let offset = try titleEnd(of: 250, in: bytes)
        let edited = replace(bytes, offset..<offset, with: "x")
        let spliced = try XCTUnwrap(tree.splice(edited, edit: ByteEdit(range: offset..<offset, newLength: 1)))
        XCTAssertTrue(sameTree(spliced, SyntaxTree.parse(bytes: edited)))
        // The root, "screens" and its array lie in the first chunk; the screen, its content and the button in one or two more.
        XCTAssertLessThanOrEqual(spliced.copiedNodeCount, 3 * SyntaxTree.NodeTable.chunkCapacity, "\(spliced.copiedNodeCount) of \(tree.nodeCount)")
        XCTAssertGreaterThan(spliced.copiedNodeCount, 0)
        // The chunks after the edit are the earlier version's, moved by one byte; a chunk before it without an ancestor is shared too.
        let last = spliced.nodes.chunkCount - 1
        XCTAssertTrue(spliced.nodes.sharesChunk(last, with: tree.nodes))
        XCTAssertEqual(spliced.nodes.byteShift(ofChunk: last), 1)
        XCTAssertTrue(spliced.nodes.sharesChunk(1, with: tree.nodes))
        XCTAssertFalse(spliced.nodes.sharesChunk(0, with: tree.nodes), "the root's chunk is written")
        // A second keystroke in the same string writes those chunks again, and moves the later ones one byte more.
        let again = replace(edited, (offset + 1)..<(offset + 1), with: "y")
        let twice = try XCTUnwrap(spliced.splice(again, edit: ByteEdit(range: (offset + 1)..<(offset + 1), newLength: 1)))
        XCTAssertTrue(sameTree(twice, SyntaxTree.parse(bytes: again)))
        XCTAssertEqual(twice.nodes.byteShift(ofChunk: last), 2)
        XCTAssertTrue(twice.nodes.sharesChunk(last, with: tree.nodes))
    }

    /// A character typed at the document's start and end, inside a block comment, inside a string and
    /// inside an escape, then deleted: each version equals a fresh parse, and those inside a screen
    /// write a small part of the tree.
    func testTypingAtTheEdgesAndInsideCommentsAndStringsEqualsAFreshParse() throws {
        let bytes = spec(screens: 200)
        let tree = SyntaxTree.parse(bytes: bytes)
        let screen = Array(#"{ "id": "s120", /* s */"#.utf8)
        let screenStart = try XCTUnwrap(bytes.firstRange(of: screen)).lowerBound
        let comment = screenStart + screen.count - 4  // between "/* " and "s */"
        let escape = try XCTUnwrap(bytes[screenStart...].firstRange(of: Array(#"\u00e9"#.utf8))).lowerBound + 3
        // (An escape broken by a letter is an error, parsed whole; so only comments and strings count as local.)
        let places = [
            ("start", 0, false), ("end", bytes.count, false), ("comment", comment, true), ("string", try titleEnd(of: 120, in: bytes), true),
            ("escape", escape, false),
        ]
        for (name, offset, local) in places {
            for character in ["q", "\u{e9}", "7"] {
                let edited = replace(bytes, offset..<offset, with: character)
                let typed = tree.reparsed(bytes: edited, edit: ByteEdit(range: offset..<offset, newLength: character.utf8.count))
                XCTAssertTrue(sameTree(typed, SyntaxTree.parse(bytes: edited)), "\(character) typed at the \(name)")
                if local { XCTAssertLessThan(typed.copiedNodeCount, tree.nodeCount / 4, "\(character) typed in the \(name)") }
                let deleted = typed.reparsed(bytes: bytes, edit: ByteEdit(range: offset..<(offset + character.utf8.count), newLength: 0))
                XCTAssertTrue(sameTree(deleted, tree), "\(character) deleted at the \(name)")
            }
        }
    }

    /// Growth at n and 4n: the same 200 keystrokes write about as many nodes in a document four times
    /// larger, so many small edits stay linear in the edits, not in the document's size.
    func testManyKeystrokesWriteAsManyNodesInADocumentFourTimesLarger() throws {
        func nodesWritten(screens: Int) throws -> (written: Int, nodeCount: Int) {
            var bytes = spec(screens: screens)
            var tree = SyntaxTree.parse(bytes: bytes)
            var written = 0
            for keystroke in 0..<100 {
                // A character typed and deleted again in the titles of screens spread over the document.
                let offset = try titleEnd(of: (keystroke * 37) % screens, in: bytes)
                for (edit, text) in [(ByteEdit(range: offset..<offset, newLength: 1), "y"), (ByteEdit(range: offset..<(offset + 1), newLength: 0), "")] {
                    let edited = replace(bytes, edit.range, with: text)
                    tree = tree.reparsed(bytes: edited, edit: edit)
                    written += tree.copiedNodeCount
                    bytes = edited
                }
            }
            XCTAssertTrue(sameTree(tree, SyntaxTree.parse(bytes: bytes)))
            return (written, tree.nodeCount)
        }
        let small = try nodesWritten(screens: 100)
        let large = try nodesWritten(screens: 400)
        XCTAssertLessThan(large.written, 2 * small.written, "n: \(small), 4n: \(large)")
        XCTAssertLessThan(large.written, 200 * large.nodeCount / 8, "each keystroke writes a small part of the tree: \(large)")
    }

    /// Random edits (mostly typing in strings, numbers and comments; sometimes punctuation that changes
    /// the structure) on a document of many chunks, from several SplitMix64 seeds: each reparsed tree
    /// equals a fresh parse of the same text, however the chunks were shared and moved before.
    func testRandomEditsAcrossChunksEqualAFreshParse() {
        let pieces = ["a", "1", "é", " ", "", "\\n", "x", "\"", ",", "{", "}", ":", "[1]", "\"k\": 2, ", "// c\n", "*/"]
        let original = spec(screens: 60)
        for seed: UInt64 in [0x1, 0xC0FFEE, 0x5EED_0030] {
            var generator = SplitMix64(seed: seed)
            var bytes = original
            var tree = SyntaxTree.parse(bytes: bytes)
            var spliced = 0
            for step in 0..<400 {
                if !tree.diagnostics.isEmpty, generator.next() % 3 == 0 {
                    bytes = original
                    tree = SyntaxTree.parse(bytes: bytes)
                }
                // Three edits in four are typing (one of the first five pieces); at the start, the end, or anywhere.
                let place = generator.next() % 10
                let start = place == 0 ? 0 : place == 1 ? bytes.count : Int(generator.next() % UInt64(bytes.count + 1))
                let length = min(Int(generator.next() % 3), bytes.count - start)
                let piece = pieces[Int(generator.next() % UInt64(generator.next() % 4 == 0 ? pieces.count : 5))]
                let edited = replace(bytes, start..<(start + length), with: piece)
                let edit = ByteEdit(range: start..<(start + length), newLength: piece.utf8.count)
                let incremental = tree.reparsed(bytes: edited, edit: edit)
                if incremental.parsedRange.count < edited.count { spliced += 1 }
                guard sameTree(incremental, SyntaxTree.parse(bytes: edited)) else {
                    return XCTFail("seed \(seed) step \(step): replaced \(start)..<\(start + length) with \(piece.debugDescription)")
                }
                bytes = edited
                tree = incremental
            }
            XCTAssertGreaterThan(spliced, 100, "seed \(seed): most edits are spliced")
        }
    }

    /// `property(_:)` reads a spliced tree (chunks written and moved, read through the table) as it
    /// reads a fresh parse of the same text (one buffer): the same nodes at the same places, the last of
    /// duplicate keys winning, an escaped key decoded, in the written chunks and in the moved ones.
    func testPropertyLookupOnASplicedTreeAnswersAsOnAFreshParse() throws {
        var bytes = spec(screens: 300)
        // Screen 280 gets a second "id", spelled with an escape: it wins, as the last one does.
        let id = Array(#""id": "s280","#.utf8)
        let idStart = try XCTUnwrap(bytes.firstRange(of: id)).lowerBound
        bytes = replace(bytes, idStart..<(idStart + id.count), with: #""id": "s280", "i\u0064": "dup","#)
        let tree = SyntaxTree.parse(bytes: bytes)
        let offset = try titleEnd(of: 250, in: bytes)
        let edited = replace(bytes, offset..<offset, with: "xy")
        let spliced = try XCTUnwrap(tree.splice(edited, edit: ByteEdit(range: offset..<offset, newLength: 2)))
        let fresh = SyntaxTree.parse(bytes: edited)
        XCTAssertNil(spliced.nodes.withContiguousNodes { _ in true }, "a splice's nodes are read through the table")
        XCTAssertEqual(fresh.nodes.withContiguousNodes { _ in true }, true, "a parse's nodes are one buffer")

        let splicedScreens = try XCTUnwrap(spliced.root?["screens"]?.elements)
        let freshScreens = try XCTUnwrap(fresh.root?["screens"]?.elements)
        XCTAssertEqual(splicedScreens.count, 300)
        for (splicedScreen, freshScreen) in zip(splicedScreens, freshScreens) {
            for name in ["id", "content", "missing", "i"] {
                let (found, expected) = (splicedScreen.property(name), freshScreen.property(name))
                XCTAssertEqual(found?.index, expected?.index, "\(name) in the screen at node \(freshScreen.index)")
                XCTAssertEqual(found?.range, expected?.range, "\(name) in the screen at node \(freshScreen.index)")
            }
            let (button, freshButton) = (splicedScreen["content"]?.elements.first, freshScreen["content"]?.elements.first)
            XCTAssertEqual(button?["title"]?.stringValue, freshButton?["title"]?.stringValue)
            XCTAssertEqual(button?["title"]?.range, freshButton?["title"]?.range)
        }
        XCTAssertEqual(splicedScreens[280]["id"]?.stringValue, "dup")
        XCTAssertEqual(splicedScreens[250]["content"]?.elements.first?["title"]?.stringValue, "Go 250xy")
        XCTAssertEqual(splicedScreens[299]["id"]?.stringValue, "s299", "a moved chunk's key is found at its new place")
    }

    /// Edits that do not fit the text (ranges past either end, lengths that do not add up) never
    /// crash, and parse the whole document as a fresh parse would.
    func testEditsThatDoNotFitTheTextParseAfresh() throws {
        let bytes = spec(screens: 30)
        let tree = SyntaxTree.parse(bytes: bytes)
        let offset = try titleEnd(of: 20, in: bytes)
        let edited = replace(bytes, offset..<offset, with: "z")
        let wrong = [
            ByteEdit(range: -4..<offset, newLength: 1), ByteEdit(range: offset..<(bytes.count + 9), newLength: 1),
            ByteEdit(range: offset..<offset, newLength: 7), ByteEdit(range: (bytes.count + 1)..<(bytes.count + 2), newLength: 2),
            ByteEdit(range: Int.min..<Int.max, newLength: Int.max), ByteEdit(range: offset..<offset, newLength: -3),
            ByteEdit(range: offset..<offset, newLength: Int.max), ByteEdit(range: 0..<bytes.count, newLength: Int.max),
        ]
        for edit in wrong {
            XCTAssertTrue(sameTree(tree.reparsed(bytes: edited, edit: edit), SyntaxTree.parse(bytes: edited)), "\(edit)")
        }
        XCTAssertTrue(sameTree(tree.reparsed(bytes: [], edit: ByteEdit(range: 0..<bytes.count, newLength: 0)), SyntaxTree.parse(bytes: [])))
    }
}
