import Foundation
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest

@testable import DesignSpecCLI

/// ESC, CSI, OSC and other control characters from a spec never reach the terminal raw (issue 16,
/// finding 10): the text report and messages escape them; JSON and SARIF escape them as JSON does.
final class SecurityTerminalOutputTests: XCTestCase {
    /// A screen id with a clear-screen CSI, a title and a color name with an OSC that sets the window
    /// title, and a button title with the 8-bit CSI (U+009B).
    private let hostile = #"""
        { "platforms": { "iOS": "17.0" }, "screens": [
          { "id": "s\u001b[2J", "title": "T\u001b]0;pwned\u0007",
            "content": [ { "type": "text", "text": "Hi", "color": "x\u001b]0;pwned\u0007" }, { "type": "button", "title": "\u009b8m" } ] },
          { "id": "s\u001b[2J", "content": [] }
        ] }
        """#

    /// The terminal-driving scalars in `text` (general category Cc), line feeds and tabs aside.
    private func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }
    }

    private func writeHostileSpec(named name: String = "hostile.design.json") throws -> (URL, String) {
        let directory = try CLITestSupport.temporaryDirectory()
        let path = directory.appendingPathComponent(name).path
        try Data(hostile.utf8).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    func testTheTextReportEscapesControlCharactersInNamesIdsAndColors() throws {
        let (directory, path) = try writeHostileSpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = CLITestSupport.runInProcess(["check", path])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(controls(in: result.standardOutput), [], result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains(#"`x\u{1B}]0;pwned\u{7}` is not a system color"#), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains(#"Screen id "s\u{1B}[2J" is already used"#), result.standardOutput)
    }

    func testColoredOutputKeepsItsOwnEscapesAndEscapesTheSpecs() throws {
        let (directory, path) = try writeHostileSpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = CapturedConsole()
        let plain = capture.console
        let console = Console(
            writeOutput: plain.writeOutput, writeError: plain.writeError, outputIsTerminal: true, environment: ["TERM": "xterm"])
        _ = CommandLineInterface.run(["check", path], console: console)
        let painted = capture.standardOutput
        XCTAssertTrue(painted.contains("\u{1B}[1m"), "the report's own bold")
        XCTAssertFalse(painted.contains("\u{1B}]") || painted.contains("\u{1B}[2J") || painted.contains("\u{7}"), painted)
    }

    func testAPathWithControlCharactersIsEscapedInTheReportAndInMessages() throws {
        let (directory, path) = try writeHostileSpec(named: "p\u{1B}[2J.design.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = CLITestSupport.runInProcess(["check", path])
        XCTAssertEqual(controls(in: check.standardOutput), [])
        XCTAssertTrue(check.standardOutput.contains(#"p\u{1B}[2J.design.json:"#), check.standardOutput)

        let missing = CLITestSupport.runInProcess(["format", directory.appendingPathComponent("gone\u{1B}]0;x\u{7}.design.json").path])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertEqual(controls(in: missing.standardError), [], missing.standardError)
        XCTAssertTrue(missing.standardError.contains(#"gone\u{1B}]0;x\u{7}.design.json"#), missing.standardError)

        let flag = CLITestSupport.runInProcess(["check", "--\u{1B}[8m"])
        XCTAssertEqual(controls(in: flag.standardError), [], flag.standardError)
    }

    func testJSONAndSARIFCarryControlCharactersOnlyAsEscapes() throws {
        let (directory, path) = try writeHostileSpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in ["json", "sarif"] {
            let output = CLITestSupport.runInProcess(["check", "--format", format, path]).standardOutput
            XCTAssertEqual(output.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }, [], format)
            XCTAssertTrue(output.contains(#"x\u001B]0;pwned\u0007"#), "\(format) escapes them as JSON does")
            XCTAssertNotNil(try? JSONValue.parse(output), format)
        }
    }

    func testTheSanitizerLeavesNoControlCharacterInRandomText() {
        var random = SplitMix64(seed: 0x5EC_0010)
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                // Half the draws from the control-rich start of Unicode, half from anywhere.
                let value =
                    Bool.random(using: &random)
                    ? UInt32.random(in: 0...0xA0, using: &random) : UInt32.random(in: 0...0x10FFFF, using: &random)
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            let text = String(scalars)
            let lines = TerminalText.sanitized(text, keepingLineFeeds: true)
            XCTAssertEqual(controls(in: lines), [], "\(text.unicodeScalars.map(\.value))")
            XCTAssertEqual(
                lines.unicodeScalars.filter { $0 == "\n" || $0 == "\t" }, text.unicodeScalars.filter { $0 == "\n" || $0 == "\t" })
            let piece = TerminalText.sanitized(text)
            XCTAssertEqual(piece.unicodeScalars.filter { $0.properties.generalCategory == .control }, [], "one piece: no line feed either")
            if !text.unicodeScalars.contains(where: { ControlCharacters.isEscaped($0, keepingLineFeeds: true) }) {
                XCTAssertEqual(lines, text, "text without control characters is unchanged")
            }
        }
        XCTAssertEqual(TerminalText.sanitized("a\u{1B}[2Jb\r\u{7F}\u{9B}\tc\n"), #"a\u{1B}[2Jb\u{D}\u{7F}\u{9B}\u{9}c\u{A}"#)
        XCTAssertEqual(
            TerminalText.sanitized("a\u{1B}[2Jb\r\u{7F}\u{9B}\tc\n", keepingLineFeeds: true), #"a\u{1B}[2Jb\u{D}\u{7F}\u{9B}"# + "\tc\n")
    }
}
