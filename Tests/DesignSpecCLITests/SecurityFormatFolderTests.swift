import Foundation
import XCTest

/// `format <dir>` reads and rewrites only what `SpecFileGate` admits inside the folder: a spec linked
/// from outside is skipped with a note, and the file outside is left as it is.
final class SecurityFormatFolderTests: XCTestCase {
    func testALinkOutOfTheFolderIsNeitherReadNorRewritten() throws {
        let base = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outside = base.appendingPathComponent("outside.design.json")
        let unformatted = #"{"name":"Outside","screens":[]}"#
        try Data(unformatted.utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("leak.design.json").path, withDestinationPath: outside.path)
        try Data(#"{"name":"Inside","screens":[]}"#.utf8).write(to: folder.appendingPathComponent("inside.design.json"))

        let result = try CLITestSupport.runBinary(["format", "specs"], in: base)
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertTrue(
            result.standardError.contains("specs/leak.design.json: skipped: it leads outside the workspace root"), result.standardError)
        XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), unformatted, "the file outside the folder is untouched")
        XCTAssertTrue(result.standardOutput.contains("formatted specs/inside.design.json"), result.standardOutput)
    }
}
