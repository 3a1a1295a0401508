import Foundation
import XCTest

/// `check` reads the root's `.designspec.jsonc`: its rule severities (under the command line's and the
/// spec's own), its exclusions (for folder operands), and reports its problems on standard error.
final class RepositoryConfigurationCheckTests: XCTestCase {
    private func workspace(_ files: [String: String]) throws -> URL {
        let root = try CLITestSupport.temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private static let unplatformed = #"{ "name": "A", "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Hi" } ] } ] }"#

    func testTheFileSetsSeveritiesExcludesAndReportsItsProblems() throws {
        let root = try workspace([
            ".designspec.jsonc": """
            // team settings
            { "rules": { "platforms-declared": "error" }, "exclude": ["generated/"], "colour": 1 }
            """,
            "a.design.json": Self.unplatformed,
            "generated/b.design.json": Self.unplatformed
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let refused = try CLITestSupport.runBinary(["check", "."], in: root)
        XCTAssertEqual(refused.exitCode, 2, "an unknown setting fails the check: \(refused.standardOutput)")
        let result = try CLITestSupport.runBinary(["check", "--ignore-invalid-config", "."], in: root)
        XCTAssertEqual(result.exitCode, 1, result.standardOutput + result.standardError)
        XCTAssertTrue(result.standardOutput.contains("a.design.json:1:1: error: "), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("[platforms-declared]"), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("generated/b.design.json"), "excluded: \(result.standardOutput)")
        XCTAssertTrue(result.standardOutput.contains("(1 file checked)"), result.standardOutput)
        XCTAssertTrue(
            result.standardError.contains(#".designspec.jsonc:2:74: error: Unknown setting "colour". The file takes"#),
            result.standardError)

        let named = try CLITestSupport.runBinary(["check", "--ignore-invalid-config", "generated/b.design.json"], in: root)
        XCTAssertTrue(
            named.standardOutput.contains("generated/b.design.json"), "a file named on the command line is checked: \(named.standardOutput)"
        )

        let overridden = try CLITestSupport.runBinary(
            ["check", "--ignore-invalid-config", "--rule", "platforms-declared=information", "."], in: root)
        XCTAssertEqual(overridden.exitCode, 0, "the command line wins over the file: \(overridden.standardOutput)")
    }

    /// Issue 24: "A spec, or `.designspec.json`, names its accent; an imported catalog's `AccentColor` is
    /// the default, as in Xcode." A yellow accent makes an unstyled button's title unreadable on white;
    /// the spec's own accent wins over the file's.
    func testTheFilesAccentColorIsTheAccentOfEverySpecThatNamesNone() throws {
        let button = #""screens": [ { "id": "s", "content": [ { "type": "button", "title": "Continue" } ] } ]"#
        let root = try workspace([
            ".designspec.json": ##"{ "accentColor": "#FFD60A" }"##,
            "a.design.json": #"{ "name": "A", "platforms": { "iOS": "17.0" }, \#(button) }"#,
            "own.design.json": ##"{ "name": "B", "platforms": { "iOS": "17.0" }, "accentColor": { "light": "#0040DD", "dark": "#409CFF" }, \##(button) }"##
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLITestSupport.runBinary(["check", "--format", "json", "."], in: root)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let files = try XCTUnwrap(report["files"] as? [[String: Any]])
        func codes(_ name: String) -> [String] {
            let file = files.first { ($0["path"] as? String)?.hasSuffix(name) ?? false }
            return (file?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        }
        XCTAssertTrue(codes("a.design.json").contains("text-contrast-minimum"), "judged in the file's yellow: \(result.standardOutput)")
        XCTAssertFalse(codes("own.design.json").contains("text-contrast-minimum"), "the spec's own accent wins: \(result.standardOutput)")

        let circular = try workspace([
            ".designspec.json": #"{ "accentColor": "tint" }"#, "a.design.json": #"{ "name": "A", \#(button) }"#
        ])
        defer { try? FileManager.default.removeItem(at: circular) }
        let resolved = try CLITestSupport.runBinary(["check", "."], in: circular)
        XCTAssertLessThan(resolved.exitCode, 2, "an accent naming the accent ends: \(resolved.standardOutput)\(resolved.standardError)")
    }

    func testTheSpecsOwnRulesWin() throws {
        let root = try workspace([
            ".designspec.json": #"{ "rules": { "platforms-declared": "error" } }"#,
            "a.design.json": #"{ "name": "A", "rules": { "platforms-declared": "off" }, "screens": [] }"#
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLITestSupport.runBinary(["check", "."], in: root)
        XCTAssertEqual(result.exitCode, 0, result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("platforms-declared"), result.standardOutput)
    }
}

/// `designspec config` shows each setting in effect and where it comes from.
final class ConfigCommandTests: XCTestCase {
    func testConfigNamesTheSourceOfEachSetting() throws {
        let root = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{ "rules": { "min-touch-target": "warning" }, "strict": true, "exclude": ["Generated/"] }"#.utf8)
            .write(to: root.appendingPathComponent(".designspec.json"))
        let result = try CLITestSupport.runBinary(["config", "--rule", "ellipsis-character=off", "--legacy"], in: root)
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            """
            configuration file: .designspec.json
            legacy: true (command line)
            strict: true (.designspec.json)
            defaultPlatforms: iOS (newest) (default)
            accentColor: the spec's, else an imported catalog's AccentColor, else systemBlue (default)
            rules.ellipsis-character: off (command line)
            rules.min-touch-target: warning (.designspec.json)
            exclude: Generated/ (.designspec.json)

            """)
        let none = try CLITestSupport.runBinary(["config", "/"], in: root)
        XCTAssertTrue(
            none.standardOutput.hasPrefix("configuration file: none (.designspec.json or .designspec.jsonc at /)"), none.standardOutput)
    }
}
