import SpecKnowledge
import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Messages and fixes of the spec-format rules, and the HIG links of rulesA's categories.
final class FormatRulesTests: XCTestCase {
    func testPlatformsDeclaredSaysWhatIsAssumed() throws {
        let diagnostic = try XCTUnwrap(ruleDiagnostics(PlatformsDeclaredRule.self, #"{ "name": "Recipes" }"#).first)
        XCTAssertTrue(
            diagnostic.message.hasPrefix("No platforms given; assuming iOS 26.1. Add \"platforms\": { \"iOS\": \"17.0\" }"),
            diagnostic.message)
        XCTAssertEqual(diagnostic.range, 0..<1)
        XCTAssertEqual(diagnostic.severity, .information)
    }

    func testPlatformsDeclaredUsesTheEditorDefaultTargets() throws {
        let spec = DesignSpec(tree: SyntaxTree.parse(#"{ "screens": [] }"#), defaultTargets: [.macOS: OSVersion(major: 14)])
        let diagnostic = try XCTUnwrap(RuleEngine.run(spec, rules: [PlatformsDeclaredRule.self]).first)
        XCTAssertTrue(diagnostic.message.contains("assuming macOS 14.0"), diagnostic.message)
    }

    func testUnknownRuleIDSuggestsTheClosestID() throws {
        let diagnostic = try XCTUnwrap(ruleDiagnostics(UnknownRuleIDRule.self, #"{ "rules": { "min-touch-targets": "off" } }"#).first)
        XCTAssertTrue(diagnostic.message.contains("did you mean `min-touch-target`"), diagnostic.message)
        XCTAssertEqual(diagnostic.fix?.newText, "\"min-touch-target\"")
    }

    func testSeveritySpellingsAreLeftToTheVocabularyCheck() {
        XCTAssertEqual(ruleDiagnostics(UnknownRuleIDRule.self, #"{ "rules": { "min-touch-target": "warn" } }"#), [])
    }

    func testTokenShadowingNamesTheSystemValue() throws {
        let color = try XCTUnwrap(ruleDiagnostics(TokenShadowsSystemNameRule.self, #"{ "colors": { "red": "systemPink" } }"#).first)
        XCTAssertTrue(color.message.contains("shadows the system color `systemRed` (SwiftUI `red`)"), color.message)
        let type = try XCTUnwrap(ruleDiagnostics(TokenShadowsSystemNameRule.self, #"{ "typography": { "body": { "size": 15 } } }"#).first)
        XCTAssertTrue(type.message.contains("shadows the system text style `body`"), type.message)
    }

    func testOSVersionsAreGraded() {
        let found = ruleDiagnostics(InvalidOSVersionRule.self, #"{ "platforms": { "iOS": "x", "macOS": "10.14", "watchOS": "30.0" } }"#)
        XCTAssertEqual(found.map(\.severity), [.warning, .information])
        XCTAssertTrue(found[0].message.contains("macOS 10.14 is older than macOS 11.0"), found[0].message)
        XCTAssertEqual(found[0].fix?.newText, "\"11.0\"")
        XCTAssertTrue(found[1].message.contains("newer than the newest version designspec knows (26.1)"), found[1].message)
    }

    /// The HIG sections cited by the symbol, typography, app icon and format rules exist in the bundled
    /// corpus. `unknown-rule-id` is about the file's own configuration and cites the HIG's front page.
    func testCitedHIGSectionsResolve() {
        let categories: Set<RuleCategory> = [.symbols, .typography, .appIcon, .format]
        for description in RuleRegistry.descriptions where categories.contains(description.category) && description.id != "unknown-rule-id"
        {
            for url in description.higURLs {
                XCTAssertNotNil(HIGCorpus.shared.section(url: url), "\(description.id): \(url)")
            }
        }
    }
}
