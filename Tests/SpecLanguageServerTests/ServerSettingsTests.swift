import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecSyntax
import XCTest
@testable import SpecLanguageServer

final class ServerSettingsTests: XCTestCase {
    private func json(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    func testReadsAllSettingsWithOuterKey() throws {
        let (settings, problems) = ServerSettings.parse(
            try json(
                #"""
                {"designspec": {"rules": {"min-touch-target": "error", "contrast": "off"},
                 "defaultPlatforms": {"ios": "17.0"}, "diagnosticsDebounceMs": 0}}
                """#), environment: [:])
        XCTAssertEqual(problems, [])
        XCTAssertEqual(settings.analysis.ruleSeverities, ["min-touch-target": .severity(.error), "contrast": .off])
        XCTAssertEqual(settings.analysis.defaultPlatforms, [.iOS: OSVersion(major: 17)])
        XCTAssertEqual(settings.debounceMilliseconds, 0)
    }

    func testLegacyAndStrictAreFlags() throws {
        let (settings, problems) = ServerSettings.parse(try json(#"{ "designspec": { "legacy": true, "strict": true } }"#))
        XCTAssertEqual(problems, [])
        XCTAssertTrue(settings.analysis.legacyRules)
        XCTAssertTrue(settings.analysis.strict)
        let (wrong, complaints) = ServerSettings.parse(try json(#"{ "legacy": "yes" }"#))
        XCTAssertFalse(wrong.analysis.legacyRules)
        XCTAssertEqual(complaints, ["legacy: expected true or false"])
    }

    func testAcceptsObjectWithoutOuterKeyAndReportsBadEntries() throws {
        let (settings, problems) = ServerSettings.parse(
            try json(
                #"""
                {"rules": {"a": "loud", "b": "hint"}, "defaultPlatforms": {"Android": "1"}, "diagnosticsDebounceMs": -4}
                """#), environment: [:])
        XCTAssertEqual(settings.analysis.ruleSeverities, ["b": .severity(.hint)])
        XCTAssertEqual(settings.analysis.defaultPlatforms, [:])
        XCTAssertEqual(settings.debounceMilliseconds, ServerSettings.defaultDebounceMilliseconds)
        XCTAssertEqual(problems.count, 3, "\(problems)")
    }

    func testEnvironmentSetsDebounceUnlessSettingsDo() throws {
        XCTAssertEqual(ServerSettings.parse(nil, environment: ["DESIGNSPEC_DEBOUNCE_MS": "0"]).settings.debounceMilliseconds, 0)
        let explicit = ServerSettings.parse(try json(#"{"diagnosticsDebounceMs": 40}"#), environment: ["DESIGNSPEC_DEBOUNCE_MS": "0"])
        XCTAssertEqual(explicit.settings.debounceMilliseconds, 40)
    }

    func testUnrelatedObjectIsNotSettings() throws {
        XCTAssertFalse(ServerSettings.containsSettings(try json(#"{"editor": {"tabSize": 2}}"#)))
        XCTAssertTrue(ServerSettings.containsSettings(try json(#"{"designspec": {}}"#)))
    }
}
