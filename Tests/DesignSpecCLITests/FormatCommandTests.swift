import Foundation
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
