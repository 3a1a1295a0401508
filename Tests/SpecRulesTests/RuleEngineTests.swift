import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Severity configuration, suppression comments and platform filtering in `RuleEngine`.
final class RuleEngineTests: XCTestCase {
    private func run(_ text: String, configuration: RuleConfiguration = RuleConfiguration()) -> [Diagnostic] {
        RuleEngine.run(
            DesignSpec(tree: SyntaxTree.parse(text)), configuration: configuration,
            rules: [MinTouchTargetRule.self, TextContrastMinimumRule.self])
    }

    private static func spec(rules: String = "", content: String) -> String {
        """
        {
          "platforms": { "iOS": "17.0" },\(rules.isEmpty ? "" : "\n  \"rules\": { \(rules) },")
          "screens": [ { "id": "main", "content": [
            \(content)
          ] } ]
        }
        """
    }

    static let smallButton = ##"{ "type": "button", "title": "Go", "width": 20, "height": 20 }"##
    static let mediumButton = ##"{ "type": "button", "title": "Go", "width": 30, "height": 30 }"##

    /// A severity a rule computes for a finding holds when nothing overrides it: a single macOS radio
    /// button is information ("prefer a checkbox"), too many radio buttons the default warning ("Avoid").
    func testGradedSeverityWithoutOverrides() {
        func radioGroup(_ options: Int) -> String {
            let list = (1...options).map { "\"Option \($0)\"" }.joined(separator: ", ")
            return
                #"{ "platforms": { "macOS": "14.0" }, "screens": [ { "id": "main", "content": [ { "type": "picker", "style": "radioGroup", "options": [ "#
                + list + " ] } ] } ] }"
        }
        let graded: [any Rule.Type] = [MacOSRadioGroupSizeRule.self]
        XCTAssertEqual(RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(radioGroup(1))), rules: graded).map(\.severity), [.information])
        XCTAssertEqual(RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(radioGroup(7))), rules: graded).map(\.severity), [.warning])
    }

    func testFileOverrideChangesSeverityAndCanSwitchOff() {
        XCTAssertEqual(
            run(Self.spec(rules: ##""min-touch-target": "information""##, content: Self.smallButton)).map(\.severity), [.information])
        XCTAssertEqual(run(Self.spec(rules: ##""min-touch-target": "off""##, content: Self.smallButton)), [])
    }

    func testEditorOverrideAppliesAndTheFileWins() {
        let editor = RuleConfiguration(severities: ["min-touch-target": .severity(.hint)])
        XCTAssertEqual(run(Self.spec(content: Self.smallButton), configuration: editor).map(\.severity), [.hint])
        XCTAssertEqual(
            run(Self.spec(content: Self.smallButton), configuration: RuleConfiguration(severities: ["min-touch-target": .off])), [])
        XCTAssertEqual(
            run(Self.spec(rules: ##""min-touch-target": "error""##, content: Self.mediumButton), configuration: editor).map(\.severity),
            [.error])
    }

    func testInvalidOverrideValueIsIgnored() {
        XCTAssertEqual(run(Self.spec(rules: ##""min-touch-target": "loud""##, content: Self.smallButton)).map(\.severity), [.information])
    }

    func testSuppressionCommentForTheRuleOnTheNextLine() {
        let suppressed = """
            {
              "platforms": { "iOS": "17.0" },
              "screens": [ { "id": "main", "content": [
                // designspec-disable-next-line min-touch-target
                { "type": "button", "title": "Go", "width": 20, "height": 20 },
                { "type": "button", "title": "Again", "width": 20, "height": 20 }
              ] } ]
            }
            """
        let diagnostics = run(suppressed)
        XCTAssertEqual(diagnostics.count, 1, "only the second button is reported")
        XCTAssertTrue(diagnostics.first?.message.contains("Again") ?? false)
    }

    func testSuppressionCommentForAnotherRuleDoesNotSuppress() {
        let other = """
            {
              "platforms": { "iOS": "17.0" },
              "screens": [ { "id": "main", "content": [
                /* designspec-disable-next-line text-contrast-minimum */
                { "type": "button", "title": "Go", "width": 20, "height": 20 }
              ] } ]
            }
            """
        XCTAssertEqual(run(other).count, 1)
    }

    func testBareSuppressionCommentSuppressesEveryRule() {
        let all = """
            {
              "platforms": { "iOS": "17.0" },
              "screens": [ { "id": "main", "content": [
                // designspec-disable-next-line
                { "type": "text", "text": "Faint", "color": "#EEEEEE", "background": "#FFFFFF" }, { "type": "button", "title": "Go", "width": 20, "height": 20 }
              ] } ]
            }
            """
        XCTAssertEqual(run(all), [])
    }

    func testSimilarlyNamedCommentIsNotADirective() {
        let text = Self.spec(content: "// designspec-disable-next-lines min-touch-target\n    " + Self.smallButton)
        XCTAssertEqual(run(text).count, 1)
    }

    func testRulesForUntargetedPlatformsAreSkipped() {
        XCTAssertEqual(
            RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(##"{ "platforms": { "macOS": "14.0" } }"##)), rules: [OnlyWatchRule.self]), [])
        XCTAssertEqual(
            RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(##"{ "platforms": { "watchOS": "10.0" } }"##)), rules: [OnlyWatchRule.self])
                .count, 1)
    }
}

/// A rule for watchOS that always reports, to test platform filtering.
private struct OnlyWatchRule: Rule {
    static let description = RuleDescription(
        id: "only-watch", title: "Test rule", category: .format, defaultSeverity: .warning, platforms: [.watchOS],
        higURLs: ["https://developer.apple.com/design/human-interface-guidelines/designing-for-watchos"],
        rationale: "A rule used only by tests to check that rules for untargeted platforms do not run.",
        triggeringExamples: [], nonTriggeringExamples: [])

    func check(_ context: RuleContext) -> [RuleViolation] {
        [RuleViolation(range: 0..<1, message: "always")]
    }
}

/// Messages of the touch-target rule carry the figures.
final class MinTouchTargetMessageTests: XCTestCase {
    private func message(_ component: String) -> String? {
        let text = #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ "# + component + " ] } ] }"
        return RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), rules: [MinTouchTargetRule.self]).first?.message
    }

    func testMessagesNameBothDimensionsOrTheOneGiven() {
        XCTAssertEqual(
            message(#"{ "type": "button", "title": "Go", "width": 30, "height": 30 }"#),
            "Button \"Go\" is 30×30 pt; strive for 44×44 pt on iOS (minimum 28×28 pt).")
        XCTAssertEqual(
            message(#"{ "type": "segmentedControl", "height": 24 }"#),
            "SegmentedControl is 24 pt tall, below the iOS minimum of 28×28 pt; strive for 44×44 pt.")
        XCTAssertEqual(
            message(#"{ "type": "button", "title": "Go", "width": 40 }"#),
            "Button \"Go\" is 40 pt wide; strive for 44×44 pt on iOS (minimum 28×28 pt).")
        XCTAssertEqual(
            message(#"{ "type": "slider", "hitWidth": 40 }"#),
            "Slider's hit region is 40 pt wide; strive for 44×44 pt on iOS (minimum 28×28 pt).")
    }
}
