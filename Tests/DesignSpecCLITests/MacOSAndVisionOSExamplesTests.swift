import Foundation
import XCTest

/// The clean macOS and visionOS examples pass every check, and use the format's window, sidebar and
/// ornament extensions that their rules read.
final class MacOSAndVisionOSExamplesTests: XCTestCase {
    func testMacOSExampleIsClean() throws {
        try assertClean("Examples/macos.design.jsonc", uses: ["\"sidebar\"", "\"window\"", "\"radioGroup\"", "\"help\""])
    }

    func testVisionOSExampleIsClean() throws {
        try assertClean("Examples/visionos.design.jsonc", uses: ["\"ornaments\"", "\"window\"", "\"tabBar\"", "\"toolbar\""])
    }

    private func assertClean(_ path: String, uses keys: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try CLITestSupport.runBinary(["check", path])
        XCTAssertEqual(result.exitCode, 0, result.standardOutput + result.standardError, file: file, line: line)
        XCTAssertEqual(result.standardOutput, "No problems found (1 file checked)\n", file: file, line: line)
        let text = try String(contentsOf: URL(fileURLWithPath: CLITestSupport.packageFile(path)), encoding: .utf8)
        for key in keys {
            XCTAssertTrue(text.contains(key), "\(path) should use \(key)", file: file, line: line)
        }
    }
}
