import Foundation
import XCTest

/// A broken `.designspec.json` fails closed: `check` stops with exit 2 instead of checking with the
/// setting silently dropped, unless `--ignore-invalid-config`; `config` exits 2 on a missing folder
/// and honours `--root` (issue 25, items 7 and 8).
final class SecurityConfigurationTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try CLITestSupport.temporaryDirectory()
        // A spec with a warning only: `"strict": true` would make it fail.
        try Data(#"{ "name": "A", "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Hi" } ] } ] }"#.utf8)
            .write(to: root.appendingPathComponent("a.design.json"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func configure(_ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(".designspec.json"))
    }

    func testAValueOfTheWrongKindFailsTheCheck() throws {
        try configure(#"{ "strict": "yes" }"#)
        let result = try CLITestSupport.runBinary(["check", "."], in: root)
        XCTAssertEqual(result.exitCode, 2, result.standardOutput)
        XCTAssertEqual(result.standardOutput, "", "no report, no \"No problems found\"")
        XCTAssertTrue(result.standardError.contains(#".designspec.json:1:13: error: "strict" is true or false."#), result.standardError)
        XCTAssertTrue(result.standardError.contains("--ignore-invalid-config"), result.standardError)
        let ignoring = try CLITestSupport.runBinary(["check", "--ignore-invalid-config", "."], in: root)
        XCTAssertNotEqual(ignoring.exitCode, 2, ignoring.standardError)
        XCTAssertTrue(ignoring.standardError.contains(#""strict" is true or false."#), "still printed: \(ignoring.standardError)")
    }

    func testPreviewPrintsTheConfigurationsErrors() throws {
        try configure(#"{ "strict": "yes" }"#)
        let out = root.appendingPathComponent("pages")
        let result = try CLITestSupport.runBinary(["preview", "--out", out.path, "."], in: root)
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertTrue(result.standardError.contains(#".designspec.json:1:13: error: "strict" is true or false."#), result.standardError)
    }

    func testAnUnknownRuleIdOrKeyFailsTheCheckWithASuggestion() throws {
        try configure(#"{ "rules": { "min-touch-targt": "off" } }"#)
        let rule = try CLITestSupport.runBinary(["check", "a.design.json"], in: root)
        XCTAssertEqual(rule.exitCode, 2, rule.standardOutput)
        XCTAssertTrue(rule.standardError.contains(#"Unknown rule "min-touch-targt"; did you mean "min-touch-target"?"#), rule.standardError)
        let config = try CLITestSupport.runBinary(["config"], in: root)
        XCTAssertEqual(config.exitCode, 2)
        XCTAssertFalse(config.standardOutput.contains("min-touch-targt"), "not listed as in effect: \(config.standardOutput)")

        try configure(#"{ "stritc": true }"#)
        let key = try CLITestSupport.runBinary(["check", "."], in: root)
        XCTAssertEqual(key.exitCode, 2, key.standardOutput)
        XCTAssertTrue(key.standardError.contains(#"error: Unknown setting "stritc"; did you mean "strict"?"#), key.standardError)
    }

    func testConfigFailsOnAMissingFolderAndReadsTheRootItIsGiven() throws {
        let missing = try CLITestSupport.runBinary(["config", "no-such-dir"], in: root)
        XCTAssertEqual(missing.exitCode, 2, missing.standardOutput)
        XCTAssertTrue(missing.standardError.contains("no-such-dir: not a folder"), missing.standardError)
        XCTAssertEqual(try CLITestSupport.runBinary(["config", "--root", "no-such-dir"], in: root).exitCode, 2)

        try configure(#"{ "strict": true }"#)
        let elsewhere = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let given = try CLITestSupport.runBinary(["config", "--root", root.path], in: elsewhere)
        XCTAssertEqual(given.exitCode, 0, given.standardError)
        XCTAssertTrue(given.standardOutput.contains("strict: true (.designspec.json)"), given.standardOutput)
    }
}
