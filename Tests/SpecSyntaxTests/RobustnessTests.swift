import Foundation
import SpecSyntax
import SpecTestSupport
import XCTest

/// Hostile input: extreme nesting, bytes that are not UTF-8, NUL bytes, random garbage, huge files.
final class RobustnessTests: XCTestCase {
    // MARK: Nesting

    func testHundredThousandOpenBracketsGiveOneNestingDiagnostic() {
        let text = String(repeating: "[", count: 100_000)
        let tree = SyntaxTree.parse(text)
        let deep = tree.diagnostics.filter { $0.code == .nestingTooDeep }
        XCTAssertEqual(deep.count, 1)
        XCTAssertEqual(deep.first?.range, SyntaxTree.maximumNestingDepth..<(SyntaxTree.maximumNestingDepth + 1))
        XCTAssertEqual(tree.root?.kind, .array)
        assertWellFormed(tree)
    }

    func testHundredThousandNestedObjectsParseWithoutStackOverflow() {
        let depth = 100_000
        let text = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.nestingTooDeep])
        // The whole document is consumed: nothing is reported as trailing content.
        var node = tree.root
        var levels = 0
        while let object = node, object.kind == .object {
            levels += 1
            node = object["a"]
        }
        XCTAssertEqual(levels, SyntaxTree.maximumNestingDepth)
        XCTAssertEqual(node?.kind, .invalid)
        XCTAssertEqual(node?.range.upperBound, text.utf8.count - SyntaxTree.maximumNestingDepth)
        assertWellFormed(tree)
    }

    func testDeepDocumentParsesOnASmallStack() {
        let text = String(repeating: "[{\"a\":", count: 50_000)
        let result = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let tree = SyntaxTree.parse(text)
            let location = tree.location(at: text.utf8.count)
            result.set(tree.diagnostics.contains { $0.code == .nestingTooDeep } && location.path.components.count > 0)
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(result.value, true)
    }

    // MARK: Bytes that are not UTF-8 text

    func testInvalidUTF8IsReportedPerByteInsideAndOutsideStrings() {
        // {"a\u{FF}": "\u{C3}(" , \u{80} }
        let bytes: [UInt8] = [0x7B, 0x22, 0x61, 0xFF, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x2C, 0x80, 0x7D]
        let tree = SyntaxTree.parse(bytes: bytes)
        let invalid = tree.diagnostics.filter { $0.code == .invalidUTF8 }
        XCTAssertEqual(invalid.map(\.range), [3..<4, 7..<8, 11..<12])
        XCTAssertEqual(tree.root?.properties.count, 1)
        XCTAssertEqual(tree.root?.properties.first?.value?.stringValue, "\u{FFFD}(")
        assertWellFormed(tree)
    }

    func testOverlongFormsAndEncodedSurrogatesAreInvalidUTF8() {
        // "<E0 80 AF>" is an overlong `/`, "<ED A0 80>" an encoded surrogate, "<F4 90 80 80>" is above U+10FFFF.
        let bytes: [UInt8] = [
            0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x2C, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x2C, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D
        ]
        let tree = SyntaxTree.parse(bytes: bytes)
        let invalid = tree.diagnostics.filter { $0.code == .invalidUTF8 }.map(\.range.lowerBound)
        XCTAssertEqual(invalid, [2, 3, 4, 8, 9, 10, 14, 15, 16, 17])
        XCTAssertEqual(tree.root?.elements.count, 3)
        assertWellFormed(tree)
    }

    func testNULBytesAreReportedAndSkipped() {
        let bytes = Array("{\"a\":".utf8) + [0, 0, 0] + Array(" 1, \"b\": \"x".utf8) + [0] + Array("y\"}".utf8)
        let tree = SyntaxTree.parse(bytes: bytes)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.nulByte, .nulByte])
        XCTAssertEqual(tree.diagnostics.map(\.range), [5..<8, 19..<20])
        XCTAssertEqual(tree.root?["a"]?.numberValue, 1)
        XCTAssertEqual(tree.root?["b"]?.stringValue, "x\u{0}y")
    }

    func testUTF16FileGivesDiagnosticsNotACrash() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("{\"name\": \"App\"}".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let tree = SyntaxTree.parse(bytes: bytes)
        XCTAssertEqual(tree.diagnostics.first?.code, .invalidUTF8)
        XCTAssertEqual(tree.diagnostics.first?.range, 0..<2)
        XCTAssertTrue(tree.diagnostics.first?.message.contains("UTF-16") ?? false)
        XCTAssertTrue(tree.diagnostics.contains { $0.code == .nulByte })
        XCTAssertEqual(tree.root?.kind, .object)
        assertWellFormed(tree)
    }

    // MARK: Garbage

    func testSeededRandomInputsNeverBreakInvariants() {
        var generator = SplitMix64(seed: 0x5EED_D351_6E00)
        let alphabet = Array("{}[]:,\"\\/*tfn0123456789-+.eEaxu \n\r\t'".utf8) + [0, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]
        for _ in 0..<4_000 {
            let length = Int(generator.next() % 48)
            let bytes: [UInt8] = (0..<length).map { _ in
                let roll = generator.next()
                return roll % 8 == 0 ? UInt8(truncatingIfNeeded: roll >> 8) : alphabet[Int((roll >> 8) % UInt64(alphabet.count))]
            }
            let tree = SyntaxTree.parse(bytes: bytes)
            assertWellFormed(tree, input: bytes)
            let index = LineIndex(bytes: bytes)
            let offset = Int(generator.next() % UInt64(length + 1))
            let location = tree.location(at: offset)
            XCTAssertTrue(location.replaceRange.lowerBound >= 0 && location.replaceRange.upperBound <= bytes.count, "\(bytes)")
            for encoding in PositionEncoding.allCases {
                let position = index.position(of: offset, encoding: encoding)
                XCTAssertLessThanOrEqual(index.offset(of: position, encoding: encoding), offset, "\(bytes)")
            }
        }
    }

    func testSeededEditsOfAValidSpecNeverBreakInvariants() {
        let spec = Array(
            """
            {
              "name": "App", // comment
              "platforms": { "iOS": "17.0" },
              "colors": { "brand": { "light": "#FF0000", "dark": "#00FF00" } },
              "screens": [
                { "id": "home", "content": [ { "type": "button", "symbol": "star.fill", "title": "Go 🎨" } ] },
                /* block */ { "id": "x", "content": [ 1, true, null, -2.5e3, "\\u00e9" ], }
              ]
            }
            """.utf8)
        let insertions = ["{", "}", "[", "]", ":", ",", "\"", "\\", "/*", "//", "\n", "tr", "-", "é", "🎨"].map { Array($0.utf8) }
        var generator = SplitMix64(seed: 42)
        for round in 0..<1_500 {
            var bytes = spec
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                let position = Int(generator.next() % UInt64(bytes.count + 1))
                if generator.next() % 2 == 0 {
                    let length = min(bytes.count - position, Int(generator.next() % 12))
                    bytes.removeSubrange(position..<(position + length))
                } else {
                    bytes.insert(contentsOf: insertions[Int(generator.next() % UInt64(insertions.count))], at: position)
                }
            }
            let tree = SyntaxTree.parse(bytes: bytes)
            assertWellFormed(tree, input: bytes)
            let offset = Int(generator.next() % UInt64(bytes.count + 1))
            let location = tree.location(at: offset)
            XCTAssertTrue(location.replaceRange.lowerBound >= 0 && location.replaceRange.upperBound <= bytes.count, "round \(round)")
            if let node = location.node {
                XCTAssertTrue(node.range.lowerBound <= offset && offset <= node.range.upperBound, "round \(round)")
            }
        }
    }

    // MARK: Size

    func testFiftyMegabyteDocumentParses() {
        let screen = Array(
            """
            {
              "id": "screen", "title": "Recipes \\u00e9 🎨", // a comment
              "content": [
                { "type": "button", "title": "Add", "symbol": "plus", "minHeight": 44, "enabled": true },
                { "type": "text", "text": "Hello", "font": { "textStyle": "body" }, "color": null }
              ]
            },

            """.utf8)
        let header = Array("{\"name\": \"Big\", \"screens\": [\n".utf8)
        let count = 50_000_000 / screen.count + 1
        var bytes = header
        bytes.reserveCapacity(header.count + count * screen.count + 3)
        for _ in 0..<count { bytes.append(contentsOf: screen) }
        bytes.append(contentsOf: Array("]}\n".utf8))
        XCTAssertGreaterThan(bytes.count, 50_000_000)

        let start = Date()
        let tree = SyntaxTree.parse(bytes: bytes)
        let elapsed = Date().timeIntervalSince(start)
        print("50 MB parse: \(String(format: "%.2f", elapsed)) s, \(tree.nodeCount) nodes")
        XCTAssertEqual(tree.diagnostics, [])
        XCTAssertEqual(tree.comments.count, count)
        let screens = tree.root?["screens"]
        XCTAssertEqual(screens?.childCount, count)
        XCTAssertEqual(screens?.elements.last?["content"]?.elements.first?["symbol"]?.stringValue, "plus")

        let index = LineIndex(bytes: bytes)
        // One line for the header, seven per screen, one for the closing brackets, and the empty last line.
        XCTAssertEqual(index.lineCount, 1 + count * 7 + 2)
        XCTAssertEqual(index.position(of: bytes.count, encoding: .utf16), TextPosition(line: count * 7 + 2, character: 0))
    }

    // MARK: Helpers

    /// Checks every range is inside the document and every parent/child link agrees.
    private func assertWellFormed(_ tree: SyntaxTree, input: [UInt8]? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let count = tree.bytes.count
        let context = input.map { "input \($0)" } ?? ""
        for diagnostic in tree.diagnostics {
            XCTAssertTrue(
                diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= count, "\(diagnostic) \(context)", file: file, line: line
            )
        }
        XCTAssertTrue(
            tree.diagnostics.map(\.range.lowerBound) == tree.diagnostics.map(\.range.lowerBound).sorted(), context, file: file, line: line)
        for comment in tree.comments {
            XCTAssertTrue(comment.range.lowerBound >= 0 && comment.range.upperBound <= count, context, file: file, line: line)
        }
        guard let root = tree.root else { return }
        XCTAssertNil(root.parent, file: file, line: line)
        var stack = [root]
        var visited = 0
        while let node = stack.popLast() {
            visited += 1
            XCTAssertTrue(node.range.lowerBound >= 0 && node.range.upperBound <= count, "\(node.range) \(context)", file: file, line: line)
            for child in node.children {
                XCTAssertEqual(child.parent, node, context, file: file, line: line)
                XCTAssertTrue(
                    child.range.lowerBound >= node.range.lowerBound && child.range.upperBound <= node.range.upperBound,
                    "child \(child.range) of \(node.range) \(context)", file: file, line: line)
                stack.append(child)
            }
            _ = node.stringValue
            _ = node.numberValue
            _ = node.path
        }
        XCTAssertEqual(visited, tree.nodeCount, context, file: file, line: line)
    }
}

/// A value set on another thread and read after it signalled.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool?

    func set(_ value: Bool) {
        lock.lock()
        stored = value
        lock.unlock()
    }

    var value: Bool? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
