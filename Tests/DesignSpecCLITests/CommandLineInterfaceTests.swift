import Foundation
import SpecFoundation
import SpecModel
import SpecRules
import SpecSyntax
import XCTest

@testable import DesignSpecCLI

/// The subcommands run in-process with a captured console.
final class CommandLineInterfaceTests: XCTestCase {
    func testVersionAndHelpEverywhere() {
        for arguments in [["--version"], ["check", "--version"], ["rules", "--version"]] {
            let result = CLITestSupport.runInProcess(arguments)
            XCTAssertEqual(result.exitCode, 0, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "designspec \(DesignSpecVersion.current)\n", "\(arguments)")
        }
        let top = CLITestSupport.runInProcess(["--help"])
        XCTAssertEqual(top.exitCode, 0)
        XCTAssertTrue(top.standardOutput.contains("COMMANDS:"))
        for command in HelpText.commands {
            let result = CLITestSupport.runInProcess([command, "--help"])
            XCTAssertEqual(result.exitCode, 0, command)
            XCTAssertTrue(result.standardOutput.contains("USAGE: designspec \(command)"), command)
            XCTAssertEqual(CLITestSupport.runInProcess(["help", command]).standardOutput, result.standardOutput, command)
        }
        XCTAssertTrue(CLITestSupport.runInProcess(["check", "-h"]).standardOutput.contains("UTF-8 bytes"))
    }

    func testUsageErrorsExitTwoWithUsageOnStandardError() {
        let cases: [[String]] = [
            [], ["chek"], ["--verbose"], ["check"], ["check", "--bogus", "x"], ["explain"], ["explain", "nope"], ["help", "nope"],
            ["rules", "--format", "sarif"], ["schemas"], ["lsp", "extra"]
        ]
        for arguments in cases {
            let result = CLITestSupport.runInProcess(arguments)
            XCTAssertEqual(result.exitCode, 2, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
            XCTAssertTrue(result.standardError.contains("usage: designspec"), "\(arguments): \(result.standardError)")
        }
        XCTAssertTrue(CLITestSupport.runInProcess(["chek"]).standardError.contains("did you mean 'check'?"))
    }

    func testRulesListsEveryRuleGroupedByCategory() throws {
        let text = CLITestSupport.runInProcess(["rules"]).standardOutput
        for description in RuleRegistry.descriptions {
            XCTAssertTrue(text.contains("  \(description.id) "), description.id)
        }
        for category in Set(RuleRegistry.descriptions.map(\.category)) {
            XCTAssertTrue(text.contains("\(category.title) (\(category.rawValue))"), category.rawValue)
        }
        let json = CLITestSupport.runInProcess(["rules", "--format", "json"]).standardOutput
        XCTAssertEqual(json, RuleSetDocument.json(version: DesignSpecVersion.current))
        XCTAssertEqual(try JSONValue.parse(json)["ruleCount"], .int(RuleRegistry.descriptions.count))
    }

    func testExplainPrintsRationaleLinksAndHIGText() throws {
        let result = CLITestSupport.runInProcess(["explain", "min-touch-target"])
        XCTAssertEqual(result.exitCode, 0)
        let rule = try XCTUnwrap(RuleRegistry.description(of: "min-touch-target"))
        XCTAssertTrue(result.standardOutput.hasPrefix("min-touch-target: \(rule.title)\n"))
        XCTAssertTrue(result.standardOutput.contains(rule.higURL))
        XCTAssertTrue(result.standardOutput.contains("Default severity: \(rule.defaultSeverity.rawValue)"))
        let words = rule.rationale.split(separator: " ").prefix(6).joined(separator: " ")
        XCTAssertTrue(result.standardOutput.replacingOccurrences(of: "\n", with: " ").contains(words))
        // The HIG section's own text follows the links.
        XCTAssertTrue(result.standardOutput.contains(" › "), result.standardOutput)
    }

    func testSchemasWriteThenCheck() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("Schemas").path
        XCTAssertEqual(CLITestSupport.runInProcess(["schemas", "--check", target]).exitCode, 1, "missing files are stale")
        XCTAssertEqual(CLITestSupport.runInProcess(["schemas", "--write", target]).exitCode, 0)
        let written = try String(contentsOfFile: target + "/rules.json", encoding: .utf8)
        XCTAssertEqual(written, RuleSetDocument.json(version: DesignSpecVersion.current))
        XCTAssertTrue(FileManager.default.fileExists(atPath: target + "/design-spec.schema.json"))
        XCTAssertEqual(CLITestSupport.runInProcess(["schemas", "--check", target]).exitCode, 0)
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: target + "/design-spec.schema.json"))
        let stale = CLITestSupport.runInProcess(["schemas", "--check", target])
        XCTAssertEqual(stale.exitCode, 1)
        XCTAssertTrue(stale.standardOutput.contains("design-spec.schema.json is out of date"))
    }

    func testCheckFindsSpecsInDirectoriesSkipsBuildFoldersAndSortsPaths() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        for folder in ["b", "a/deeper", ".build", ".git", "node_modules"] {
            try manager.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let broken = Data("{ \"name\": ".utf8)
        for file in [
            "b/z.design.json", "a/deeper/y.design.jsonc", "a/x.design.json", ".build/s.design.json", ".git/s.design.json",
            "node_modules/s.design.json"
        ] {
            try broken.write(to: directory.appendingPathComponent(file))
        }
        try Data("{ not a spec".utf8).write(to: directory.appendingPathComponent("a/notes.json"))
        let found = SpecFileFinder().find([directory.path])
        XCTAssertEqual(found.problems, [])
        XCTAssertEqual(found.files, ["a/deeper/y.design.jsonc", "a/x.design.json", "b/z.design.json"].map { directory.path + "/" + $0 })
        let explicit = SpecFileFinder().find([
            directory.appendingPathComponent("a/notes.json").path, directory.appendingPathComponent("a/notes.json").path
        ])
        XCTAssertEqual(explicit.files.count, 1, "a named file is checked whatever its name, once")
        let result = CLITestSupport.runInProcess(["check", "--no-summary", directory.path])
        XCTAssertEqual(result.exitCode, 1)
        let paths = result.standardOutput.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        XCTAssertEqual(paths, paths.sorted())
        XCTAssertEqual(Set(paths).count, 3)
    }

    func testCheckRuleOverrideChangesSeverityAndExitCode() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("t.design.json").path
        let spec = """
            { "name": "T", "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [
              { "type": "button", "title": "Go", "width": 10, "height": 10 } ] } ] }
            """
        try Data(spec.utf8).write(to: URL(fileURLWithPath: file))
        // "Strive to meet the recommended minimum control size …": information, which does not fail the check.
        let plain = CLITestSupport.runInProcess(["check", file])
        XCTAssertEqual(plain.exitCode, 0, plain.standardOutput)
        XCTAssertTrue(
            plain.standardOutput.contains("[min-touch-target]") && !plain.standardOutput.contains("error: "), plain.standardOutput)
        let raised = CLITestSupport.runInProcess(["check", "--rule", "min-touch-target=error", file])
        XCTAssertEqual(raised.exitCode, 1, raised.standardOutput)
        XCTAssertTrue(
            raised.standardOutput.contains("error: ") && raised.standardOutput.contains("[min-touch-target]"), raised.standardOutput)
        let off = CLITestSupport.runInProcess(["check", "--rule", "min-touch-target=off", file])
        XCTAssertFalse(off.standardOutput.contains("[min-touch-target]"), off.standardOutput)
    }

    func testCheckIOErrorsExitTwo() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = CLITestSupport.runInProcess(["check", directory.appendingPathComponent("missing.design.json").path])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.standardError.contains("no such file or directory"))
        XCTAssertEqual(missing.standardOutput, "")
        let empty = CLITestSupport.runInProcess(["check", directory.path])
        XCTAssertEqual(empty.exitCode, 2)
        XCTAssertTrue(empty.standardError.contains("no design spec files"))
    }
}
