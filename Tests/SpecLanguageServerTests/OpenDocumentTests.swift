import LanguageServerProtocol
import SpecSyntax
import XCTest
@testable import SpecLanguageServer

final class OpenDocumentTests: XCTestCase {
    private func document(_ text: String) -> OpenDocument {
        OpenDocument(
            item: TextDocumentItem(uri: "file:///tmp/a%20b.design.json", languageId: "json", version: 1, text: text),
            isDesignSpec: { $0.hasSuffix(".design.json") })
    }

    private func change(_ line: Int, _ start: Int, _ end: Int, _ text: String) -> TextDocumentContentChangeEvent {
        TextDocumentContentChangeEvent(
            range: LSPRange(start: Position(line: line, character: start), end: Position(line: line, character: end)), text: text)
    }

    func testPathAndKind() {
        let doc = document("{}")
        XCTAssertEqual(doc.path, "/tmp/a b.design.json")
        XCTAssertTrue(doc.isDesignSpec)
    }

    func testIncrementalEditsAfterNonBMPCharacterInUTF16() {
        var doc = document("{\"a\": \"😀x\",\n\"b\": 1}")
        // "😀" is 2 UTF-16 units: x sits at UTF-16 column 9..10 on line 0.
        doc.apply([change(0, 9, 10, "y"), change(1, 5, 6, "22")], newVersion: 2, encoding: .utf16)
        XCTAssertEqual(String(decoding: doc.bytes, as: UTF8.self), "{\"a\": \"😀y\",\n\"b\": 22}")
        XCTAssertEqual(doc.version, 2)
    }

    func testIncrementalEditsAfterNonBMPCharacterInUTF8() {
        var doc = document("{\"a\": \"😀x\"}")
        // "😀" is 4 UTF-8 bytes: x sits at byte column 11..12.
        doc.apply([change(0, 11, 12, "é")], newVersion: 5, encoding: .utf8)
        XCTAssertEqual(String(decoding: doc.bytes, as: UTF8.self), "{\"a\": \"😀é\"}")
        XCTAssertEqual(doc.version, 5)
    }

    func testChangesApplyInOrderEachAgainstThePreviousText() {
        var doc = document("abc")
        doc.apply([change(0, 0, 0, "é"), change(0, 1, 2, "Z"), change(0, 4, 4, "\n")], newVersion: 3, encoding: .utf16)
        // "é" + "abc" → replace "a" (column 1) → "éZbc" → insert newline at column 4 (end).
        XCTAssertEqual(String(decoding: doc.bytes, as: UTF8.self), "éZbc\n")
    }

    func testFullReplacementThenIncremental() {
        var doc = document("old")
        doc.apply([TextDocumentContentChangeEvent(range: nil, text: "new text"), change(0, 0, 3, "NEW")], newVersion: 9, encoding: .utf16)
        XCTAssertEqual(String(decoding: doc.bytes, as: UTF8.self), "NEW text")
    }

    func testOutOfRangeEditsAreClampedNotFatal() {
        var doc = document("ab")
        doc.apply([change(5, 0, 9, "!")], newVersion: 2, encoding: .utf16)
        XCTAssertEqual(String(decoding: doc.bytes, as: UTF8.self), "ab!")
    }

    /// The edit `apply` returns covers a whole batch (incremental changes, whole texts, clamped
    /// ranges): outside it the text before and after agree, so a reparse can take it without a diff;
    /// and the line index kept edit by edit converts every offset as a fresh index does.
    func testTheReturnedEditCoversEveryChangeOfTheBatch() {
        var doc = document("{\"a\": \"😀x\",\n\"b\": [1, 2],\r\n\"c\": {}}")
        var seed: UInt64 = 0xC0FFEE
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["", "z", "é", "😀", "\n", "\r\n", "{\"k\": 1}"]
        for step in 0..<500 {
            let before = doc.bytes
            var changes: [TextDocumentContentChangeEvent] = []
            for _ in 0..<(1 + next(3)) {
                let piece = pieces[next(pieces.count)]
                if next(6) == 0 {
                    changes.append(TextDocumentContentChangeEvent(range: nil, text: "{\"whole\": \"\(piece)\"}"))
                } else {
                    let line = next(doc.lineIndex.lineCount + 1)
                    let start = next(8)
                    changes.append(change(line, start, start + next(3), piece))
                }
            }
            let edit = doc.apply(changes, newVersion: step + 2, encoding: .utf16)
            let after = doc.bytes
            XCTAssertEqual(before.count + edit.lengthChange, after.count, "step \(step)")
            XCTAssertEqual(before[..<edit.range.lowerBound], after[..<edit.range.lowerBound], "step \(step)")
            XCTAssertEqual(before[edit.range.upperBound...], after[edit.newRange.upperBound...], "step \(step)")
            // The line index, updated change by change (a whole text only around what differs), is a fresh one's.
            let fresh = LineIndex(bytes: after)
            XCTAssertEqual(doc.lineIndex.lineCount, fresh.lineCount, "step \(step)")
            for offset in 0...after.count
            where doc.lineIndex.position(of: offset, encoding: .utf16) != fresh.position(of: offset, encoding: .utf16) {
                return XCTFail(
                    "step \(step): offset \(offset) is at \(doc.lineIndex.position(of: offset, encoding: .utf16)), not \(fresh.position(of: offset, encoding: .utf16))"
                )
            }
            if before.count > 300 { doc.apply([TextDocumentContentChangeEvent(range: nil, text: "{}")], newVersion: nil, encoding: .utf16) }
        }
    }
}
