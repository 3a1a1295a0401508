import SpecFoundation
import SpecModel
import SpecSyntax
import XCTest

@testable import SpecRules

/// A spec whose screens are spread over the cores (as the engine runs a large one's) gets exactly the
/// diagnostics, in the same order, of the rules run one after another; and its run still stops when cancelled.
final class RuleEngineParallelRulesTests: XCTestCase {
    /// The run with the screens spread over the cores from `minimumBytes` on, without a cache.
    private func run(_ spec: DesignSpec, rules: [any Rule.Type] = RuleRegistry.all, parallelFrom minimumBytes: Int) -> [Diagnostic]? {
        RuleEngine.run(spec, rules: rules, cancellation: CancellationToken(), cache: nil, parallelFrom: minimumBytes)
    }

    func testEveryExampleSpecInParallelEqualsTheWholeRun() throws {
        let specs = try RuleScopeTests.exampleSpecs()
        XCTAssertGreaterThan(specs.count, 10)
        var findings = 0
        for (name, text) in specs {
            let spec = DesignSpec(tree: SyntaxTree.parse(text))
            let oneAfterAnother = try XCTUnwrap(run(spec, parallelFrom: .max))
            findings += oneAfterAnother.count
            XCTAssertEqual(run(spec, parallelFrom: 0), oneAfterAnother, name)
        }
        XCTAssertGreaterThan(findings, 50, "the examples have findings to compare")
    }

    func testALargeSpecRunsItsRulesInParallelByDefault() throws {
        let text = try XCTUnwrap(RuleScopeTests.exampleSpecs().first { $0.name == "showcase.design.jsonc" }?.text)
        let spec = DesignSpec(tree: SyntaxTree.parse(text))
        let screens = spec.screens.map(\.node.text).joined(separator: ",\n")
        let root = try XCTUnwrap(spec.root?["screens"])
        let bytes = Array(text.utf8)
        let copies = RuleEngine.parallelScreensMinimumBytes / max(1, screens.utf8.count) + 1
        let large = DesignSpec(
            tree: SyntaxTree.parse(
                String(decoding: bytes[..<root.range.lowerBound], as: UTF8.self) + "[\n"
                    + Array(repeating: screens, count: copies).joined(separator: ",\n") + "\n]"
                    + String(decoding: bytes[root.range.upperBound...], as: UTF8.self)))
        XCTAssertGreaterThanOrEqual(large.tree.bytes.count, RuleEngine.parallelScreensMinimumBytes)
        let whole = try XCTUnwrap(run(large, parallelFrom: .max))
        XCTAssertFalse(whole.isEmpty)
        XCTAssertEqual(RuleEngine.run(large), whole)
    }

    func testARunCancelledByOneOfItsRulesReturnsNothing() {
        let cancellation = ParallelCancellingRule.cancellation
        XCTAssertNil(
            RuleEngine.run(
                spec, rules: Array(repeating: ReportingRule.self, count: 8) + [ParallelCancellingRule.self], cancellation: cancellation,
                cache: nil, parallelFrom: 0))
        XCTAssertTrue(cancellation.isCancelled)
    }

    func testNoRuleStartsOnceCancelled() {
        let cancellation = CancellationToken()
        cancellation.cancel()
        XCTAssertNil(RuleEngine.run(spec, rules: [ParallelRecordingRule.self], cancellation: cancellation, cache: nil, parallelFrom: 0))
        XCTAssertFalse(ParallelRecordingRule.ran.isCancelled, "the rule never ran")
        XCTAssertEqual(
            RuleEngine.run(
                spec, rules: [ReportingRule.self, ReportingRule.self], cancellation: CancellationToken(), cache: nil, parallelFrom: 0)?
                .count, 2)
    }

    private let spec = DesignSpec(
        tree: SyntaxTree.parse(#"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a" }, { "id": "b" } ] }"#))
}

/// Reports one violation.
private struct ReportingRule: Rule {
    static let description = RuleDescription(
        id: "test-parallel-reporting", title: "Test rule", category: .format, defaultSeverity: .warning,
        higURLs: ["https://developer.apple.com/design/human-interface-guidelines/"],
        rationale: "A rule used only by tests: it always reports.",
        triggeringExamples: [], nonTriggeringExamples: [])

    func check(_ context: RuleContext) -> [RuleViolation] {
        [RuleViolation(range: 0..<1, message: "always")]
    }
}

/// Cancels its run's token when it runs.
private struct ParallelCancellingRule: Rule {
    static let cancellation = CancellationToken()
    static let description = RuleDescription(
        id: "test-parallel-cancelling", title: "Test rule", category: .format, defaultSeverity: .warning,
        higURLs: ["https://developer.apple.com/design/human-interface-guidelines/"],
        rationale: "A rule used only by tests: it cancels the run it is part of.",
        triggeringExamples: [], nonTriggeringExamples: [])

    func check(_ context: RuleContext) -> [RuleViolation] {
        Self.cancellation.cancel()
        return []
    }
}

/// Records that it ran (by cancelling `ran`, a thread-safe flag).
private struct ParallelRecordingRule: Rule {
    static let ran = CancellationToken()
    static let description = RuleDescription(
        id: "test-parallel-recording", title: "Test rule", category: .format, defaultSeverity: .warning,
        higURLs: ["https://developer.apple.com/design/human-interface-guidelines/"],
        rationale: "A rule used only by tests: it records that it ran.",
        triggeringExamples: [], nonTriggeringExamples: [])

    func check(_ context: RuleContext) -> [RuleViolation] {
        Self.ran.cancel()
        return []
    }
}
