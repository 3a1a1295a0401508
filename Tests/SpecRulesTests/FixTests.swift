import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Fixes as corrections: the text before, the text after, and the finding gone after applying it.
final class FixTests: XCTestCase {
    /// Applies the fix titled `title` (or the preferred one) of `rule`'s only finding and returns the text.
    private func corrected(
        _ rule: any Rule.Type, _ text: String, fix title: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let diagnostics = ruleDiagnostics(rule, text)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics.map(\.message))", file: file, line: line)
        let fix = title.map { title in diagnostics.first?.fixes.first { $0.title == title } } ?? diagnostics.first?.fix
        let result = try applyingFix(fix, to: text)
        XCTAssertEqual(
            ruleDiagnostics(rule, result).count, 0, "the finding stays after \(fix?.title ?? "?"): \(result)", file: file, line: line)
        return result
    }

    func testATouchTargetFixSetsEveryDimensionThatIsTooSmall() throws {
        let text = specWithContent(#"{ "type": "button", "title": "Go", "width": 30, "height": 20 }"#)
        XCTAssertEqual(
            try corrected(MinTouchTargetRule.self, text),
            specWithContent(#"{ "type": "button", "title": "Go", "width": 44, "height": 44 }"#))
        XCTAssertEqual(ruleDiagnostics(MinTouchTargetRule.self, text).first?.fix?.title, "Set to 44×44 pt")
        XCTAssertEqual(ruleDiagnostics(MinTouchTargetRule.self, text).first?.fix?.isSafe, true)
        let wide = specWithContent(#"{ "type": "button", "title": "Go", "width": 120, "height": 30 }"#)
        XCTAssertEqual(ruleDiagnostics(MinTouchTargetRule.self, wide).first?.fix?.title, "Set the height to 44 pt")
    }

    func testAnAppIconFixSetsBothDimensionsOnlyWhereOneSizeFitsEveryPlatform() throws {
        let text = #"{ "platforms": { "iOS": "17.0" }, "appIcon": { "width": 512, "height": 512 } }"#
        XCTAssertEqual(
            try corrected(AppIconSizeRule.self, text), #"{ "platforms": { "iOS": "17.0" }, "appIcon": { "width": 1024, "height": 1024 } }"#)
        let mixed = #"{ "platforms": { "iOS": "17.0", "tvOS": "17.0" }, "appIcon": { "width": 1024, "height": 1024 } }"#
        XCTAssertNil(ruleDiagnostics(AppIconSizeRule.self, mixed).first?.fix, "no one size fits iOS and tvOS")
    }

    func testAnUnknownSymbolOffersTheNearestNames() throws {
        let diagnostic = try XCTUnwrap(
            ruleDiagnostics(SFSymbolExistsRule.self, specWithContent(#"{ "type": "image", "symbol": "hart.fill", "isDecorative": true }"#))
                .first)
        XCTAssertEqual(diagnostic.fixes.count, 3)
        XCTAssertTrue(diagnostic.fixes.contains { $0.newText == "\"heart.fill\"" }, "\(diagnostic.fixes.map(\.title))")
        XCTAssertFalse(diagnostic.fixes.contains { $0.isSafe }, "a guess is never applied by fix-all")
    }

    func testAnUnavailableSymbolCanRaiseTheDeploymentTarget() throws {
        let text =
            #"{ "platforms": { "iOS": "15.0" }, "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "cart.badge.clock", "isDecorative": true } ] } ] }"#
        let result = try corrected(SFSymbolAvailabilityRule.self, text, fix: "Raise the minimum to iOS 18.0")
        XCTAssertTrue(result.contains(#""iOS": "18.0""#), result)
    }

    func testADarkVariantIsAddedWhereOnlyLightIsGiven() throws {
        let text = ##"{ "platforms": { "iOS": "17.0" }, "colors": { "brand": "#B25E00" } }"##
        XCTAssertEqual(
            try corrected(CustomColorLightDarkVariantsRule.self, text),
            ##"{ "platforms": { "iOS": "17.0" }, "colors": { "brand": { "light": "#B25E00", "dark": "#FFAB4D" } } }"##)
        let half = ##"{ "platforms": { "iOS": "17.0" }, "colors": { "brand": { "light": "#F2F2F2" } } }"##
        XCTAssertEqual(
            try corrected(CustomColorLightDarkVariantsRule.self, half),
            ##"{ "platforms": { "iOS": "17.0" }, "colors": { "brand": { "light": "#F2F2F2", "dark": "#262626" } } }"##)
    }

    func testAnImageCanBeMarkedDecorative() throws {
        let text = specWithContent(#"{ "type": "image", "asset": "hero" }"#)
        XCTAssertEqual(
            try corrected(MeaningfulImageDescriptionRule.self, text),
            specWithContent(#"{ "type": "image", "asset": "hero", "isDecorative": true }"#))
    }

    func testAShadowingTokenIsRenamedEverywhere() throws {
        let text =
            ##"{ "platforms": { "iOS": "17.0" }, "colors": { "systemBlue": "#0000FF", "ink": "systemBlue" }, "screens": [ { "id": "a", "content": [ { "type": "text", "text": "systemBlue", "color": "systemBlue" } ] } ] }"##
        XCTAssertEqual(
            try corrected(TokenShadowsSystemNameRule.self, text),
            ##"{ "platforms": { "iOS": "17.0" }, "colors": { "brandSystemBlue": "#0000FF", "ink": "brandSystemBlue" }, "screens": [ { "id": "a", "content": [ { "type": "text", "text": "systemBlue", "color": "brandSystemBlue" } ] } ] }"##
        )
    }

    func testARenamedSymbolsFixIsSafe() throws {
        let diagnostic = try XCTUnwrap(
            ruleDiagnostics(SFSymbolRenamedRule.self, specWithContent(#"{ "type": "image", "symbol": "a.magnify", "isDecorative": true }"#))
                .first)
        XCTAssertEqual(diagnostic.fix?.isSafe, true)
    }
}
