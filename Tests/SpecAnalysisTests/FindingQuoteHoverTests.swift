import SpecAnalysis
import SpecRules
import XCTest

/// Issue 15: hover on a finding shows the sentence its rule enforces, verbatim, with its source.
final class FindingQuoteHoverTests: XCTestCase {
    func testHoverOnAFindingQuotesItsRulesSentence() throws {
        let rule = try XCTUnwrap(RuleRegistry.description(of: "text-contrast-minimum"))
        XCTAssertFalse(rule.quote.isEmpty)
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Faint", "color": "#C7C1️⃣7CC" } ] } ] }
            """,
            contains: ["\u{201C}\(rule.quote)\u{201D} — Human Interface Guidelines"])
    }

    func testHoverOnAFindingOfAFormatCheckNamesItsSource() throws {
        let rule = try XCTUnwrap(RuleRegistry.description(of: "unknown-rule-id"))
        assertHover(
            #"{ "platforms": { "iOS": "17.0" }, "rules": { "min-touch-tar1️⃣gets": "off" } }"#,
            contains: ["\u{201C}\(rule.quote)\u{201D} — The design spec format"])
    }
}
