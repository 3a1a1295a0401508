import Foundation
import SpecSyntax
import XCTest

/// `designspec format` through the built binary.
final class FormatCommandTests: XCTestCase {
    func testFormatsInPlaceThenCheckPasses() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("app.design.jsonc")
        let original = """
            // keep me
            {"name":"Demo",   "platforms":{"iOS":"17.0"}, // trailing
            "screens":[{"id":"home","content":[{"type":"text","text":"Hi"}]}],}
            """
        try Data(original.utf8).write(to: file)

        let check = try CLITestSupport.runBinary(["format", "--check", file.path])
        XCTAssertEqual(check.exitCode, 1, check.standardError)
        XCTAssertEqual(check.standardOutput, "\(file.path) would be reformatted\n")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), original, "--check changes nothing")

        let format = try CLITestSupport.runBinary(["format", "--indent", "4", file.path])
        XCTAssertEqual(format.exitCode, 0, format.standardError)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), """
            // keep me
            {
                "name": "Demo",
                "platforms": { "iOS": "17.0" }, // trailing
                "screens": [
                    {
                        "id": "home",
                        "content": [
                            { "type": "text", "text": "Hi" }
                        ]
                    }
                ]
            }

            """)
        let again = try CLITestSupport.runBinary(["format", "--check", "--indent", "4", file.path])
        XCTAssertEqual(again.exitCode, 0, again.standardOutput)
    }

    func testLeavesFilesWithSyntaxErrorsAloneAndSaysSo() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("broken.design.json")
        try Data(#"{ "name": "Demo", "screens": [ "#.utf8).write(to: file)
        let result = try CLITestSupport.runBinary(["format", file.path])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.standardError.contains("has syntax errors"), result.standardError)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), #"{ "name": "Demo", "screens": [ "#)
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try CLITestSupport.runBinary(["format"]).exitCode, 2)
        XCTAssertEqual(try CLITestSupport.runBinary(["format", "--indent", "0", "x.design.json"]).exitCode, 2)
        XCTAssertEqual(try CLITestSupport.runBinary(["format", "-"]).exitCode, 2)
    }
}

/// Every fix and every edit of a fix in the JSON and SARIF reports.
final class FixReportTests: XCTestCase {
    func testReportsCarryEveryEditAndEveryFix() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("fixes.design.json")
        try Data(#"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "button", "title": "Go", "width": 30, "height": 20 }, { "type": "image", "symbol": "hart.fill", "isDecorative": true } ] } ] }"#.utf8).write(to: file)

        let json = try JSONValue.parse(try CLITestSupport.runBinary(["check", "--format", "json", file.path]).standardOutput)
        let diagnostics = json["files"]?[0]?["diagnostics"]?.arrayValue ?? []
        let touch = try XCTUnwrap(diagnostics.first { $0["code"] == .string("min-touch-target") })
        XCTAssertEqual(touch["fix"]?["edits"]?.arrayValue?.compactMap { $0["newText"]?.stringValue }, ["44", "44"])
        XCTAssertEqual(touch["fix"]?["title"], .string("Set to 44×44 pt"))
        let symbol = try XCTUnwrap(diagnostics.first { $0["code"] == .string("sf-symbol-exists") })
        XCTAssertEqual(symbol["alternativeFixes"]?.arrayValue?.count, 2)

        let sarif = try JSONValue.parse(try CLITestSupport.runBinary(["check", "--format", "sarif", file.path]).standardOutput)
        let results = sarif["runs"]?[0]?["results"]?.arrayValue ?? []
        let sizeFix = results.first { $0["ruleId"] == .string("min-touch-target") }?["fixes"]?[0]
        XCTAssertEqual(sizeFix?["artifactChanges"]?[0]?["replacements"]?.arrayValue?.count, 2)
        XCTAssertEqual(results.first { $0["ruleId"] == .string("sf-symbol-exists") }?["fixes"]?.arrayValue?.count, 3)
    }
}
