import Foundation
import SpecFoundation
import SpecSyntax
import SpecTestSupport
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
        XCTAssertEqual(
            try String(contentsOf: file, encoding: .utf8),
            try TestFixtures.text("format-command/indent-4.expected.jsonc"))
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

    func testDiffPrintsAUnifiedDiffAndChangesNothing() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("app.design.jsonc")
        let original = "{\n  \"name\": \"Demo\",\n  \"platforms\": {\"iOS\":\"17.0\"}\n}\n"
        try Data(original.utf8).write(to: file)
        let result = try CLITestSupport.runBinary(["format", "--diff", file.path])
        XCTAssertEqual(result.exitCode, 1, result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            """
            --- \(file.path)
            +++ \(file.path)
            @@ -1,4 +1,4 @@
             {
               "name": "Demo",
            -  "platforms": {"iOS":"17.0"}
            +  "platforms": { "iOS": "17.0" }
             }

            """)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), original, "--diff changes nothing")
        try Data("{ \"name\": \"Demo\" }\n".utf8).write(to: file)
        let clean = try CLITestSupport.runBinary(["format", "--diff", file.path])
        XCTAssertEqual(clean.exitCode, 0, clean.standardError)
        XCTAssertEqual(clean.standardOutput, "", "no diff, no other output")
    }

    /// The indentation of `{"a":{"b":[1,{"c":2}]}}` formatted in a folder holding `editorConfig` (nil: none).
    private func indentation(editorConfig: String?, fileName: String = "x.design.json", flags: [String] = []) throws -> String {
        let root = try CLITestSupport.temporaryDirectory()
        let directory = root.appendingPathComponent("project/specs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // A parent .editorconfig with root = true stops the search here; the one under test sits below it.
        try Data("root = true\n[*]\nindent_style = space\nindent_size = 3\n".utf8).write(to: root.appendingPathComponent(".editorconfig"))
        if let editorConfig {
            try Data(editorConfig.utf8).write(to: root.appendingPathComponent("project/.editorconfig"))
        } else {
            try FileManager.default.removeItem(at: root.appendingPathComponent(".editorconfig"))
            try Data("root = true\n".utf8).write(to: root.appendingPathComponent(".editorconfig"))
        }
        let file = directory.appendingPathComponent(fileName)
        try Data(#"{"a":{"b":[1,{"c":2}]}}"#.utf8).write(to: file)
        let result = try CLITestSupport.runBinary(["format"] + flags + [file.path])
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        return String(lines.dropFirst().first?.prefix { $0 == " " || $0 == "\t" } ?? "")
    }

    func testIndentationFollowsTheEditorConfigThatApplies() throws {
        XCTAssertEqual(try indentation(editorConfig: nil), "  ", "no .editorconfig: two spaces")
        XCTAssertEqual(try indentation(editorConfig: "[*.{json,jsonc}]\nindent_style = tab\n"), "\t")
        XCTAssertEqual(try indentation(editorConfig: "[*]\nindent_size = 4\n"), "    ", "indent_size alone, spaces from the root file")
        XCTAssertEqual(try indentation(editorConfig: "[*]\nindent_style = space\nindent_size = 4\n"), "    ")
        XCTAssertEqual(try indentation(editorConfig: "[specs/*.design.json]\nindent_size = 5\n"), "     ", "a glob with a folder")
        XCTAssertEqual(
            try indentation(editorConfig: "[*.md]\nindent_size = 8\n"), "   ", "a section for other files leaves the root file's 3")
        XCTAssertEqual(
            try indentation(editorConfig: "root = true\n[*.md]\nindent_size = 8\n"), "  ", "root = true stops the search: two spaces")
        XCTAssertEqual(try indentation(editorConfig: "[*]\nindent_style = tab\n", flags: ["--indent", "4"]), "    ", "flags win")
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try CLITestSupport.runBinary(["format"]).exitCode, 2)
        XCTAssertEqual(try CLITestSupport.runBinary(["format", "--indent", "0", "x.design.json"]).exitCode, 2)
        XCTAssertEqual(try CLITestSupport.runBinary(["format", "-"]).exitCode, 2)
        XCTAssertEqual(try CLITestSupport.runBinary(["format", "--diff=yes", "x.design.json"]).exitCode, 2)
    }
}

/// Every fix and every edit of a fix in the JSON and SARIF reports.
final class FixReportTests: XCTestCase {
    func testReportsCarryEveryEditAndEveryFix() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("fixes.design.json")
        try Data(
            #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "button", "title": "Go", "width": 30, "height": 20 }, { "type": "image", "symbol": "hart.fill", "isDecorative": true } ] } ] }"#
                .utf8
        ).write(to: file)

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
