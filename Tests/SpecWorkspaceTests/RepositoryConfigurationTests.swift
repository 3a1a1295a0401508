import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecWorkspace
import XCTest

/// `.designspec.json(c)`: what it sets, how it sits under the command line's and editor's settings,
/// what it excludes, and its problems at their place in the file.
final class RepositoryConfigurationTests: XCTestCase {
    private func parse(_ text: String) -> RepositoryConfiguration {
        RepositoryConfiguration.parse(Array(text.utf8), path: "/r/.designspec.jsonc")
    }

    func testReadsEverySetting() {
        let configuration = parse(
            """
            // the team's settings
            { "rules": { "min-touch-target": "warning", "button-title-case": "off" }, "legacy": true, "strict": true,
              "defaultPlatforms": { "iOS": "17.0" }, "exclude": ["Generated/", "broken-*.design.json"] }
            """)
        XCTAssertEqual(configuration.problems, [])
        XCTAssertEqual(configuration.ruleSeverities, ["min-touch-target": .severity(.warning), "button-title-case": .off])
        XCTAssertEqual(configuration.legacyRules, true)
        XCTAssertEqual(configuration.strict, true)
        XCTAssertEqual(configuration.defaultPlatforms, [.iOS: OSVersion("17.0")!])
        XCTAssertTrue(configuration.excludes(relativePath: "Generated/a.design.json"))
        XCTAssertTrue(
            configuration.excludes(relativePath: "features/Generated/a.design.json"), "a folder pattern without / matches at any depth")
        XCTAssertTrue(configuration.excludes(relativePath: "broken-1.design.json"))
        XCTAssertFalse(configuration.excludes(relativePath: "features/home.design.json"))
    }

    func testTheCommandLineAndEditorWinOverTheFile() {
        let configuration = parse(
            #"{ "rules": { "min-touch-target": "warning", "ellipsis-character": "off" }, "defaultPlatforms": { "iOS": "17.0" } }"#)
        let explicit = AnalysisSettings(
            ruleSeverities: ["min-touch-target": .severity(.error)], defaultPlatforms: [.macOS: OSVersion("14.0")!], strict: true)
        let settings = configuration.applied(to: explicit)
        XCTAssertEqual(settings.ruleSeverities, ["min-touch-target": .severity(.error), "ellipsis-character": .off])
        XCTAssertEqual(settings.defaultPlatforms, [.macOS: OSVersion("14.0")!])
        XCTAssertTrue(settings.strict)
        XCTAssertFalse(settings.legacyRules)
        XCTAssertEqual(configuration.applied(to: AnalysisSettings()).defaultPlatforms, [.iOS: OSVersion("17.0")!])
        let lines = configuration.effectiveSettings(under: explicit, explicitSource: "command line")
        XCTAssertTrue(lines.contains("rules.min-touch-target: error (command line)"), "\(lines)")
        XCTAssertTrue(lines.contains("rules.ellipsis-character: off (.designspec.jsonc)"), "\(lines)")
        XCTAssertTrue(lines.contains("strict: true (command line)"), "\(lines)")
        XCTAssertTrue(lines.contains("legacy: false (default)"), "\(lines)")
    }

    func testProblemsSitAtTheirPlaceAndTheEntryIsIgnored() {
        let configuration = parse(
            """
            { "rules": { "min-touch-target": "loud" },
              "strict": "yes",
              "excluded": [] }
            """)
        XCTAssertEqual(configuration.ruleSeverities, [:])
        XCTAssertNil(configuration.strict)
        XCTAssertEqual(
            configuration.problemLines(displayPath: ".designspec.jsonc"),
            [
                #".designspec.jsonc:1:34: error: Rule "min-touch-target": expected one of off, hint, information, warning, error. [config/invalid-setting]"#,
                #".designspec.jsonc:2:13: error: "strict" is true or false. [config/invalid-setting]"#,
                #".designspec.jsonc:3:3: error: Unknown setting "excluded"; did you mean "exclude"? The file takes "rules", "legacy", "strict", "defaultPlatforms", "accentColor", "exclude", "appearanceContexts". [config/invalid-setting]"#
            ])
    }

    func testAppearanceContextsMapResolverContextNamesAndAnythingElseIsAProblem() {
        let configuration = parse(
            """
            { "appearanceContexts": { "night": "dark", "Night Bright": "increasedContrastDark", "dusk": "evening" } }
            """)
        XCTAssertEqual(configuration.appearanceContexts, ["night": .dark, "Night Bright": .increasedContrastDark])
        XCTAssertEqual(configuration.tokenSourceOptions.appearanceContexts.appearance(ofContext: "night-bright"), .increasedContrastDark)
        XCTAssertEqual(
            configuration.problemLines(displayPath: ".designspec.jsonc"),
            [
                #".designspec.jsonc:1:93: error: Context "dusk": expected one of light, dark, increasedContrastLight, increasedContrastDark. [config/invalid-setting]"#
            ])
        XCTAssertEqual(parse(#"{ "appearanceContexts": ["night"] }"#).problems.count, 1)
    }

    func testTheAccentColorIsAnyColorValueUnderTheEditorsAndAbsentByDefault() {
        XCTAssertEqual(parse(##"{ "accentColor": "#5856D6" }"##).accentColor, ##""#5856D6""##)
        let variants = parse(##"{ "accentColor": { "light": "#5856D6", "dark": "#5E5CE6" } }"##)
        XCTAssertEqual(variants.accentColor, ##"{ "light": "#5856D6", "dark": "#5E5CE6" }"##)
        XCTAssertEqual(variants.applied(to: AnalysisSettings()).accentColor, variants.accentColor)
        XCTAssertEqual(
            variants.applied(to: AnalysisSettings(accentColor: #""systemPink""#)).accentColor, #""systemPink""#, "the editor's wins")
        XCTAssertNil(parse("{}").applied(to: AnalysisSettings()).accentColor)
        XCTAssertTrue(
            variants.effectiveSettings(under: AnalysisSettings(), explicitSource: "command line").contains(
                ##"accentColor: { "light": "#5856D6", "dark": "#5E5CE6" } (.designspec.jsonc)"##))
        let wrong = parse(#"{ "accentColor": 7 }"#)
        XCTAssertNil(wrong.accentColor)
        XCTAssertEqual(
            wrong.problemLines(displayPath: ".designspec.json"),
            [
                ##".designspec.json:1:18: error: "accentColor" is a color value, such as "#5856D6", "systemIndigo" or { "light": "#5856D6", "dark": "#5E5CE6" }. [config/invalid-setting]"##
            ])
    }

    func testLoadFindsTheFileAtTheRootOrNothing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(RepositoryConfiguration.load(root: root.path), .none)
        try Data(#"{ "strict": true }"#.utf8).write(to: root.appendingPathComponent(".designspec.jsonc"))
        let loaded = RepositoryConfiguration.load(root: root.path)
        XCTAssertEqual(loaded.strict, true)
        XCTAssertEqual(loaded.path, root.path + "/.designspec.jsonc")
    }
}
