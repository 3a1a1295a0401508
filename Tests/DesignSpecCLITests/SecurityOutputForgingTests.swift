import Foundation
import SpecFoundation
import XCTest

@testable import DesignSpecCLI

/// User text in the text output (names, paths) cannot start a line of its own, which a CI problem
/// matcher would read as a finding, nor reach the terminal with bidirectional controls that reorder
/// what is shown (issue 25, item 6).
final class SecurityOutputForgingTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try CLITestSupport.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ text: String, to name: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testALineFeedInAColorsetFolderNameDoesNotForgeAFinding() throws {
        try write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, to: "Assets.xcassets/Contents.json")
        try write("{\n  \"colors\" : [\n}\n", to: "Assets.xcassets/x\nforged.design.json:1:1: error: pwned.colorset/Contents.json")
        try write(#"{ "platforms": { "iOS": "17.0" }, "imports": ["Assets.xcassets"], "screens": [] }"#, to: "a.design.jsonc")
        let result = CLITestSupport.runInProcess(["check", "--no-summary", directory.path])
        XCTAssertEqual(result.exitCode, 1, result.standardError)
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.standardOutput)
        XCTAssertFalse(lines.contains { $0.hasPrefix("forged.design.json") }, result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(#"/Assets.xcassets/x\u{A}forged.design.json:1:1: error: pwned.colorset/Contents.json:2:"#))
    }

    func testBidirectionalControlsInNamesAndPathsAreEscaped() throws {
        try write(
            #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Hi", "color": "ab\u202Ecd\u2066" } ] } ] }"#,
            to: "rtl\u{202E}lmth.design.json")
        for arguments in [["check", directory.path], ["format", "--check", directory.path]] {
            let result = CLITestSupport.runInProcess(arguments)
            let everything = result.standardOutput + result.standardError
            XCTAssertFalse(
                everything.unicodeScalars.contains { ControlCharacters.isBidirectionalControl($0) }, arguments[0] + ": " + everything)
            XCTAssertTrue(everything.contains(#"rtl\u{202E}lmth.design.json"#), everything)
        }
        let check = CLITestSupport.runInProcess(["check", directory.path])
        XCTAssertTrue(check.standardOutput.contains(#"ab\u{202E}cd\u{2066}"#), check.standardOutput)
    }

    func testTheSanitizerEscapesLineBreaksAndBidirectionalControlsOnlyKeepingLinesWhenAsked() {
        let text = "a\nb\r\u{85}\u{2028}\u{2029}\u{200F}\u{202A}\u{061C}\u{2069}\tz"
        XCTAssertEqual(
            TerminalText.sanitized(text), #"a\u{A}b\u{D}\u{85}\u{2028}\u{2029}\u{200F}\u{202A}\u{61C}\u{2069}\u{9}z"#)
        XCTAssertEqual(
            TerminalText.sanitized(text, keepingLineFeeds: true),
            "a\nb" + #"\u{D}\u{85}\u{2028}\u{2029}\u{200F}\u{202A}\u{61C}\u{2069}"# + "\tz")
        for scalar in ["\u{061C}", "\u{200E}", "\u{202B}", "\u{2067}"] {
            XCTAssertFalse(TerminalText.isPlain("x" + scalar), scalar.unicodeScalars.first.map { String($0.value, radix: 16) } ?? "")
        }
        let capture = CapturedConsole()
        capture.console.output("wrote a\nforged.design.json:1:1: error: x")
        XCTAssertEqual(capture.standardOutput, #"wrote a\u{A}forged.design.json:1:1: error: x"# + "\n")
    }
}
