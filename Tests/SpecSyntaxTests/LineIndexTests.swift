import SpecSyntax
import SpecTestSupport
import XCTest

/// `LineIndex`: byte offsets ↔ line and column in UTF-8, UTF-16 and UTF-32 units.
final class LineIndexTests: XCTestCase {
    private func position(_ line: Int, _ character: Int) -> TextPosition {
        TextPosition(line: line, character: character)
    }

    func testASCIILines() {
        let index = LineIndex("ab\ncd\n")
        XCTAssertEqual(index.lineCount, 3)
        XCTAssertEqual(index.line(containing: 2), 0)
        XCTAssertEqual(index.line(containing: 3), 1)
        XCTAssertEqual(index.lineContentRange(0), 0..<2)
        XCTAssertEqual(index.lineContentRange(2), 6..<6)
        for encoding in PositionEncoding.allCases {
            XCTAssertEqual(index.position(of: 4, encoding: encoding), position(1, 1))
            XCTAssertEqual(index.offset(of: position(1, 1), encoding: encoding), 4)
            XCTAssertEqual(index.position(of: 6, encoding: encoding), position(2, 0))
        }
    }

    func testCRLFIsOneLineEnd() {
        let index = LineIndex("a\r\nb\r\n")
        XCTAssertEqual(index.lineCount, 3)
        XCTAssertEqual(index.lineContentRange(0), 0..<1)
        XCTAssertEqual(index.position(of: 3, encoding: .utf16), position(1, 0))
        // Between `\r` and `\n`: still the end of line 0.
        XCTAssertEqual(index.position(of: 2, encoding: .utf16), position(0, 1))
        XCTAssertEqual(index.offset(of: position(0, 5), encoding: .utf16), 1)
        XCTAssertEqual(index.offset(of: position(1, 1), encoding: .utf8), 4)
    }

    func testLoneCRIsALineEnd() {
        let index = LineIndex("a\rb\r\nc\nd")
        XCTAssertEqual(index.lineCount, 4)
        XCTAssertEqual(index.position(of: 2, encoding: .utf16), position(1, 0))
        XCTAssertEqual(index.position(of: 5, encoding: .utf16), position(2, 0))
        XCTAssertEqual(index.position(of: 7, encoding: .utf16), position(3, 0))
        XCTAssertEqual(index.offset(of: position(3, 1), encoding: .utf32), 8)
    }

    func testEmojiIsFourBytesAndTwoUTF16Units() {
        let index = LineIndex("x\na🎨b")
        // `b` is at byte 7: after "x\n" (2), "a" (1) and 🎨 (4).
        XCTAssertEqual(index.position(of: 7, encoding: .utf8), position(1, 5))
        XCTAssertEqual(index.position(of: 7, encoding: .utf16), position(1, 3))
        XCTAssertEqual(index.position(of: 7, encoding: .utf32), position(1, 2))
        XCTAssertEqual(index.offset(of: position(1, 3), encoding: .utf16), 7)
        XCTAssertEqual(index.offset(of: position(1, 2), encoding: .utf32), 7)
        // Inside the emoji (bytes or between its surrogates): the emoji's start.
        XCTAssertEqual(index.position(of: 5, encoding: .utf16), position(1, 1))
        XCTAssertEqual(index.offset(of: position(1, 2), encoding: .utf16), 3)
        XCTAssertEqual(index.offset(of: position(1, 3), encoding: .utf8), 3)
    }

    func testCombiningMarksCountPerScalar() {
        // "e" + U+0301 COMBINING ACUTE ACCENT (2 bytes) is one character but two scalars.
        let index = LineIndex("e\u{301}x")
        XCTAssertEqual(index.position(of: 3, encoding: .utf8), position(0, 3))
        XCTAssertEqual(index.position(of: 3, encoding: .utf16), position(0, 2))
        XCTAssertEqual(index.position(of: 3, encoding: .utf32), position(0, 2))
        XCTAssertEqual(index.offset(of: position(0, 1), encoding: .utf16), 1)
    }

    func testCJKIsThreeBytesAndOneUTF16Unit() {
        let index = LineIndex("\"中文\": 1")
        XCTAssertEqual(index.position(of: 7, encoding: .utf8), position(0, 7))
        XCTAssertEqual(index.position(of: 7, encoding: .utf16), position(0, 3))
        XCTAssertEqual(index.offset(of: position(0, 3), encoding: .utf16), 7)
    }

    func testRoundTripsAgainstSwiftStringCounts() {
        let text = "{\r\n  \"title\": \"Café 🎨 中文 e\u{301}\",\r  \"🇫🇷\": \"👩‍👩‍👧\"\n}\n"
        let bytes = Array(text.utf8)
        let index = LineIndex(text)
        var lineStart = 0
        var line = 0
        var offset = 0
        for scalar in text.unicodeScalars {
            // Between `\r` and `\n` is not a place in the text (testCRLFIsOneLineEnd covers it).
            let insideCRLF = offset > 0 && bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A
            let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
            let expected: [PositionEncoding: Int] = [
                .utf8: offset - lineStart, .utf16: prefix.utf16.count, .utf32: prefix.unicodeScalars.count
            ]
            for encoding in PositionEncoding.allCases where !insideCRLF {
                let converted = index.position(of: offset, encoding: encoding)
                XCTAssertEqual(converted, position(line, expected[encoding] ?? -1), "offset \(offset) \(encoding)")
                XCTAssertEqual(index.offset(of: converted, encoding: encoding), offset, "offset \(offset) \(encoding)")
            }
            offset += String(scalar).utf8.count
            let isCRBeforeLF = scalar == "\r" && offset < bytes.count && bytes[offset] == 0x0A
            if (scalar == "\n" || scalar == "\r") && !isCRBeforeLF {
                line += 1
                lineStart = offset
            }
        }
        XCTAssertEqual(index.lineCount, line + 1)
    }

    func testOutOfRangeInputIsClamped() {
        let index = LineIndex("ab\ncd")
        XCTAssertEqual(index.position(of: -3, encoding: .utf16), position(0, 0))
        XCTAssertEqual(index.position(of: 99, encoding: .utf16), position(1, 2))
        XCTAssertEqual(index.offset(of: position(-1, 4), encoding: .utf16), 0)
        XCTAssertEqual(index.offset(of: position(7, 0), encoding: .utf16), 5)
        XCTAssertEqual(index.offset(of: position(0, 99), encoding: .utf16), 2)
        XCTAssertEqual(index.offset(of: position(0, -2), encoding: .utf16), 0)
        XCTAssertEqual(index.offset(of: position(1, 99), encoding: .utf32), 5)
        XCTAssertEqual(index.line(containing: -1), 0)
        XCTAssertEqual(index.line(containing: 50), 1)
        XCTAssertEqual(index.lineContentRange(9), 3..<5)
    }

    func testEmptyDocumentAndTrailingNewline() {
        let empty = LineIndex("")
        XCTAssertEqual(empty.lineCount, 1)
        XCTAssertEqual(empty.position(of: 0, encoding: .utf16), position(0, 0))
        XCTAssertEqual(empty.offset(of: position(3, 3), encoding: .utf16), 0)
        let trailing = LineIndex("a🎨\n")
        XCTAssertEqual(trailing.lineCount, 2)
        XCTAssertEqual(trailing.position(of: 6, encoding: .utf16), position(1, 0))
        XCTAssertEqual(trailing.position(of: 5, encoding: .utf16), position(0, 3))
    }

    func testInvalidBytesCountAsOneUnitEach() {
        let index = LineIndex(bytes: [0x61, 0xFF, 0xE2, 0x82, 0x62])
        XCTAssertEqual(index.position(of: 4, encoding: .utf16), position(0, 4))
        XCTAssertEqual(index.position(of: 4, encoding: .utf32), position(0, 4))
        XCTAssertEqual(index.offset(of: position(0, 2), encoding: .utf16), 2)
    }

    func testPositionDescription() {
        XCTAssertEqual(position(3, 14).description, "3:14")
        XCTAssertEqual(PositionEncoding.utf16.rawValue, "utf-16")
    }
}

/// A sweep converts offsets in any order to the positions `position(of:encoding:)` gives.
final class LineIndexPositionSweepTests: XCTestCase {
    func testSweepsEqualSinglePositions() {
        var generator = SplitMix64(seed: 0x5EE9)
        let lines = ["", "a", "é中", "😀x", "\r", "plain ascii line", "\t\"q\""]
        var text: [UInt8] = []
        for _ in 0..<200 {
            text += Array(lines[Int(generator.next() % UInt64(lines.count))].utf8)
            text += Array(["\n", "\r\n", "\r"][Int(generator.next() % 3)].utf8)
        }
        text += [0xFF, 0x41]  // a stray byte counts as one unit
        let index = LineIndex(bytes: text)
        for encoding in PositionEncoding.allCases {
            var offsets = (0..<2_000).map { _ in Int(generator.next() % UInt64(text.count + 20)) - 5 }
            offsets[..<1_500].sort()  // mostly increasing, as a document's findings are, then anything
            var sweep = LineIndex.PositionSweep(lineIndex: index, encoding: encoding)
            for offset in offsets {
                XCTAssertEqual(sweep.position(of: offset), index.position(of: offset, encoding: encoding), "\(encoding) \(offset)")
            }
        }
    }
}
