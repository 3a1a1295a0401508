import Foundation
import XCTest

/// The text and JSON examples of `designspec check` in docs/cli.md ("Text format", "JSON format") are
/// what the current binary prints for Examples/showcase.design.jsonc: every text line and the summary,
/// and in the JSON the summary and the shown diagnostic's code, severity, range, URL, fix title and the
/// start of its message. When the showcase's findings change, update the two examples from
/// `designspec check [--format json] Examples/showcase.design.jsonc`.
final class FormatExamplesTests: XCTestCase {
    private func example(after heading: String) throws -> String {
        let page = try String(contentsOf: CLITestSupport.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let start = try XCTUnwrap(page.range(of: heading), "docs/cli.md has no \(heading)")
        let block = try XCTUnwrap(
            page[start.upperBound...].firstMatch(of: /```[a-z]*\n([\s\S]*?)```/), "no example after \(heading)")
        return String(block.1)
    }

    func testTheTextExampleIsWhatTheBinaryPrints() throws {
        let shown = try example(after: "**Text format**").split(separator: "\n")
        let output = try CLITestSupport.runBinary(["check", "Examples/showcase.design.jsonc"]).standardOutput
        let printed = output.split(separator: "\n")
        XCTAssertGreaterThan(shown.count, 1)
        for line in shown.dropLast() {
            XCTAssertTrue(printed.contains(line), "docs/cli.md's text example shows a line the binary does not print: \(line)")
        }
        XCTAssertEqual(shown.last, printed.last, "docs/cli.md's text example: the summary line")
    }

    func testTheJSONExampleIsWhatTheBinaryPrints() throws {
        let shown = try example(after: "**JSON format**")
        let output = try CLITestSupport.runBinary(["check", "--format", "json", "Examples/showcase.design.jsonc"]).standardOutput
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(document["summary"] as? [String: Int])
        let summaryLine =
            "\"summary\": { "
            + summary.keys.sorted().map { "\"\($0)\": \(summary[$0] ?? 0)" }.joined(separator: ", ") + " },"
        XCTAssertTrue(shown.contains(summaryLine), "docs/cli.md's JSON example: the summary should read \(summaryLine)")

        func field(_ name: String) throws -> String {
            try XCTUnwrap(
                shown.firstMatch(of: try Regex("\"\(name)\": \"((?:[^\"\\\\]|\\\\.)*)\"")).map { String($0.output[1].substring ?? "") },
                "no \(name) in the JSON example")
        }
        func position(_ name: String) throws -> [Int] {
            let match = try XCTUnwrap(
                shown.firstMatch(of: try Regex("\"\(name)\": +\\{ \"column\": (\\d+), \"line\": (\\d+), \"offset\": (\\d+) \\}")),
                "no \(name) position in the JSON example")
            return (1...3).compactMap { match.output[$0].substring.flatMap { Int($0) } }
        }
        let code = try field("code")
        let severity = try field("severity")
        let url = try field("url")
        let title = try field("title")
        let messageStart = try field("message").replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "…", with: "")
        let start = try position("start")
        let end = try position("end")
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        let diagnostics = files.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }
        let match = diagnostics.first { diagnostic in
            func place(_ key: String) -> [Int] {
                let point = (diagnostic["range"] as? [String: Any])?[key] as? [String: Int] ?? [:]
                return [point["column"] ?? -1, point["line"] ?? -1, point["offset"] ?? -1]
            }
            return diagnostic["code"] as? String == code && diagnostic["severity"] as? String == severity
                && diagnostic["url"] as? String == url && (diagnostic["fix"] as? [String: Any])?["title"] as? String == title
                && (diagnostic["message"] as? String ?? "").hasPrefix(messageStart) && place("start") == start && place("end") == end
        }
        XCTAssertNotNil(
            match, "docs/cli.md's JSON example shows a \(code) \(severity) at \(start)–\(end) that the binary does not print")
    }
}
