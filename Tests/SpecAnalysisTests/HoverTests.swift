import SpecAnalysis
import SpecKnowledge
import SpecRules
import XCTest

/// Hover on keys, component kinds, SF Symbols, colors, fonts, enumerated values and diagnostics.
final class HoverTests: XCTestCase {
    // MARK: Keys and component kinds

    func testKeyShowsHIGSectionAndLink() {
        let hover = assertHover(
            """
            { "screens": [ { "id": "home", "tab1️⃣Bar": { "items": [] } } ] }
            """,
            contains: ["`tabBar`", "property of a screen", "tab-bars#"], hoveredText: "\"tabBar\"")
        XCTAssertLessThan(hover?.contents.count ?? .max, 2_400, "HIG text is capped")
    }

    func testComponentKindShowsItsHIGSection() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "segmented1️⃣Control", "segments": ["A", "B"] } ] } ] }
            """,
            contains: ["`segmentedControl`", "component kind", "segmented-controls"], hoveredText: "\"segmentedControl\"")
    }

    func testComponentFontKey() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "fo1️⃣nt": "body" } ] } ] }
            """,
            contains: ["`font`", "property of a text"], hoveredText: "\"font\"")
    }

    func testAppIconKey() {
        assertHover(
            """
            { "app1️⃣Icon": { "width": 1024, "height": 1024 } }
            """,
            contains: ["`appIcon`", "the top level", "app-icons"])
    }

    /// Issue 7: the hover's app icon figures are the profile's (the HIG table's), e.g. watchOS 1088×1088 px.
    func testAppIconSizeHoverStatesTheHIGTablesFigures() {
        let watch = PlatformCatalog.shared.profile(for: .watchOS).appIconSize?.value
        XCTAssertEqual(watch, PointSize(width: 1088, height: 1088))
        assertHover(
            """
            { "appIcon": { "wid1️⃣th": 1088, "height": 1088 } }
            """,
            contains: ["1088 (watchOS)", "800 (tvOS)", "1024 (iOS, iPadOS, macOS, visionOS)"])
    }

    func testPlatformKey() {
        assertHover(
            """
            { "platforms": { "wat1️⃣chOS": "10.0" } }
            """,
            contains: ["`watchOS`", "property of platforms"])
    }

    func testRuleKeyShowsRationale() throws {
        let rule = try XCTUnwrap(RuleRegistry.description(of: "min-touch-target"))
        assertHover(
            """
            { "rules": { "min-touch-1️⃣target": "warning" } }
            """,
            contains: ["`min-touch-target`", rule.title, rule.higURL])
    }

    func testUnknownKeyShowsOnlyItsDiagnostic() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "notA1️⃣Key": 1 } ] } ] }
            """,
            contains: ["`schema/unknown-property`", "notAKey"], notContains: ["property of"], hoveredText: "\"notAKey\"")
    }

    func testNothingOutsideNodes() {
        assertNoHover(
            """
            { "name": "App",1️⃣ "screens": [] }
            """)
    }

    // MARK: SF Symbols

    func testSymbolAvailabilityCategoriesAndTargets() {
        assertHover(
            """
            { "platforms": { "iOS": "17.0" },
              "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "star.fi1️⃣ll" } ] } ] }
            """,
            contains: ["`star.fill`", "SF Symbol", "| iOS, iPadOS | 13.0       |", "| watchOS     | 6.0        |", "Categories:", "Available on iOS 17.0", "sf-symbols"],
            hoveredText: "\"star.fill\"")
    }

    func testSymbolUnavailableAtTargets() {
        assertHover(
            """
            { "platforms": { "iOS": "16.0" },
              "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "staroflife.1️⃣shield" } ] } ] }
            """,
            contains: ["Not available on iOS 16.0", "introduced in iOS 17.0"])
    }

    func testSymbolRenameHistory() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "airplay.1️⃣audio" } ] } ] }
            """,
            contains: ["Previously named `airplayaudio`", "SF Symbols 6"])
    }

    func testDeprecatedSymbolNamesItsReplacement() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "airplay1️⃣audio" } ] } ] }
            """,
            contains: ["Deprecated", "renamed to `airplay.audio`"])
    }

    func testUnknownSymbolSuggestsNames() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "star.f1️⃣il" } ] } ] }
            """,
            contains: ["No SF Symbol is named `star.fil`", "`star.fill`"])
    }

    func testTabBarItemSymbol() {
        assertHover(
            """
            { "screens": [ { "id": "home", "tabBar": { "items": [ { "title": "Home", "symbol": "house.1️⃣fill" } ] } } ] }
            """,
            contains: ["`house.fill`", "SF Symbol"])
    }

    // MARK: Colors

    func testSystemColorValuesAndContrast() throws {
        let red = try XCTUnwrap(SystemColorCatalog.shared.color(named: "systemRed"))
        let lightHex = try XCTUnwrap(red.value(for: .light, era: .ios26)?.color?.hex)
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Alert", "color": "system1️⃣Red" } ] } ] }
            """,
            contains: [
                "`systemRed`", "system color", "SwiftUI", lightHex, "increased-contrast dark", "Contrast against the effective background",
                "color#System-colors",
            ],
            hoveredText: "\"systemRed\"")
    }

    func testColorTokenUseShowsDefinitionLineAndContrast() {
        assertHover(
            """
            {
              "colors": {
                "brand": { "light": "#B25E00", "dark": "#F5A524" }
              },
              "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "color": "bra1️⃣nd" } ] } ]
            }
            """,
            contains: ["`brand`", "color token, defined on line 3", "`#B25E00`", "`#F5A524`", "Ratio", "✓"])
    }

    func testContrastUsesTheComponentsBackground() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [
              { "type": "stack", "background": "#000000", "children": [ { "type": "text", "text": "Hi", "color": "#1️⃣111111" } ] }
            ] } ] }
            """,
            contains: ["hex color", "`#111111`", "`#000000` in light appearance", "1.11:1", "✗"])
    }

    func testBackgroundShowsContrastOfTheForeground() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "color": "#FFFFFF", "background": "#0000001️⃣" } ] } ] }
            """,
            contains: ["this background", "21.00:1"])
    }

    func testTokenDefinitionKeyShowsItsValues() {
        assertHover(
            """
            { "colors": { "bra1️⃣nd": { "light": "#B25E00", "dark": "#F5A524", "increasedContrastLight": "#8A4900" } } }
            """,
            contains: ["`brand`", "defined on line 1", "`#8A4900`", "`systemBackground`"], hoveredText: "\"brand\"")
    }

    func testInvalidColorExplains() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "color": "systemRedd1️⃣" } ] } ] }
            """,
            contains: ["Not a color", "`systemRed`"])
    }

    // MARK: Fonts

    func testTextStyleMetricsAtDefaultAndAccessibilitySizes() {
        assertHover(
            """
            { "platforms": { "iOS": "17.0" },
              "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "font": "bo1️⃣dy" } ] } ] }
            """,
            contains: ["`body`", "text style", "Large (default)", "17 pt", "22 pt", "AX5", "regular", "typography"],
            notContains: ["xSmall"])
    }

    func testTypographyTokenResolvesToItsStyle() {
        assertHover(
            """
            { "typography": { "cardTitle": { "textStyle": "headline" } },
              "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "font": "card1️⃣Title" } ] } ] }
            """,
            contains: ["`cardTitle`", "type token", "headline", "semibold"])
    }

    func testCustomFontShowsItsMetrics() {
        assertHover(
            """
            { "typography": { "bran1️⃣dFont": { "family": "Avenir Next", "size": 15, "weight": "medium" } } }
            """,
            contains: ["`brandFont`", "Family: Avenir Next", "Size: 15 pt", "Weight: medium", "Scales with Dynamic Type: no"])
    }

    func testWatchOSTargetShowsWatchMetrics() {
        assertHover(
            """
            { "platforms": { "watchOS": "10.0" },
              "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "font": "bo1️⃣dy" } ] } ] }
            """,
            contains: ["watchOS", "Large (default)"])
    }

    // MARK: Enumerated values

    func testEnumeratedValue() {
        assertHover(
            """
            { "screens": [ { "id": "home", "navigationBar": { "title": "Home", "titleMode": "lar1️⃣ge" } } ] }
            """,
            contains: ["`large`", "value of `titleMode`", "`inline`"], hoveredText: "\"large\"")
    }

    func testEnumeratedArrayElement() {
        assertHover(
            """
            { "appIcon": { "appearances": [ "default", "tinted1️⃣Dark" ] } }
            """,
            contains: ["`tintedDark`", "value of `appearances`"], hoveredText: "\"tintedDark\"")
    }

    func testScreenPlatformValue() {
        assertHover(
            """
            { "platforms": { "iOS": "17.0", "watchOS": "10.0" }, "screens": [ { "id": "a", "platform": "watch1️⃣OS" } ] }
            """,
            contains: ["`watchOS`", "value of `platform`"])
    }

    // MARK: Plain text

    func testPlainTextHasNoMarkdownSyntax() throws {
        let hover = try XCTUnwrap(assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "button", "title": "Go", "sym1️⃣bol": "star" } ] } ] }
            """,
            format: .plaintext, contains: ["symbol", "property of a button"]))
        for syntax in ["**", "`", "](", "| ---"] {
            XCTAssertFalse(hover.contents.contains(syntax), "plain text contains \(syntax):\n\(hover.contents)")
        }
    }

    func testPlainTextSymbolTable() throws {
        let hover = try XCTUnwrap(assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "star1️⃣" } ] } ] }
            """,
            format: .plaintext, contains: ["star — SF Symbol", "iOS, iPadOS: 13.0", "https://developer.apple.com/design/human-interface-guidelines/sf-symbols"]))
        XCTAssertFalse(hover.contents.contains("`"))
    }

    func testPlainTextColor() throws {
        let hover = try XCTUnwrap(assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "color": "label1️⃣" } ] } ] }
            """,
            format: .plaintext, contains: ["label — system color", "light: #", "Contrast against the effective background"]))
        XCTAssertFalse(hover.contents.contains("| ---"), hover.contents)
        XCTAssertFalse(hover.contents.contains("`"), hover.contents)
    }

    // MARK: Diagnostics

    func testDiagnosticRangeShowsRationaleAndLink() throws {
        let rule = try XCTUnwrap(RuleRegistry.description(of: "text-contrast-minimum"))
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Faint", "color": "#C7C1️⃣7CC" } ] } ] }
            """,
            contains: ["`text-contrast-minimum`", rule.title, rule.higURL, "hex color"])
    }

    func testHoverDoesNotRunTheRuleSet() throws {
        let analysis = DocumentAnalysis(text: #"{ "screens": [ { "content": [ { "type": "button", "title": "Go", "width": 20, "height": 20 } ] } ] }"#)
        let width = try XCTUnwrap(Array(analysis.tree.bytes).firstIndex(of: UInt8(ascii: "w")))
        let value = width + #"width": "#.utf8.count
        XCTAssertNotNil(analysis.hover(at: width, format: .markdown))
        XCTAssertNil(analysis.diagnosticsIfComputed(), "hover must not compute diagnostics")
        XCTAssertFalse(analysis.hover(at: value, format: .markdown)?.contents.contains("min-touch-target") ?? false)
        _ = analysis.diagnostics()
        XCTAssertTrue(analysis.hover(at: value, format: .markdown)?.contents.contains("min-touch-target") ?? false)
    }

    func testDiagnosticOnlyHoverUsesItsRange() {
        // A syntax error has no vocabulary hover of its own.
        assertHover(
            """
            { "name": "App", 1️⃣@ }
            """,
            contains: ["syntax/"])
    }

    // MARK: Positions

    func testNonBMPTextBeforeTheCursor() {
        assertHover(
            """
            { "name": "🎉 Party 👩‍👩‍👧", "screens": [ { "id": "🏠", "content": [ { "type": "image", "symbol": "star.fi1️⃣ll" } ] } ] }
            """,
            contains: ["`star.fill`"], hoveredText: "\"star.fill\"")
    }

    func testHoverOnTheOpeningQuote() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": 1️⃣"star.fill" } ] } ] }
            """,
            contains: ["`star.fill`"], hoveredText: "\"star.fill\"")
    }
}
