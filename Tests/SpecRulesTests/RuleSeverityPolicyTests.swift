import SpecModel
import SpecRules
import XCTest

/// Every rule's default severity follows the words of its quote by the table in docs/rules.md
/// (`SeverityPolicy`), or is listed with its reason in `SeverityPolicyExceptions`.
final class RuleSeverityPolicyTests: XCTestCase {
    func testEveryDefaultSeverityFollowsItsQuotesWordsOrIsAReviewedException() {
        var unlisted: [String] = []
        var wronglyListed: [String] = []
        for rule in RuleRegistry.descriptions where !rule.quote.isEmpty {
            let derived = SeverityPolicy.severity(ofSentence: rule.quote)
            let exception = SeverityPolicyExceptions.byRule[rule.id]
            if rule.defaultSeverity == derived.severity {
                if exception != nil { wronglyListed.append("\(rule.id): follows its words now; remove the exception") }
            } else if let exception {
                if exception.severity != rule.defaultSeverity {
                    wronglyListed.append("\(rule.id): listed as \(exception.severity.rawValue), is \(rule.defaultSeverity.rawValue)")
                }
            } else {
                unlisted.append(
                    "\(rule.id): \(rule.defaultSeverity.rawValue), but its quote is \(derived.because) → \(derived.severity.rawValue): \(rule.quote)")
            }
        }
        XCTAssertEqual(unlisted, [], "default severities that do not follow their quote's words and are not reviewed exceptions")
        XCTAssertEqual(wronglyListed, [], "stale entries in SeverityPolicyExceptions")
    }

    func testEveryExceptionNamesARuleWithAReason() {
        let ids = Set(RuleRegistry.descriptions.map(\.id))
        for (id, exception) in SeverityPolicyExceptions.byRule {
            XCTAssertTrue(ids.contains(id), "\(id) is not a rule")
            XCTAssertGreaterThan(exception.reason.count, 20, id)
        }
    }

    /// The table's words decide by the first one in the sentence; without them, instructions are
    /// warnings and descriptions information.
    func testTheTablesWordsDecideInTheOrderTheyStand() {
        let cases: [(String, Severity)] = [
            ("Avoid hard-coding system color values in your app.", .warning),
            ("In general, avoid light font weights.", .information),
            ("Don't assign the primary role to a button that performs a destructive action.", .warning),
            ("If you use a custom font, make sure it implements the same behaviors.", .warning),
            ("To ensure all information in your app is legible, it’s important that there’s enough contrast.", .information),
            ("Although an alert can appear on top of all other content, you never want to display more than one alert.", .warning),
            ("An alert that contains three or more buttons should be avoided", .warning),
            ("You can display a badge on a tab.", .information),
            ("Use the switch toggle style only in a list row.", .warning),
            ("Always include a press state for a custom button.", .warning),
            ("If your app needs sensitive data, use a field that obscures people’s input.", .warning),
            ("Instead of adding individual icons for each action, or reusing the same icon, establish a common theme.", .warning),
            ("The layout, size, style, and appearances of app icons vary by platform.", .information),
            ("Interjections like “oops!” are typically unnecessary and can sound insincere.", .information)
        ]
        for (sentence, severity) in cases {
            XCTAssertEqual(SeverityPolicy.severity(ofSentence: sentence).severity, severity, sentence)
        }
    }
}
