import Foundation
import XCTest

/// The multi-platform example (iOS, iPadOS, macOS and watchOS screens, shared and per platform) is clean,
/// and each format extension it uses is what keeps it clean.
final class MultiplatformExampleTests: XCTestCase {
    private let example = "Examples/multiplatform.design.jsonc"

    func testExampleHasNoProblems() throws {
        let result = try CLITestSupport.runBinary(["check", example])
        XCTAssertEqual(result.exitCode, 0, result.standardOutput + result.standardError)
        XCTAssertEqual(result.standardOutput, "No problems found (1 file checked)\n")
    }

    /// Removing the fallback symbol, the watchOS icon variant or a screen's platform each brings back the
    /// finding the extension or the platform answers.
    func testExtensionsAreWhatKeepItClean() throws {
        let text = try String(contentsOf: CLITestSupport.packageRoot.appendingPathComponent(example), encoding: .utf8)
        let edits: [(from: String, to: String, rule: String)] = [
            (#""fallbackSymbol": "doc.on.doc","#, "", "sf-symbol-availability"),
            (#"{ "platform": "watchOS", "role": "layout", "width": 1088, "height": 1088 }"#, "", "app-icon-size"),
            (#""platform": "iOS","#, #""platform": "watchOS","#, "component-unsupported-on-platform")
        ]
        for edit in edits {
            XCTAssertTrue(text.contains(edit.from), edit.from)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("multiplatform-\(edit.rule).design.jsonc")
            try text.replacingOccurrences(of: edit.from, with: edit.to).write(to: url, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: url) }
            let result = try CLITestSupport.runBinary(["check", url.path])
            XCTAssertTrue(result.standardOutput.contains("[\(edit.rule)]"), edit.rule + ": " + result.standardOutput)
        }
    }
}
