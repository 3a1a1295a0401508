import SpecModel
@testable import SpecRules
import SpecSyntax
import XCTest

/// Messages and fixes of the app icon rules.
final class AppIconRulesTests: XCTestCase {
    private func diagnostics(_ rule: any Rule.Type, platforms: String, icon: String) -> [Diagnostic] {
        let text = #"{ "platforms": { \#(platforms) }, "appIcon": { \#(icon) } }"#
        return RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), rules: [rule])
    }

    func testSizeGivesTheFiguresAndTheFix() throws {
        let diagnostic = try XCTUnwrap(
            diagnostics(AppIconSizeRule.self, platforms: #""iOS": "17.0""#, icon: #""width": 512, "height": 512"#).first)
        XCTAssertEqual(
            diagnostic.message, AppIconSizeRule.wrongSize(width: 512, height: 512, needs: [(.iOS, 1024, 1024)], perPlatform: false))
        XCTAssertEqual(diagnostic.fix?.newText, "1024")
        let tv = try XCTUnwrap(
            diagnostics(AppIconSizeRule.self, platforms: #""tvOS": "17.0""#, icon: #""width": 800, "height": 800"#).first)
        XCTAssertEqual(tv.fix?.newText, "480")
        let mixed = try XCTUnwrap(
            diagnostics(AppIconSizeRule.self, platforms: #""iOS": "17.0", "watchOS": "10.0""#, icon: #""width": 1024, "height": 1024"#)
                .first)
        XCTAssertEqual(
            mixed.message, AppIconSizeRule.wrongSize(width: 1024, height: 1024, needs: [(.watchOS, 1088, 1088)], perPlatform: true))
    }

    func testLayerCountGivesTheRange() throws {
        let diagnostic = try XCTUnwrap(
            diagnostics(AppIconLayerCountRule.self, platforms: #""visionOS": "1.0""#, icon: #""layers": 4"#).first)
        XCTAssertEqual(diagnostic.message, AppIconLayerCountRule.message(layers: 4, needs: [(.visionOS, 2...3)]))
        let both = diagnostics(AppIconLayerCountRule.self, platforms: #""tvOS": "17.0", "visionOS": "1.0""#, icon: #""layers": 1"#)
        XCTAssertEqual(both.map(\.message), [AppIconLayerCountRule.message(layers: 1, needs: [(.tvOS, 2...5), (.visionOS, 2...3)])])
    }

    func testAppearancesListTheMissingOnes() throws {
        let diagnostic = try XCTUnwrap(
            diagnostics(AppIconAppearanceVariantsRule.self, platforms: #""iOS": "18.0""#, icon: #""appearances": ["default", "dark"]"#)
                .first)
        XCTAssertEqual(
            diagnostic.message,
            AppIconAppearanceVariantsRule.message(expected: 6, missing: ["clearLight", "clearDark", "tintedLight", "tintedDark"]))
        XCTAssertEqual(diagnostic.severity, .information)
    }

    func testOpaqueAndTextMessages() throws {
        let opaque = try XCTUnwrap(
            diagnostics(AppIconBackgroundOpaqueRule.self, platforms: #""iOS": "17.0""#, icon: #""opaqueBackground": false"#).first)
        XCTAssertEqual(opaque.message, AppIconBackgroundOpaqueRule.message(platforms: "iOS"))
        XCTAssertEqual(opaque.fix?.newText, "true")
        let text = try XCTUnwrap(diagnostics(AppIconNoTextRule.self, platforms: #""iOS": "17.0""#, icon: #""containsText": true"#).first)
        XCTAssertEqual(text.message, AppIconNoTextRule.message())
    }
}
