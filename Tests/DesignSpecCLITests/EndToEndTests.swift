import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecModel
import SpecSyntax
import XCTest

/// Runs the built `designspec` executable as a user would.
final class EndToEndTests: XCTestCase {
    private let clean = "Examples/recipes.design.jsonc"
    private let showcase = "Examples/showcase.design.jsonc"

    func testCleanExampleExitsZero() throws {
        let result = try CLITestSupport.runBinary(["check", clean])
        XCTAssertEqual(result.exitCode, 0, result.standardOutput + result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertTrue(result.standardOutput.hasSuffix("(1 file checked)\n"), result.standardOutput)
    }

    func testShowcaseExitsOneWithQuickfixLines() throws {
        let result = try CLITestSupport.runBinary(["check", showcase])
        XCTAssertEqual(result.exitCode, 1, result.standardError)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(lines.count, 10)
        let pattern = #"^Examples/showcase\.design\.jsonc:\d+:\d+: (error|warning|information|hint): .+ \[[a-z0-9/-]+\]$"#
        for line in lines.dropLast() {
            XCTAssertNotNil(line.range(of: pattern, options: .regularExpression), line)
        }
        XCTAssertTrue(lines.last?.contains("in 1 file (1 file checked)") ?? false, lines.last ?? "")
        XCTAssertFalse(result.standardOutput.contains("\u{1B}["), "no colors when stdout is not a terminal")
    }

    func testDirectoryCheckCoversBothExamples() throws {
        let result = try CLITestSupport.runBinary(["check", "--quiet", "--no-summary", "Examples"])
        XCTAssertEqual(result.exitCode, 1)
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertTrue(lines.allSatisfy { $0.contains(": error: ") }, "--quiet reports errors only")
        XCTAssertTrue(lines.contains { $0.hasPrefix(showcase + ":") })
        XCTAssertFalse(lines.contains { $0.hasPrefix(clean + ":") })
    }

    func testJSONAndSARIFFormats() throws {
        let json = try CLITestSupport.runBinary(["check", "--format", "json", clean, showcase])
        XCTAssertEqual(json.exitCode, 1)
        let document = try JSONValue.parse(json.standardOutput)
        XCTAssertEqual(document["files"]?.arrayValue?.compactMap { $0["path"]?.stringValue }, [clean, showcase])
        let cleanSeverities = document["files"]?[0]?["diagnostics"]?.arrayValue?.compactMap { $0["severity"]?.stringValue } ?? ["missing"]
        XCTAssertFalse(cleanSeverities.contains("error"), "\(cleanSeverities)")
        XCTAssertGreaterThan(document["summary"]?["errors"]?.numberValue ?? 0, 0)

        let sarif = try CLITestSupport.runBinary(["check", "--format=sarif", showcase])
        XCTAssertEqual(sarif.exitCode, 1)
        let log = try JSONValue.parse(sarif.standardOutput)
        XCTAssertEqual(log["version"], .string("2.1.0"))
        let results = log["runs"]?[0]?["results"]?.arrayValue ?? []
        XCTAssertEqual(Double(results.count), document["files"]?[1]?["diagnostics"]?.arrayValue.map { Double($0.count) })
        XCTAssertEqual(results.first?["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"], .string(showcase))
    }

    func testVersionRulesAndExplain() throws {
        let version = try CLITestSupport.runBinary(["--version"])
        XCTAssertEqual(version.exitCode, 0)
        XCTAssertEqual(version.standardOutput, "designspec \(DesignSpecVersion.current)\n")
        let rules = try CLITestSupport.runBinary(["rules"])
        XCTAssertEqual(rules.exitCode, 0)
        XCTAssertTrue(rules.standardOutput.contains("min-touch-target"))
        let explain = try CLITestSupport.runBinary(["explain", "min-touch-target"])
        XCTAssertEqual(explain.exitCode, 0)
        XCTAssertTrue(explain.standardOutput.contains("https://developer.apple.com/design/human-interface-guidelines/"))
        let unknown = try CLITestSupport.runBinary(["explain", "min-touch-targe"])
        XCTAssertEqual(unknown.exitCode, 2)
        XCTAssertTrue(unknown.standardError.contains("did you mean 'min-touch-target'?"))
    }

    func testLanguageServerStartsAndShutsDown() throws {
        let messages = [
            LanguageClient.body(of: InitializeRequest(InitializeParams()), id: .number(1)),
            LanguageClient.body(of: InitializedNotification()),
            LanguageClient.body(of: ShutdownRequest(), id: .number(2)),
            LanguageClient.body(of: ExitNotification())
        ]
        let input = messages.map(MessageWriter.frame).reduce(Data(), +)
        let result = try CLITestSupport.runBinary(["lsp", "--stdio"], standardInput: input)
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("Content-Length: "), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains(#""capabilities""#), result.standardOutput)
    }

    func testUsageAndIOErrorsExitTwo() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for arguments in [
            ["check"], ["check", "--format", "xml", clean], ["check", "--frobnicate", clean], ["bogus"],
            ["check", "no/such/file.design.json"], ["check", directory.path]
        ] {
            let result = try CLITestSupport.runBinary(arguments)
            XCTAssertEqual(result.exitCode, 2, "\(arguments)")
            XCTAssertFalse(result.standardError.isEmpty, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
        }
    }

    func testStandardInputIsCheckedAsStdin() throws {
        let result = try CLITestSupport.runBinary(["check", "--quiet", "--no-summary", "-"], standardInput: Data("{ \"name\": 1 }".utf8))
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.standardOutput.hasPrefix("<stdin>:1:11: error: "), result.standardOutput)
    }

    func testBadInputGivesDiagnosticsNotCrashes() throws {
        let directory = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = SystemRandomNumberGenerator()
        let inputs: [(String, Data)] = [
            ("empty.design.json", Data()),
            ("garbage.design.json", Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })),
            ("deep.design.json", Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)),
            ("deep-objects.design.json", Data(String(repeating: "{\"a\":", count: 100_000).utf8)),
            ("nul.design.json", Data([0x7B, 0x00, 0x7D]))
        ]
        for (name, data) in inputs {
            try data.write(to: directory.appendingPathComponent(name))
        }
        let result = try CLITestSupport.runBinary(["check", "--format", "json", directory.path])
        XCTAssertEqual(result.exitCode, 1, result.standardError)
        let document = try JSONValue.parse(result.standardOutput)
        let files = document["files"]?.arrayValue ?? []
        XCTAssertEqual(files.count, inputs.count)
        for file in files {
            XCTAssertFalse(file["diagnostics"]?.arrayValue?.isEmpty ?? true, "\(file["path"] ?? .null)")
        }
    }
}
