import SpecModel
import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// Every rule's examples are its tests: triggering examples must produce violations exactly at
/// their `↓` markers, non-triggering ones none — also after a prefix of multi-byte text shifts
/// every offset (catching byte/character confusions).
final class RuleExamplesTests: XCTestCase {
    /// A member inserted after the document's first `{`: emoji and other non-BMP text, 2- and 3-byte characters.
    static let multibytePrefix = "\n  \"name\": \"Café ☕️ 𝄞 🎨 — Überblick\","

    func testTriggeringExamplesReportExactlyAtMarkers() {
        for rule in RuleRegistry.all {
            let description = rule.description
            for example in description.triggeringExamples {
                let marked = MarkedText(example.text)
                XCTAssertFalse(
                    marked.violationOffsets.isEmpty, "\(description.id): a triggering example needs ↓ markers", file: example.file,
                    line: example.line)
                assertViolations(of: rule, in: marked.text, at: marked.violationOffsets, example: example)
                let (shifted, offsets) = Self.withMultibytePrefix(marked.text, offsets: marked.violationOffsets)
                assertViolations(of: rule, in: shifted, at: offsets, example: example, note: " (with multi-byte prefix)")
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() {
        for rule in RuleRegistry.all {
            let description = rule.description
            for example in description.nonTriggeringExamples {
                let marked = MarkedText(example.text)
                XCTAssertTrue(
                    marked.violationOffsets.isEmpty, "\(description.id): a non-triggering example has ↓ markers", file: example.file,
                    line: example.line)
                assertViolations(of: rule, in: marked.text, at: [], example: example)
                let (shifted, _) = Self.withMultibytePrefix(marked.text, offsets: [])
                assertViolations(of: rule, in: shifted, at: [], example: example, note: " (with multi-byte prefix)")
            }
        }
    }

    func testEveryRuleHasBothKindsOfExamples() {
        for description in RuleRegistry.descriptions {
            XCTAssertFalse(description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
        }
    }

    private func assertViolations(of rule: any Rule.Type, in text: String, at expected: [Int], example: RuleExample, note: String = "") {
        let id = rule.description.id
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(
            tree.diagnostics.map(\.message), [], "\(id): example has syntax errors\(note)", file: example.file, line: example.line)
        let diagnostics = RuleEngine.run(DesignSpec(tree: tree), configuration: RuleConfiguration(legacy: true), rules: [rule])
        XCTAssertEqual(
            diagnostics.map(\.range.lowerBound).sorted(), expected.sorted(),
            "\(id)\(note): violations at \(diagnostics.map { "\($0.range): \($0.message)" })", file: example.file, line: example.line)
        for diagnostic in diagnostics {
            XCTAssertEqual(diagnostic.code, id, file: example.file, line: example.line)
            XCTAssertFalse(diagnostic.message.isEmpty, file: example.file, line: example.line)
            XCTAssertTrue(
                diagnostic.range.upperBound <= tree.bytes.count && !diagnostic.range.isEmpty, "\(id): bad range \(diagnostic.range)",
                file: example.file, line: example.line)
            if let fix = diagnostic.fix {
                XCTAssertTrue(
                    fix.range.upperBound <= tree.bytes.count, "\(id): fix range out of bounds", file: example.file, line: example.line)
            }
        }
    }

    /// Inserts `multibytePrefix` after the first `{` and shifts `offsets` past it.
    static func withMultibytePrefix(_ text: String, offsets: [Int]) -> (String, [Int]) {
        let bytes = Array(text.utf8)
        guard let brace = bytes.firstIndex(of: UInt8(ascii: "{")) else { return (text, offsets) }
        let insertion = Array(multibytePrefix.utf8)
        let hasOtherMembers = bytes[(brace + 1)...].contains {
            !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == UInt8(ascii: "}"))
        }
        let inserted = hasOtherMembers ? insertion : Array(insertion.dropLast())
        let result = Array(bytes[...brace]) + inserted + Array(bytes[(brace + 1)...])
        return (String(decoding: result, as: UTF8.self), offsets.map { $0 > brace ? $0 + inserted.count : $0 })
    }
}
