import Foundation
import XCTest

/// Fixtures in files: no test holds a long multi-line string literal; a spec, an expected output or a
/// token file of more than `maximumLineBreaks` lines lives in its target's `Fixtures` folder and is read
/// with `TestFixtures` (docs/contributing/testing.md, "Fixtures in files").
final class FixturesInFilesPolicyTests: XCTestCase {
    /// The most line breaks a multi-line literal may hold between its delimiters: at most 11 lines
    /// below the opening `"""`, the closing one counted (10 lines of text).
    static let maximumLineBreaks = 11

    /// Literals that stay in Swift because the bytes in the source are the point, keyed by the file
    /// (relative to `Tests`) and the trimmed line that opens the literal, with the reason. Empty today.
    static let allowlist: [AllowedLiteral: String] = [:]

    /// The package's `Tests` folder, found from this file.
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    func testNoTestHoldsALongMultiLineLiteral() throws {
        let names = try FileManager.default.subpathsOfDirectory(atPath: Self.tests.path).filter { $0.hasSuffix(".swift") }.sorted()
        // The scan must see the tests, or the policy would pass on nothing.
        XCTAssertGreaterThan(names.count, 100)
        XCTAssertTrue(names.contains("SpecFoundationTests/FixturesInFilesPolicyTests.swift"))
        var found: [String] = []
        var allowedSeen: Set<AllowedLiteral> = []
        for name in names {
            let text = try String(contentsOf: Self.tests.appendingPathComponent(name), encoding: .utf8)
            for literal in Self.longLiterals(in: text, file: name) {
                if Self.allowlist[literal.key] != nil {
                    allowedSeen.insert(literal.key)
                } else {
                    found.append("Tests/\(name):\(literal.line): a literal of \(literal.lineBreaks) lines")
                }
            }
        }
        XCTAssertEqual(
            found, [],
            "move it to the target's Fixtures folder and read it with TestFixtures (docs/contributing/testing.md, \"Fixtures in files\")")
        XCTAssertEqual(Set(Self.allowlist.keys).subtracting(allowedSeen), [], "allowlist entries that match no long literal: remove them")
    }

    /// The multi-line literals of `text` (the source of `file`) longer than the limit, each with the
    /// allowlist key that would let it stay.
    private static func longLiterals(in text: String, file: String) -> [(key: AllowedLiteral, line: Int, lineBreaks: Int)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return MultiLineLiteralScanner.literals(in: text).filter { $0.lineBreaks > maximumLineBreaks }.map { literal in
            let opening = lines[literal.line - 1].trimmingCharacters(in: .whitespaces)
            return (AllowedLiteral(file: file, opening: opening), literal.line, literal.lineBreaks)
        }
    }

    // MARK: The scanner, on synthetic sources (built here so this file holds no literal of their length)

    private static let quotes = String(repeating: "\"", count: 3)

    /// A source with one `let` of a multi-line literal holding `lineBreaks` line breaks, opened and
    /// closed with `hashes` pound signs, on line 3.
    private func source(lineBreaks: Int, hashes: Int = 0, body: (Int) -> String = { "  line \($0)" }) -> String {
        let pounds = String(repeating: "#", count: hashes)
        let bodyLines = (1..<lineBreaks).map(body)
        return (["import Foundation", "", "let text = \(pounds)\(Self.quotes)"] + bodyLines + ["\(Self.quotes)\(pounds)", "print(text)"])
            .joined(separator: "\n")
    }

    func testTheScannerCountsTheLineBreaksOfEachLiteralAndWhereItOpens() {
        XCTAssertEqual(MultiLineLiteralScanner.literals(in: source(lineBreaks: 12)), [.init(line: 3, lineBreaks: 12)])
        XCTAssertEqual(MultiLineLiteralScanner.literals(in: source(lineBreaks: 11)), [.init(line: 3, lineBreaks: 11)])
        XCTAssertEqual(MultiLineLiteralScanner.literals(in: source(lineBreaks: 2, hashes: 2)), [.init(line: 3, lineBreaks: 2)])
        let two = source(lineBreaks: 4) + "\n" + source(lineBreaks: 13)
        XCTAssertEqual(MultiLineLiteralScanner.literals(in: two).map(\.lineBreaks), [4, 13])
        XCTAssertEqual(MultiLineLiteralScanner.literals(in: two).map(\.line), [3, 8 + 3])
    }

    func testTheLimitFindsATwelveLineLiteralAndNotAnElevenLineOne() {
        let long = Self.longLiterals(in: source(lineBreaks: 12), file: "SomeTests/LongTests.swift")
        XCTAssertEqual(long.map(\.line), [3])
        XCTAssertEqual(long.map(\.key), [AllowedLiteral(file: "SomeTests/LongTests.swift", opening: "let text = \(Self.quotes)")])
        XCTAssertEqual(Self.longLiterals(in: source(lineBreaks: 11), file: "SomeTests/ShortTests.swift").count, 0)
    }

    func testQuotesInsideARawLiteralDoNotCloseIt() {
        // Inside #"""…"""#, a bare """ is text; only """# closes it, so this is one literal of 12 lines.
        let raw = source(lineBreaks: 12, hashes: 1) { $0 == 5 ? "  \(Self.quotes) not the end" : "  line \($0)" }
        XCTAssertEqual(MultiLineLiteralScanner.literals(in: raw), [.init(line: 3, lineBreaks: 12)])
    }

    func testEscapesInterpolationsCommentsAndOneLineStringsAreNotLiterals() {
        let lines = [
            "// \(Self.quotes) in a comment",
            "/* \(Self.quotes) in a /* nested */ block comment */",
            "let a = \"\\\"\\\"\\\" escaped quotes\", b = #\"\"\"# + \"x\"",
            "let c = \(Self.quotes)",
            "  text with \\(f(\")\")) and \\\"\\\"\\\" and \\\\",
            "  more",
            "  \(Self.quotes)",
            "let d = 1",
        ]
        XCTAssertEqual(MultiLineLiteralScanner.literals(in: lines.joined(separator: "\n")), [.init(line: 4, lineBreaks: 3)])
    }

    func testAnUnterminatedLiteralEndsTheScanWithoutFailing() {
        XCTAssertEqual(MultiLineLiteralScanner.literals(in: "let x = \(Self.quotes)\n  a\n  b"), [.init(line: 1, lineBreaks: 2)])
        XCTAssertEqual(MultiLineLiteralScanner.literals(in: "let x = \"abc"), [])
    }
}

/// A long literal allowed to stay in Swift: its file (relative to `Tests`) and its opening line, trimmed.
struct AllowedLiteral: Hashable {
    let file: String
    let opening: String
}

/// Finds the multi-line string literals (`"""`, `#"""`, …) of a Swift source, skipping comments,
/// one-line strings, escapes and interpolations.
enum MultiLineLiteralScanner {
    /// A multi-line literal: the line its opening delimiter is on (from 1) and the line breaks
    /// between its delimiters.
    struct Literal: Equatable {
        let line: Int
        let lineBreaks: Int
    }

    static func literals(in source: String) -> [Literal] {
        var scan = Scan(bytes: Array(source.utf8))
        scan.code(untilClosingParenthesis: false)
        return scan.found
    }

    private struct Scan {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var found: [Literal] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        private func byte(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private func starts(with text: String, at offset: Int = 0) -> Bool {
            let pattern = Array(text.utf8)
            guard index + offset + pattern.count <= bytes.count else { return false }
            return Array(bytes[(index + offset)..<(index + offset + pattern.count)]) == pattern
        }

        private mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }

        /// Code, up to the end or (inside an interpolation) the parenthesis closing it.
        mutating func code(untilClosingParenthesis: Bool) {
            var depth = 0
            while let current = byte() {
                if starts(with: "//") {
                    while let next = byte(), next != UInt8(ascii: "\n") { advance() }
                } else if starts(with: "/*") {
                    blockComment()
                } else if current == UInt8(ascii: "#") || current == UInt8(ascii: "\"") {
                    var hashes = 0
                    while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if byte(hashes) == UInt8(ascii: "\"") {
                        advance(hashes)
                        string(hashes: hashes)
                    } else {
                        advance(max(hashes, 1))
                    }
                } else if current == UInt8(ascii: "(") {
                    depth += 1
                    advance()
                } else if current == UInt8(ascii: ")") {
                    advance()
                    if untilClosingParenthesis && depth == 0 { return }
                    depth -= 1
                } else {
                    advance()
                }
            }
        }

        private mutating func blockComment() {
            var depth = 0
            while byte() != nil {
                if starts(with: "/*") {
                    depth += 1
                    advance(2)
                } else if starts(with: "*/") {
                    depth -= 1
                    advance(2)
                    if depth == 0 { return }
                } else {
                    advance()
                }
            }
        }

        /// Whether only spaces or tabs follow the `count` bytes at `index` on this line (so `"""` opens a
        /// multi-line literal, and `#"""#` is a one-line string of one quote).
        private func restOfLineIsBlank(after count: Int) -> Bool {
            var offset = count
            while let next = byte(offset), next != UInt8(ascii: "\n") {
                guard next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") else { return false }
                offset += 1
            }
            return true
        }

        /// A string literal opening at `index` (its pound signs already passed).
        private mutating func string(hashes: Int) {
            let pounds = String(repeating: "#", count: hashes)
            let multiLine = starts(with: "\"\"\"") && restOfLineIsBlank(after: 3)
            let closing = (multiLine ? "\"\"\"" : "\"") + pounds
            let escape = "\\" + pounds
            let openingLine = line
            advance(multiLine ? 3 : 1)
            while let current = byte() {
                if starts(with: closing) {
                    advance(closing.utf8.count)
                    if multiLine { found.append(Literal(line: openingLine, lineBreaks: line - openingLine)) }
                    return
                } else if starts(with: escape) {
                    advance(escape.utf8.count)
                    if byte() == UInt8(ascii: "(") {
                        advance()
                        code(untilClosingParenthesis: true)
                    } else {
                        advance()
                    }
                } else if current == UInt8(ascii: "\n") && !multiLine {
                    return  // an unterminated one-line string: the compiler's problem, not the scan's
                } else {
                    advance()
                }
            }
            if multiLine { found.append(Literal(line: openingLine, lineBreaks: line - openingLine)) }
        }
    }
}
