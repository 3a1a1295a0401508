import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import XCTest

/// Messages and fixes of the spec-format rules, and the HIG links of rulesA's categories.
final class FormatRulesTests: XCTestCase {
    func testPlatformsDeclaredSaysWhatIsAssumed() throws {
        let diagnostic = try XCTUnwrap(ruleDiagnostics(PlatformsDeclaredRule.self, #"{ "name": "Recipes" }"#).first)
        XCTAssertEqual(diagnostic.message, PlatformsDeclaredRule.noPlatforms(assuming: ["iOS 26.1"]))
        XCTAssertEqual(diagnostic.range, 0..<1)
        XCTAssertEqual(diagnostic.severity, .information)
    }

    func testPlatformsDeclaredUsesTheEditorDefaultTargets() throws {
        let spec = DesignSpec(tree: SyntaxTree.parse(#"{ "screens": [] }"#), defaultTargets: [.macOS: OSVersion(major: 14)])
        let diagnostic = try XCTUnwrap(RuleEngine.run(spec, rules: [PlatformsDeclaredRule.self]).first)
        XCTAssertEqual(diagnostic.message, PlatformsDeclaredRule.noPlatforms(assuming: ["macOS 14.0"]))
    }

    func testUnknownRuleIDSuggestsTheClosestID() throws {
        let diagnostic = try XCTUnwrap(ruleDiagnostics(UnknownRuleIDRule.self, #"{ "rules": { "min-touch-targets": "off" } }"#).first)
        XCTAssertEqual(diagnostic.message, UnknownRuleIDRule.message(ruleID: "min-touch-targets", suggestions: ["min-touch-target"]))
        XCTAssertEqual(diagnostic.fix?.newText, "\"min-touch-target\"")
    }

    func testSeveritySpellingsAreLeftToTheVocabularyCheck() {
        XCTAssertEqual(ruleDiagnostics(UnknownRuleIDRule.self, #"{ "rules": { "min-touch-target": "warn" } }"#), [])
    }

    func testTokenShadowingNamesTheSystemValue() throws {
        let color = try XCTUnwrap(ruleDiagnostics(TokenShadowsSystemNameRule.self, #"{ "colors": { "red": "systemPink" } }"#).first)
        XCTAssertEqual(color.message, TokenShadowsSystemNameRule.shadowsSystemColor(token: "red", systemColor: "systemRed"))
        let type = try XCTUnwrap(ruleDiagnostics(TokenShadowsSystemNameRule.self, #"{ "typography": { "body": { "size": 15 } } }"#).first)
        XCTAssertEqual(type.message, TokenShadowsSystemNameRule.shadowsTextStyle(token: "body"))
    }

    /// Both findings are information: the SF Symbols sentence describes (issue 27).
    func testOSVersionsOutsideTheSymbolDataAreReported() throws {
        let found = ruleDiagnostics(
            InvalidOSVersionRule.self,
            #"{ "platforms": { "iOS": "x", "macOS": "10.14", "watchOS": "30.0" }, "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "star" } ] } ] }"#
        )
        XCTAssertEqual(found.map(\.severity), [.information, .information])
        guard found.count == 2 else { return }
        XCTAssertEqual(
            found[0].message,
            InvalidOSVersionRule.tooOld(platform: .macOS, version: try XCTUnwrap(OSVersion("10.14")), oldest: OSVersion(major: 11)))
        XCTAssertEqual(found[0].fix?.newText, "\"11.0\"")
        XCTAssertEqual(found[1].message, InvalidOSVersionRule.newerThanKnown(platform: .watchOS, version: OSVersion(major: 30)))
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
