import SpecFoundation
import SpecModel
import SpecSyntax
import XCTest
import SpecRules

/// A cancelled rule run stops before the next rule and returns no result.
final class RuleEngineCancellationTests: XCTestCase {
    private let spec = DesignSpec(tree: SyntaxTree.parse(##"{ "platforms": { "iOS": "17.0" } }"##))

    func testCancellingDuringARuleStopsBeforeTheNext() {
        let cancellation = CancellingRule.cancellation
        XCTAssertNil(RuleEngine.run(spec, rules: [CancellingRule.self, RecordingRule.self], cancellation: cancellation))
        XCTAssertFalse(RecordingRule.ran.isCancelled, "the rule after the cancellation never ran")
    }

    func testAnUncancelledRunReportsEveryRule() {
        XCTAssertEqual(RuleEngine.run(spec, rules: [ReportingRule.self, ReportingRule.self], cancellation: CancellationToken())?.count, 2)
    }
}

/// Cancels its run's token when it runs.
private struct CancellingRule: Rule {
    static let cancellation = CancellationToken()
    static let description = RuleDescription(
        id: "test-cancelling", title: "Test rule", category: .format, defaultSeverity: .warning,
        higURLs: ["https://developer.apple.com/design/human-interface-guidelines/"],
        rationale: "A rule used only by tests: it cancels the run it is part of.",
        triggeringExamples: [], nonTriggeringExamples: [])

    func check(_ context: RuleContext) -> [RuleViolation] {
        Self.cancellation.cancel()
        return []
    }
}

/// Records that it ran (by cancelling `ran`, a thread-safe flag).
private struct RecordingRule: Rule {
    static let ran = CancellationToken()
    static let description = RuleDescription(
        id: "test-recording", title: "Test rule", category: .format, defaultSeverity: .warning,
        higURLs: ["https://developer.apple.com/design/human-interface-guidelines/"],
        rationale: "A rule used only by tests: it records that it ran.",
        triggeringExamples: [], nonTriggeringExamples: [])

    func check(_ context: RuleContext) -> [RuleViolation] {
        Self.ran.cancel()
        return []
    }
}

/// Reports one violation.
private struct ReportingRule: Rule {
    static let description = RuleDescription(
        id: "test-reporting", title: "Test rule", category: .format, defaultSeverity: .warning,
        higURLs: ["https://developer.apple.com/design/human-interface-guidelines/"],
        rationale: "A rule used only by tests: it always reports.",
        triggeringExamples: [], nonTriggeringExamples: [])

    func check(_ context: RuleContext) -> [RuleViolation] {
        [RuleViolation(range: 0..<1, message: "always")]
    }
}
