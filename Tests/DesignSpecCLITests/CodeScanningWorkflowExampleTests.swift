import Foundation
import SpecFoundation
import SpecSyntax
import XCTest

/// The GitHub Actions example (`docs/examples/designspec-code-scanning.yml`): its check command, as
/// written, writes SARIF 2.1.0 that the OASIS schema accepts, to the file its upload step sends to
/// code scanning. (`.ci/teams.sh` runs the whole step and checks the YAML with PyYAML.)
final class CodeScanningWorkflowExampleTests: XCTestCase {
    private static let workflowPath = "docs/examples/designspec-code-scanning.yml"

    /// The arguments after `check` and the output file of the workflow's `"$DESIGNSPEC" check … > file` line.
    private func checkCommand(in workflow: String) throws -> (arguments: [String], output: String) {
        let line = try XCTUnwrap(workflow.split(separator: "\n").first { $0.contains("\"$DESIGNSPEC\" check ") }, "no check line")
        let command = try XCTUnwrap(line.components(separatedBy: "\"$DESIGNSPEC\" check ").last)
        let parts = command.components(separatedBy: ">")
        XCTAssertEqual(parts.count, 2, "expected one redirection: \(line)")
        let arguments = parts[0].split(separator: " ").map(String.init)
        return (arguments, parts[1].trimmingCharacters(in: .whitespaces))
    }

    func testTheCheckStepWritesValidSARIFForTheUploadStep() throws {
        let workflow = try String(contentsOfFile: CLITestSupport.packageFile(Self.workflowPath), encoding: .utf8)
        let (arguments, output) = try checkCommand(in: workflow)
        XCTAssertEqual(arguments, ["--format", "sarif", "."])
        XCTAssertTrue(workflow.contains("uses: github/codeql-action/upload-sarif@"))
        XCTAssertTrue(workflow.contains("sarif_file: \(output)\n"), "the upload step should send \(output)")
        XCTAssertTrue(workflow.contains("security-events: write"))

        // The examples as the repository: they hold errors (the showcase), so check exits 1, and the
        // workflow uploads the SARIF before it fails the job.
        let result = try CLITestSupport.runBinary(["check"] + arguments, in: CLITestSupport.packageRoot.appendingPathComponent("Examples"))
        XCTAssertEqual(result.exitCode, 1, result.standardError)
        let log = try JSONValue.parse(result.standardOutput)
        XCTAssertEqual(try SARIFSchemaTests.validator().validate(log), [])
        let results = try XCTUnwrap(log["runs"]?[0]?["results"]?.arrayValue)
        XCTAssertTrue(results.contains { $0["level"]?.stringValue == "error" }, "the showcase's errors")
        XCTAssertTrue(
            results.allSatisfy { result in
                result["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue?.hasPrefix("file:") == false
            }, "paths relative to the repository, as code scanning expects")
    }
}
