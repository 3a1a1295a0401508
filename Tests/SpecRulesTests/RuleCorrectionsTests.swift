import SpecModel
import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// Every rule's corrections are its fix tests: the preferred fix for the finding at `before`'s `↓`
/// marker turns `before` into `after` exactly, and the finding is gone. A rule whose triggering
/// examples produce a fix must have a correction.
final class RuleCorrectionsTests: XCTestCase {
    func testEveryCorrectionAppliesThePreferredFixAndTheFindingIsGone() {
        for rule in RuleRegistry.all {
            for correction in rule.description.corrections {
                assertCorrection(correction, of: rule)
            }
        }
    }

    func testEveryRuleWhoseExamplesOfferAFixHasACorrection() {
        for rule in RuleRegistry.all {
            let description = rule.description
            let fixing = description.triggeringExamples.filter { example in
                Self.diagnostics(of: rule, in: MarkedText(example.text).text).contains { $0.fix != nil }
            }
            if let example = fixing.first {
                XCTAssertFalse(
                    description.corrections.isEmpty, "\(description.id) offers a fix but has no correction", file: example.file,
                    line: example.line)
            }
        }
    }

    /// The checks themselves fail on a correction whose `after` is not what the fix makes.
    func testAWrongAfterIsReported() throws {
        let rule = MinTouchTargetRule.self
        let correction = try XCTUnwrap(rule.description.corrections.first)
        let wrong = RuleCorrection(correction.before, correction.before.replacingOccurrences(of: "↓", with: ""))
        XCTAssertFalse(Self.problems(with: wrong, of: rule).isEmpty)
        XCTAssertEqual(Self.problems(with: correction, of: rule), [])
    }

    private func assertCorrection(_ correction: RuleCorrection, of rule: any Rule.Type) {
        for problem in Self.problems(with: correction, of: rule) {
            XCTFail("\(rule.description.id): \(problem)", file: correction.file, line: correction.line)
        }
    }

    /// What is wrong with `correction` for `rule`; empty when it holds.
    static func problems(with correction: RuleCorrection, of rule: any Rule.Type) -> [String] {
        let id = rule.description.id
        let marked = MarkedText(correction.before)
        guard marked.violationOffsets.count == 1, let marker = marked.violationOffsets.first else {
            return ["a correction's `before` needs exactly one ↓ marker, found \(marked.violationOffsets.count)"]
        }
        for (name, text) in [("before", marked.text), ("after", correction.after)] {
            let syntaxErrors = SyntaxTree.parse(text).diagnostics.map(\.message)
            if !syntaxErrors.isEmpty { return ["`\(name)` has syntax errors: \(syntaxErrors)"] }
        }
        let before = diagnostics(of: rule, in: marked.text).filter { $0.code == id }
        guard let finding = before.first(where: { $0.range.lowerBound == marker }) else {
            return ["no finding at the ↓ marker; findings at \(before.map(\.range))"]
        }
        guard let fix = finding.fix else { return ["the finding at the ↓ marker has no preferred fix"] }
        let fixed = applying(fix, to: marked.text)
        guard fixed == correction.after else {
            return ["the fix \"\(fix.title)\" makes\n\(fixed)\ninstead of\n\(correction.after)"]
        }
        let place = offset(marker, after: fix)
        let after = diagnostics(of: rule, in: fixed).filter { $0.code == id }
        var problems: [String] = []
        if let left = after.first(where: { $0.range.lowerBound == place }) {
            problems.append("the finding is still there after the fix: \(left.message)")
        }
        if after.count >= before.count {
            problems.append("the fix left \(after.count) findings where there were \(before.count): \(after.map(\.message))")
        }
        return problems
    }

    private static func diagnostics(of rule: any Rule.Type, in text: String) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), configuration: RuleConfiguration(legacy: true), rules: [rule])
    }

    /// `text` with every edit of `fix` applied (UTF-8 byte range replacements, last first).
    private static func applying(_ fix: SuggestedFix, to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in fix.edits.reversed() where edit.range.upperBound <= bytes.count {
            bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where byte `offset` of the text before `fix` is in the text after it: shifted by the edits
    /// before it, or the start of the edit that covers it.
    private static func offset(_ offset: Int, after fix: SuggestedFix) -> Int {
        var shift = 0
        for edit in fix.edits {
            if edit.range.upperBound <= offset && !(edit.range.isEmpty && edit.range.lowerBound == offset) {
                shift += edit.newText.utf8.count - edit.range.count
            } else if edit.range.contains(offset) {
                return edit.range.lowerBound + shift
            }
        }
        return offset + shift
    }
}
