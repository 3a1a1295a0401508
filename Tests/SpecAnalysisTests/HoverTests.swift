import SpecAnalysis
import SpecKnowledge
import SpecRules
import XCTest

/// Hover on keys, component kinds, SF Symbols, colors, fonts, enumerated values and diagnostics.
final class HoverTests: XCTestCase {
    // MARK: Keys and component kinds

    func testKeyShowsHIGSectionAndLink() {
        let hover = assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "tab1️⃣Bar": { "items": [] } } ] }
            """,
            hoveredText: "\"tabBar\"")
        XCTAssertLessThan(hover?.contents.count ?? .max, 2_400, "HIG text is capped")
    }

    func testComponentKindShowsItsHIGSection() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "segmented1️⃣Control", "segments": ["A", "B"] } ] } ] }
            """,
            hoveredText: "\"segmentedControl\"")
    }

    func testComponentFontKey() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "fo1️⃣nt": "body" } ] } ] }
            """,
            hoveredText: "\"font\"")
    }

    func testAppIconKey() {
        assertHoverMatchesGolden(
            """
            { "app1️⃣Icon": { "width": 1024, "height": 1024 } }
            """)
    }

    /// Issue 7: the hover's app icon figures are the profile's (the HIG table's), e.g. watchOS 1088×1088 px.
    func testAppIconSizeHoverStatesTheHIGTablesFigures() {
        let watch = PlatformCatalog.shared.profile(for: .watchOS).appIconSize?.value
        XCTAssertEqual(watch, PointSize(width: 1088, height: 1088))
        assertHoverMatchesGolden(
            """
            { "appIcon": { "wid1️⃣th": 1088, "height": 1088 } }
            """)
    }

    func testPlatformKey() {
        assertHoverMatchesGolden(
            """
            { "platforms": { "wat1️⃣chOS": "10.0" } }
            """)
    }

    func testRuleKeyShowsRationale() {
        assertHoverMatchesGolden(
            """
            { "rules": { "min-touch-1️⃣target": "warning" } }
            """)
    }

    func testUnknownKeyShowsOnlyItsDiagnostic() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "notA1️⃣Key": 1 } ] } ] }
            """,
            hoveredText: "\"notAKey\"")
    }

    func testNothingOutsideNodes() {
        assertNoHover(
            """
            { "name": "App",1️⃣ "screens": [] }
            """)
    }

    // MARK: SF Symbols

    func testSymbolAvailabilityCategoriesAndTargets() {
        assertHoverMatchesGolden(
            """
            { "platforms": { "iOS": "17.0" },
              "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "star.fi1️⃣ll" } ] } ] }
            """,
            hoveredText: "\"star.fill\"")
    }

    func testSymbolUnavailableAtTargets() {
        assertHoverMatchesGolden(
            """
            { "platforms": { "iOS": "16.0" },
              "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "staroflife.1️⃣shield" } ] } ] }
            """)
    }

    func testSymbolRenameHistory() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "airplay.1️⃣audio" } ] } ] }
            """)
    }

    func testDeprecatedSymbolNamesItsReplacement() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "airplay1️⃣audio" } ] } ] }
            """)
    }

    func testUnknownSymbolSuggestsNames() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "star.f1️⃣il" } ] } ] }
            """)
    }

    func testTabBarItemSymbol() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "tabBar": { "items": [ { "title": "Home", "symbol": "house.1️⃣fill" } ] } } ] }
            """)
    }

    // MARK: Colors

    func testSystemColorValuesAndContrast() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Alert", "color": "system1️⃣Red" } ] } ] }
            """,
            hoveredText: "\"systemRed\"")
    }

    func testColorTokenUseShowsDefinitionLineAndContrast() {
        assertHoverMatchesGolden(
            """
            {
              "colors": {
                "brand": { "light": "#B25E00", "dark": "#F5A524" }
              },
              "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "color": "bra1️⃣nd" } ] } ]
            }
            """)
    }

    func testContrastUsesTheComponentsBackground() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [
              { "type": "stack", "background": "#000000", "children": [ { "type": "text", "text": "Hi", "color": "#1️⃣111111" } ] }
            ] } ] }
            """)
    }

    func testBackgroundShowsContrastOfTheForeground() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "color": "#FFFFFF", "background": "#0000001️⃣" } ] } ] }
            """)
    }

    func testTokenDefinitionKeyShowsItsValues() {
        assertHoverMatchesGolden(
            """
            { "colors": { "bra1️⃣nd": { "light": "#B25E00", "dark": "#F5A524", "increasedContrastLight": "#8A4900" } } }
            """,
            hoveredText: "\"brand\"")
    }

    func testInvalidColorExplains() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "color": "systemRedd1️⃣" } ] } ] }
            """)
    }

    // MARK: Fonts

    func testTextStyleMetricsAtDefaultAndAccessibilitySizes() {
        assertHoverMatchesGolden(
            """
            { "platforms": { "iOS": "17.0" },
              "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "font": "bo1️⃣dy" } ] } ] }
            """)
    }

    func testTypographyTokenResolvesToItsStyle() {
        assertHoverMatchesGolden(
            """
            { "typography": { "cardTitle": { "textStyle": "headline" } },
              "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "font": "card1️⃣Title" } ] } ] }
            """)
    }

    func testCustomFontShowsItsMetrics() {
        assertHoverMatchesGolden(
            """
            { "typography": { "bran1️⃣dFont": { "family": "Avenir Next", "size": 15, "weight": "medium" } } }
            """)
    }

    func testWatchOSTargetShowsWatchMetrics() {
        assertHoverMatchesGolden(
            """
            { "platforms": { "watchOS": "10.0" },
              "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "font": "bo1️⃣dy" } ] } ] }
            """)
    }

    // MARK: Enumerated values

    func testEnumeratedValue() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "navigationBar": { "title": "Home", "titleMode": "lar1️⃣ge" } } ] }
            """,
            hoveredText: "\"large\"")
    }

    func testEnumeratedArrayElement() {
        assertHoverMatchesGolden(
            """
            { "appIcon": { "appearances": [ "default", "tinted1️⃣Dark" ] } }
            """,
            hoveredText: "\"tintedDark\"")
    }

    func testScreenPlatformValue() {
        assertHoverMatchesGolden(
            """
            { "platforms": { "iOS": "17.0", "watchOS": "10.0" }, "screens": [ { "id": "a", "platform": "watch1️⃣OS" } ] }
            """)
    }

    // MARK: Plain text

    func testPlainTextHasNoMarkdownSyntax() throws {
        let hover = try XCTUnwrap(
            assertHoverMatchesGolden(
                """
                { "screens": [ { "id": "home", "content": [ { "type": "button", "title": "Go", "sym1️⃣bol": "star" } ] } ] }
                """,
                format: .plaintext))
        for syntax in ["**", "`", "](", "| ---"] {
            XCTAssertFalse(hover.contents.contains(syntax), "plain text contains \(syntax):\n\(hover.contents)")
        }
    }

    func testPlainTextSymbolTable() throws {
        let hover = try XCTUnwrap(
            assertHoverMatchesGolden(
                """
                { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "star1️⃣" } ] } ] }
                """,
                format: .plaintext))
        XCTAssertFalse(hover.contents.contains("`"))
    }

    func testPlainTextColor() throws {
        let hover = try XCTUnwrap(
            assertHoverMatchesGolden(
                """
                { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "color": "label1️⃣" } ] } ] }
                """,
                format: .plaintext))
        XCTAssertFalse(hover.contents.contains("| ---"), hover.contents)
        XCTAssertFalse(hover.contents.contains("`"), hover.contents)
    }

    // MARK: Diagnostics

    func testDiagnosticRangeShowsRationaleAndLink() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Faint", "color": "#C7C1️⃣7CC" } ] } ] }
            """)
    }

    func testHoverDoesNotRunTheRuleSet() throws {
        let analysis = DocumentAnalysis(
            text: #"{ "screens": [ { "content": [ { "type": "button", "title": "Go", "width": 20, "height": 20 } ] } ] }"#)
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
        assertHoverMatchesGolden(
            """
            { "name": "App", 1️⃣@ }
            """)
    }

    // MARK: Positions

    func testNonBMPTextBeforeTheCursor() {
        assertHoverMatchesGolden(
            """
            { "name": "🎉 Party 👩‍👩‍👧", "screens": [ { "id": "🏠", "content": [ { "type": "image", "symbol": "star.fi1️⃣ll" } ] } ] }
            """,
            hoveredText: "\"star.fill\"")
    }

    func testHoverOnTheOpeningQuote() {
        assertHoverMatchesGolden(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": 1️⃣"star.fill" } ] } ] }
            """,
            hoveredText: "\"star.fill\"")
    }
}
