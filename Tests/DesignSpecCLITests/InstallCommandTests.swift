import Foundation
import XCTest

/// `designspec install`: the installed command works from anywhere; a binary without its data says so.
final class InstallCommandTests: XCTestCase {
    func testInstalledLinkChecksASpecFromAnotherDirectory() throws {
        let prefix = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let install = try CLITestSupport.runBinary(["install", "--prefix", prefix.path])
        XCTAssertEqual(install.exitCode, 0, install.standardError)
        let link = prefix.appendingPathComponent("bin/designspec")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link.path),
            prefix.appendingPathComponent("lib/designspec/designspec").path)

        let workspace = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: workspace) }
        try Data(
            #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "text", "text": "Hi", "color": "label" } ] } ] }"#
                .utf8
        )
        .write(to: workspace.appendingPathComponent("app.design.json"))
        let check = try CLITestSupport.runBinary(["check", "app.design.json"], in: workspace, executable: link)
        XCTAssertEqual(check.exitCode, 0, check.standardOutput + check.standardError)
        XCTAssertEqual(check.standardOutput, "No problems found (1 file checked)\n")
    }

    func testABinaryWithoutItsDataSaysSoInsteadOfMisjudging() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lonely = directory.appendingPathComponent("designspec")
        try FileManager.default.copyItem(at: try CLITestSupport.binary(), to: lonely)
        let result = try CLITestSupport.runBinary(["check", "Examples/recipes.design.jsonc"], executable: lonely)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.standardError.contains("cannot find designspec's data"), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }
}
