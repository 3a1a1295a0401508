import Foundation
import SpecFoundation
import SpecSyntax
import XCTest

/// `designspec check` reports the findings about the asset catalogs and tokens files the checked
/// specs import at those files, once per file, in every output format; and the real app's catalog in
/// `Examples/netnewswire-workspace` shows the real app's problem.
final class CheckTokenSourceFindingsTests: XCTestCase {
    private func workspace() throws -> URL {
        let root = try CLITestSupport.temporaryDirectory()
        let files = [
            "Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "Assets.xcassets/Broken.colorset/Contents.json": "{\n  \"colors\" : [\n}\n",
            "Assets.xcassets/Ink.colorset/Contents.json": """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x1E", "green" : "0x1C", "red" : "0x1C" } }, "idiom" : "universal" } ] }
            """,
            "a.design.jsonc": ##"{ "platforms": { "iOS": "17.0" }, "imports": ["Assets.xcassets"], "screens": [] }"##,
            "b.design.jsonc": ##"{ "platforms": { "iOS": "17.0" }, "imports": ["Assets.xcassets"], "screens": [] }"##
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    func testAMalformedColorsetIsReportedOnceAtItsFileThoughTwoSpecsImportIt() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = CLITestSupport.runInProcess(["check", "--no-summary", root.path])
        XCTAssertEqual(result.exitCode, 1, result.standardError)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, result.standardOutput)
        XCTAssertTrue(lines.first?.hasSuffix("[token-source/malformed-json]") == true, result.standardOutput)
        XCTAssertTrue(lines.first?.contains("/Assets.xcassets/Broken.colorset/Contents.json:2:14: error: ") == true, result.standardOutput)
        let summary = CLITestSupport.runInProcess(["check", root.path]).standardOutput.split(separator: "\n").last
        XCTAssertEqual(
            summary, "1 error, 0 warnings, 0 information, 0 hints in 1 token source file (2 files checked)",
            "the two specs are checked; the colorset, which holds the finding, is named apart")
    }

    func testTheRealAppsColorsetWithoutADarkAppearanceIsReportedInJSONAndSARIF() throws {
        let example = CLITestSupport.packageFile("Examples/netnewswire-workspace")
        let json = CLITestSupport.runInProcess(["check", "--format", "json", example])
        XCTAssertEqual(json.exitCode, 0, json.standardError)
        let files = try XCTUnwrap(try JSONValue.parse(json.standardOutput)["files"]?.arrayValue)
        let colorset = try XCTUnwrap(files.first { $0["path"]?.stringValue?.hasSuffix("starColor.colorset/Contents.json") == true })
        XCTAssertEqual(colorset["diagnostics"]?[0]?["code"], .string("custom-color-light-dark-variants"))
        XCTAssertEqual(colorset["diagnostics"]?[0]?["range"]?["start"]?["line"], .int(1))

        let sarif = CLITestSupport.runInProcess(["check", "--format", "sarif", example])
        let results = try XCTUnwrap(try JSONValue.parse(sarif.standardOutput)["runs"]?[0]?["results"]?.arrayValue)
        let uris = results.compactMap { $0["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue }
        XCTAssertTrue(uris.contains { $0.hasSuffix("Assets.xcassets/starColor.colorset/Contents.json") }, "\(uris)")
    }
}
