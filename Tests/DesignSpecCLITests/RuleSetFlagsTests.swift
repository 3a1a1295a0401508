import Foundation
import SpecAnalysis
import SpecRules
import XCTest

/// `check --legacy` turns on the rules resting only on the 2015 iOS HIG or the unofficial summary, and
/// names their source; `check --strict` reports warnings as errors.
final class RuleSetFlagsTests: XCTestCase {
    private func withSpec(_ body: (String) throws -> Void) throws {
        let directory = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("t.design.json").path
        let spec = """
            { "name": "T", "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [
              { "type": "alert", "message": "The file was deleted.", "actions": [ { "title": "OK" }, { "title": "Undo" } ] },
              { "type": "text", "text": "Hello", "symbol": "plus.circle" } ] } ] }
            """
        try Data(spec.utf8).write(to: URL(fileURLWithPath: file))
        try body(file)
    }

    func testLegacyRuleSetIsOffByDefaultAndNamesItsSource() throws {
        try withSpec { file in
            let plain = CLITestSupport.runInProcess(["check", "--format", "json", file])
            XCTAssertFalse(plain.standardOutput.contains("alert-title-required"), plain.standardOutput)
            let legacy = CLITestSupport.runInProcess(["check", file, "--legacy"])
            XCTAssertTrue(
                legacy.standardOutput.contains("(source: iOS HIG, 2015 (legacy rule set)) [alert-title-required]"), legacy.standardOutput)
        }
    }

    func testStrictReportsEveryWarningAsAnError() throws {
        try withSpec { file in
            let plain = CLITestSupport.runInProcess(["check", "--legacy", "--no-summary", file])
            let warnings = plain.standardOutput.split(separator: "\n").filter { $0.contains(": warning: ") }
            XCTAssertFalse(warnings.isEmpty, "the spec needs a warning to raise: \(plain.standardOutput)")
            let strict = CLITestSupport.runInProcess(["check", "--legacy", "--strict", "--no-summary", file])
            let raised = warnings.map { $0.replacingOccurrences(of: ": warning: ", with: ": error: ") }
            for line in raised {
                XCTAssertTrue(strict.standardOutput.contains(line), "\(line) in \(strict.standardOutput)")
            }
            XCTAssertFalse(strict.standardOutput.contains(": warning: "), strict.standardOutput)
            XCTAssertEqual(strict.exitCode, 1)
        }
    }
}

/// `explain` answers for every code the tool can report: rules with their quote and the severity
/// table, other codes with their paragraph and example.
final class ExplainEveryCodeTests: XCTestCase {
    func testExplainWorksForEveryCode() {
        for code in DiagnosticCodeDocumentation.everyCode {
            let result = CLITestSupport.runInProcess(["explain", code])
            XCTAssertEqual(result.exitCode, 0, "\(code): \(result.standardError)")
            XCTAssertTrue(result.standardOutput.hasPrefix("\(code): "), result.standardOutput)
            XCTAssertTrue(result.standardOutput.contains("Example") || result.standardOutput.contains("Quote"), result.standardOutput)
        }
    }

    func testARuleShowsItsQuoteAndTheSeverityTable() {
        let result = CLITestSupport.runInProcess(["explain", "alert-title-required"])
        XCTAssertTrue(result.standardOutput.contains("Quote\n"), result.standardOutput)
        for row in SeverityPolicy.table {
            XCTAssertTrue(result.standardOutput.contains("  \(row.severity) "), "\(row.severity) in \(result.standardOutput)")
        }
    }

    func testAnUnknownCodeSuggestsTheClosest() {
        let result = CLITestSupport.runInProcess(["explain", "import/missing-fil"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.standardError.contains("did you mean 'import/missing-file'"), result.standardError)
    }
}
