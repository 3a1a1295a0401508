import Foundation
import XCTest

/// `format FILE` writes only what `check FILE` would read: a link out of the root is refused, not
/// followed (issue 25, item 4).
final class SecurityFormatLinkTests: XCTestCase {
    func testFormatRefusesALinkToASpecOutsideTheRootAsCheckDoes() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outside = directory.appendingPathComponent("outside")
        let project = directory.appendingPathComponent("project")
        for folder in [outside, project] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let unformatted = #"{"name":"Victim",   "screens":[]}"#
        let target = outside.appendingPathComponent("victim.design.json")
        try Data(unformatted.utf8).write(to: target)
        let link = project.appendingPathComponent("link.design.json").path
        XCTAssertEqual(symlink(target.path, link), 0)

        let check = CLITestSupport.runInProcess(["check", link])
        XCTAssertEqual(check.exitCode, 2, check.standardError)
        let format = CLITestSupport.runInProcess(["format", link])
        XCTAssertEqual(format.exitCode, 2, format.standardOutput)
        XCTAssertTrue(format.standardError.contains("not formatted: it leads outside the workspace root"), format.standardError)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), unformatted, "the file outside is untouched")
        let diff = CLITestSupport.runInProcess(["format", "--diff", link])
        XCTAssertEqual(diff.exitCode, 2)
        XCTAssertEqual(diff.standardOutput, "", "not even read for a diff")
    }
}
