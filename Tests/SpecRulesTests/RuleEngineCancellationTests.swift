import Dispatch
import Foundation
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

    func testARunStepsAsideBeforeItsNextRuleWhileAKeystrokeIsInFlight() {
        let gate = KeystrokeGate(longestWait: .seconds(60))
        gate.enter()
        let result = Locked<[Diagnostic]?>(nil)
        let done = DispatchSemaphore(value: 0)
        let spec = spec
        DispatchQueue.global().async {
            let found = RuleEngine.run(spec, rules: [ReportingRule.self], cancellation: CancellationToken(yieldingTo: gate))
            result.withLock { $0 = found }
            done.signal()
        }
        XCTAssertTrue(gate.waitUntilWaiting(1, until: Date(timeIntervalSinceNow: 30)), "the run reached the gate")
        XCTAssertNil(result.current, "the run waits before its first rule while the keystroke is in flight")
        gate.leave()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(result.current?.count, 1, "the run then completes with every rule's findings")
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
