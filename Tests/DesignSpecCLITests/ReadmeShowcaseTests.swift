import Foundation
import SpecTestSupport
import XCTest

/// The showcase section of the command-line page (`docs/cli.md`, "What `designspec check
/// Examples/showcase.design.jsonc` prints", linked from the README) is what the current binary prints:
/// the listing, the exit code and the number of rules shown. When the rules change, regenerate the
/// section with `DESIGNSPEC_UPDATE=1 swift test --filter ReadmeShowcaseTests` (it rewrites those
/// three parts of docs/cli.md and nothing else) and review the prose around them.
final class ReadmeShowcaseTests: XCTestCase {
    private static let heading = "## What `designspec check Examples/showcase.design.jsonc` prints"

    func testShowcaseSectionIsWhatTheBinaryPrints() throws {
        let result = try CLITestSupport.runBinary(["check", "Examples/showcase.design.jsonc"])
        let readmeURL = CLITestSupport.packageRoot.appendingPathComponent("docs/cli.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        guard let section = Self.section(in: readme) else {
            return XCTFail("docs/cli.md has no section headed \(Self.heading)")
        }
        let current = Self.render(section: String(readme[section]), output: result.standardOutput, exitCode: result.exitCode)
        if GeneratedFiles.updating {
            try readme.replacingCharacters(in: section, with: current).write(to: readmeURL, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(
            String(readme[section]), current,
            "docs/cli.md's showcase section is stale; regenerate it with `\(GeneratedFiles.updateCommand(filter: "ReadmeShowcaseTests"))`"
        )
    }

    /// The section from its heading up to the next `## ` heading.
    private static func section(in readme: String) -> Range<String.Index>? {
        guard let start = readme.range(of: heading) else { return nil }
        let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        return start.lowerBound..<end
    }

    /// `section` with its listing, exit code and rule count replaced by what the binary printed.
    private static func render(section: String, output: String, exitCode: Int32) -> String {
        let ruleIDs = Set(
            output.split(separator: "\n").compactMap { line -> Substring? in
                guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
                let id = line[line.index(after: open)..<line.index(before: line.endIndex)]
                return id.hasPrefix("syntax/") || id.hasPrefix("schema/") ? nil : id
            })
        var text = section
        if let listing = text.firstMatch(of: /```\n[\s\S]*?\n```/) {
            text.replaceSubrange(listing.range, with: "```\n" + output + "```")
        }
        if let code = text.firstMatch(of: /Exit code \d+/) {
            text.replaceSubrange(code.range, with: "Exit code \(exitCode)")
        }
        if let count = text.firstMatch(of: /shows \d+(\s+)of the rules/) {
            text.replaceSubrange(count.range, with: "shows \(ruleIDs.count)\(count.1)of the rules")
        }
        return text
    }

    /// The README's `check` example shows lines the binary prints for the showcase, and its summary.
    func testTheReadmeExampleIsWhatTheBinaryPrints() throws {
        let result = try CLITestSupport.runBinary(["check", "Examples/showcase.design.jsonc"])
        let readme = try String(contentsOf: CLITestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try XCTUnwrap(
            readme.firstMatch(of: /```console\n\$ designspec check Examples\/showcase.design.jsonc\n([\s\S]*?)```/),
            "README.md has no check example")
        let shown = example.1.split(separator: "\n").filter { $0 != "…" }
        let printed = Set(result.standardOutput.split(separator: "\n"))
        XCTAssertFalse(shown.isEmpty)
        for line in shown {
            XCTAssertTrue(printed.contains(line), "README.md shows a line the binary does not print: \(line)")
        }
        XCTAssertEqual(shown.last, result.standardOutput.split(separator: "\n").last, "README.md's summary line")
    }
}
