import SpecKnowledge
import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// The legacy rule set (off unless asked for), `strict` (warnings become errors) and the source named
/// at the end of findings of rules that do not rest on the current HIG.
final class RuleSetAndStrictTests: XCTestCase {
    /// A rule resting on the 2015 iOS HIG alone: every button is too wide.
    private struct LegacyFigureRule: Rule {
        static let description = RuleDescription(
            id: "test-legacy-figure", title: "A 2015 figure", category: .controls, defaultSeverity: .warning, higURLs: [HIGLink.root],
            rationale: "A test rule.", authority: .legacy2015, quote: "A sentence from 2015.", triggeringExamples: [],
            nonTriggeringExamples: [])
        init() {}
        func check(_ context: RuleContext) -> [RuleViolation] {
            context.spec.components.filter { $0.componentKind == .button }.compactMap { button in
                button.kindNode.map { RuleViolation(range: $0.range, message: "Button is too wide.") }
            }
        }
    }

    /// A rule resting on WCAG: every button is a warning.
    private struct WCAGFigureRule: Rule {
        static let description = RuleDescription(
            id: "test-wcag-figure", title: "A WCAG figure", category: .contrast, defaultSeverity: .warning, higURLs: [HIGLink.root],
            rationale: "A test rule.", authority: .wcag, quote: "A sentence from WCAG.", triggeringExamples: [], nonTriggeringExamples: [])
        init() {}
        func check(_ context: RuleContext) -> [RuleViolation] {
            context.spec.components.filter { $0.componentKind == .button }.compactMap { button in
                button.kindNode.map { RuleViolation(range: $0.range, message: "Button fails a WCAG figure.") }
            }
        }
    }

    private static func spec(rules: String = "") -> String {
        #"{ "platforms": { "iOS": "17.0" }, \#(rules) "screens": [ { "id": "main", "content": [ { "type": "button", "title": "Go" } ] } ] }"#
    }

    private func run(_ text: String, _ configuration: RuleConfiguration, _ rules: [any Rule.Type]) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), configuration: configuration, rules: rules)
    }

    func testLegacyRulesAreOffUnlessTheLegacyRuleSetOrTheirOwnSeverityTurnsThemOn() {
        XCTAssertEqual(run(Self.spec(), RuleConfiguration(), [LegacyFigureRule.self]), [])
        let legacy = run(Self.spec(), RuleConfiguration(legacy: true), [LegacyFigureRule.self])
        XCTAssertEqual(legacy.map(\.message), ["Button is too wide. (source: iOS HIG, 2015 (legacy rule set))"])
        XCTAssertEqual(legacy.map(\.severity), [.warning])
        let named = run(
            Self.spec(), RuleConfiguration(severities: ["test-legacy-figure": .severity(.information)]), [LegacyFigureRule.self])
        XCTAssertEqual(named.map(\.severity), [.information], "a per-rule severity turns a legacy rule on")
        let inFile = run(Self.spec(rules: #""rules": { "test-legacy-figure": "warning" },"#), RuleConfiguration(), [LegacyFigureRule.self])
        XCTAssertEqual(inFile.map(\.severity), [.warning], "so does the file's own \"rules\"")
    }

    func testWCAGFindingsSayWCAG() {
        XCTAssertEqual(
            run(Self.spec(), RuleConfiguration(), [WCAGFigureRule.self]).map(\.message), ["Button fails a WCAG figure. (source: WCAG 2.2)"])
    }

    func testStrictRaisesWarningsToErrorsButPerRuleSeveritiesWin() {
        XCTAssertEqual(run(Self.spec(), RuleConfiguration(strict: true), [WCAGFigureRule.self]).map(\.severity), [.error])
        let configured = RuleConfiguration(severities: ["test-wcag-figure": .severity(.warning)], strict: true)
        XCTAssertEqual(run(Self.spec(), configured, [WCAGFigureRule.self]).map(\.severity), [.warning])
        let inFile = run(
            Self.spec(rules: #""rules": { "test-wcag-figure": "information" },"#), RuleConfiguration(strict: true), [WCAGFigureRule.self])
        XCTAssertEqual(inFile.map(\.severity), [.information])
    }
}
