import Foundation
import XCTest

/// `designspec preview` and `designspec check --format html`, through the built binary.
final class PreviewEndToEndTests: XCTestCase {
    private let clean = "Examples/recipes.design.jsonc"
    private let showcase = "Examples/showcase.design.jsonc"

    func testPreviewWritesOnePagePerSpecAndPrintsItsPath() throws {
        let out = try CLITestSupport.temporaryDirectory().appendingPathComponent("pages")
        let result = try CLITestSupport.runBinary(["preview", showcase, clean, "--out", out.path])
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        let paths = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            paths, [out.appendingPathComponent("recipes.preview.html").path, out.appendingPathComponent("showcase.preview.html").path])
        let page = try String(contentsOfFile: paths[1], encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(page.contains("A wireframe, not a pixel-perfect render."))
        XCTAssertTrue(page.contains("data-screen=\"home\""))
        XCTAssertTrue(page.contains("min-touch-target"), "the findings are on the page")

        let again = try CLITestSupport.runBinary(["preview", showcase, "--out", out.path])
        XCTAssertEqual(again.exitCode, 0)
        XCTAssertEqual(try String(contentsOfFile: paths[1], encoding: .utf8), page, "same spec, same bytes")
    }

    func testPreviewOfABrokenSpecStillWritesAPage() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        let spec = directory.appendingPathComponent("broken.design.jsonc")
        try Data(#"{ "screens": [ { "id": "x", "content": [ { "type": "blob" }, { "type": "text", "text": "ok" } "#.utf8).write(to: spec)
        let result = try CLITestSupport.runBinary(["preview", "--out=\(directory.path)", spec.path])
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        let page = try String(contentsOf: directory.appendingPathComponent("broken.preview.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("can&#39;t draw: unknown kind &#39;blob&#39;"))
        XCTAssertTrue(page.contains(">ok</tspan>"))
    }

    func testPreviewUsageAndIOErrorsExitTwo() throws {
        let missing = try CLITestSupport.runBinary(["preview", "--out", NSTemporaryDirectory(), "no/such.design.json"])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.standardError.contains("no/such.design.json: no such file or directory"), missing.standardError)
        let noOperand = try CLITestSupport.runBinary(["preview"])
        XCTAssertEqual(noOperand.exitCode, 2)
        XCTAssertTrue(noOperand.standardError.contains("usage: designspec preview"), noOperand.standardError)
        let badFlag = try CLITestSupport.runBinary(["preview", "--outt", "x", showcase])
        XCTAssertEqual(badFlag.exitCode, 2)
        XCTAssertTrue(badFlag.standardError.contains("--out"), badFlag.standardError)
        let help = try CLITestSupport.runBinary(["preview", "--help"])
        XCTAssertEqual(help.exitCode, 0)
        XCTAssertTrue(help.standardOutput.contains("--out <dir>"))
    }

    func testCheckHTMLIsOneReportWithTheUsualExitCodes() throws {
        let both = try CLITestSupport.runBinary(["check", "--format", "html", "Examples"])
        XCTAssertEqual(both.exitCode, 1, both.standardError)
        XCTAssertEqual(both.standardOutput.components(separatedBy: "<!DOCTYPE html>").count, 2, "one page")
        XCTAssertTrue(both.standardOutput.contains(">\(clean)</span></h2>"))
        XCTAssertTrue(both.standardOutput.contains(">\(showcase)</span></h2>"))

        let cleanOnly = try CLITestSupport.runBinary(["check", "--format=html", clean])
        XCTAssertEqual(cleanOnly.exitCode, 0)
        XCTAssertTrue(cleanOnly.standardOutput.contains("<svg"))

        let quiet = try CLITestSupport.runBinary(["check", "--format", "html", "--quiet", showcase])
        XCTAssertEqual(quiet.exitCode, 1)
        XCTAssertFalse(quiet.standardOutput.contains("class=\"finding warning\""), "--quiet keeps errors only")
        XCTAssertTrue(quiet.standardOutput.contains("class=\"finding error\""))

        let missing = try CLITestSupport.runBinary(["check", "--format", "html", "no/such.design.json"])
        XCTAssertEqual(missing.exitCode, 2)
    }
}
