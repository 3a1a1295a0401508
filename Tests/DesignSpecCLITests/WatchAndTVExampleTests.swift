import Foundation
import SpecFoundation
import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// The watchOS and tvOS examples are clean and the showcase's watchOS and tvOS screens show every rule of
/// those platforms that can fire on a screen.
final class WatchAndTVExampleTests: XCTestCase {
    private let showcase = "Examples/showcase.design.jsonc"

    func testWatchOSAndTVOSExamplesHaveNoProblems() throws {
        let result = try CLITestSupport.runBinary(["check", "Examples/watchos.design.jsonc", "Examples/tvos.design.jsonc"])
        XCTAssertEqual(result.exitCode, 0, result.standardOutput + result.standardError)
        XCTAssertEqual(result.standardOutput, "No problems found (2 files checked)\n")
    }

    func testShowcaseShowsTheWatchOSAndTVOSRules() throws {
        let result = try CLITestSupport.runBinary(["check", "--format", "json", showcase])
        XCTAssertEqual(result.exitCode, 1, result.standardError)
        let document = try JSONValue.parse(result.standardOutput)
        let codes = Set(document["files"]?[0]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? [])
        // Every rule only for watchOS or tvOS, except those about the top-level app icon (the showcase targets iOS).
        let expected = RuleRegistry.descriptions.filter {
            ($0.platforms == [.watchOS] || $0.platforms == [.tvOS]) && $0.category != .appIcon
        }.map(\.id)
        XCTAssertGreaterThanOrEqual(expected.count, 17)
        XCTAssertEqual(expected.filter { !codes.contains($0) }, [], "rules the showcase doesn't show")
    }
}
