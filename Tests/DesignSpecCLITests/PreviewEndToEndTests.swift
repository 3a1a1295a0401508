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

    func testPreviewWithoutOutWritesToANewPrivateFolderNotTheCurrentOne() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("tiny.design.jsonc")
        try Data(#"{ "screens": [ { "id": "x", "content": [ { "type": "text", "text": "ok" } ] } ] }"#.utf8).write(to: spec)
        let first = try CLITestSupport.runBinary(["preview", "tiny.design.jsonc"], in: directory)
        let second = try CLITestSupport.runBinary(["preview", "tiny.design.jsonc"], in: directory)
        XCTAssertEqual(first.exitCode, 0, first.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["tiny.design.jsonc"], "nothing written beside the spec")
        let pages = [first, second].map { $0.standardOutput.trimmingCharacters(in: .newlines) }
        XCTAssertNotEqual(pages[0], pages[1], "each run gets a folder of its own")
        for page in pages {
            let folder = URL(fileURLWithPath: page).deletingLastPathComponent()
            defer { try? FileManager.default.removeItem(at: folder) }
            XCTAssertTrue(folder.lastPathComponent.hasPrefix("designspec-preview-"), page)
            XCTAssertEqual(URL(fileURLWithPath: page).lastPathComponent, "tiny.preview.html")
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
            XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700, "only its owner can read the folder")
            XCTAssertTrue(try String(contentsOfFile: page, encoding: .utf8).contains(">ok</tspan>"))
        }
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
