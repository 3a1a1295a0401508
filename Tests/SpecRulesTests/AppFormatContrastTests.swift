import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// Issue 24: what real SwiftUI apps say in the format — materials, glass, gradients, hierarchical styles, the
/// app's accent color — judged the way the HIG judges them, and the two findings the issue found wrong.
/// Fixtures mark with `↓` where each finding starts; a fixture without a marker expects none.
final class AppFormatContrastTests: XCTestCase {
    /// The diagnostics of `rule` on the marked spec, after checking their starts are exactly the `↓` markers.
    @discardableResult
    private func assertFindings(
        _ rule: any Rule.Type, _ marked: String, file: StaticString = #filePath, line: UInt = #line
    ) -> [Diagnostic] {
        let fixture = MarkedText(marked)
        let diagnostics = ruleDiagnostics(rule, fixture.text)
        XCTAssertEqual(
            diagnostics.map(\.range.lowerBound).sorted(), fixture.violationOffsets, diagnostics.map(\.message).joined(separator: "\n"),
            file: file, line: line)
        return diagnostics
    }

    /// Fails unless the bundled HIG section `article#anchor` says `quote`: the sentence a test rests on.
    private func assertHIGSays(_ article: String, _ anchor: String, _ quote: String, file: StaticString = #filePath, line: UInt = #line) {
        let text = HIGCorpus.shared.section(article: article, anchor: anchor)?.plainText() ?? ""
        XCTAssertTrue(text.contains(quote), "the bundled HIG \(article)#\(anchor) no longer says: \(quote)", file: file, line: line)
    }

    private func spec(_ content: String, platforms: String = #""iOS": "17.0""#, top: String = "", screen: String = "") -> String {
        #"{ "platforms": { \#(platforms) }, \#(top)"screens": [ { "id": "main", \#(screen)"content": [ \#(content) ] } ] }"#
    }

    // MARK: The two findings the issue judged wrong

    /// Buttons › watchOS: "When you place a button inline with content, it gains a material effect that
    /// contrasts with the background to ensure legibility." The title is drawn on that platter, not on the
    /// screen's green.
    func testWatchOSButtonTitleIsJudgedOnItsPlatterNotTheScreen() {
        assertHIGSays(
            "buttons", "watchOS",
            "When you place a button inline with content, it gains a material effect that contrasts with the background to ensure legibility.")
        assertFindings(
            TextContrastMinimumRule.self,
            spec(#"{ "type": "button", "title": "Start" }"#, platforms: #""watchOS": "10.0""#, screen: #""background": "systemGreen", "#))
        // A plain button has no platter: its blue title sits on the green itself.
        let plain = assertFindings(
            TextContrastMinimumRule.self,
            spec(
                #"{ "type": "button", "title": ↓"Start", "style": "plain" }"#, platforms: #""watchOS": "10.0""#,
                screen: #""background": "systemGreen", "#))
        XCTAssertEqual(plain.first?.severity, .warning)
        // On iOS there is no platter: the same button is judged on the screen.
        assertFindings(
            TextContrastMinimumRule.self, spec(#"{ "type": "button", "title": ↓"Start" }"#, screen: #""background": "systemGreen", "#))
    }

    /// Accessibility › Vision and Color: system colors "have their own accessible variants that automatically
    /// adapt". `secondaryLabel` on an opaque `systemBackground` card is that pairing whatever the screen
    /// below the card is: the same judgement (information) as on a plain screen.
    func testSecondaryLabelOnASystemBackgroundCardIsJudgedLikeEverywhereElse() {
        assertHIGSays("accessibility", "Vision", "These colors have their own accessible variants that automatically adapt")
        let text = #"{ "type": "text", "text": "Head", "font": { "textStyle": "headline", "design": "rounded" }, "color": ↓"secondaryLabel" }"#
        let onCard = assertFindings(
            TextContrastMinimumRule.self,
            spec(#"{ "type": "card", "background": "systemBackground", "children": [ \#(text) ] }"#, screen: ##""background": "#F2EBDD", "##))
        let onScreen = assertFindings(TextContrastMinimumRule.self, spec(text))
        XCTAssertEqual(onCard.map(\.severity), [.information])
        XCTAssertEqual(onScreen.map(\.severity), [.information])
        XCTAssertEqual(onCard.first?.message, onScreen.first?.message)
    }

    // MARK: Materials and glass

    /// Materials: "Help ensure legibility by using vibrant colors on top of materials." A material's color is
    /// not known, so a non-vibrant color on it is said at information, never measured as a warning.
    func testTextOnAMaterialIsNotMeasuredAndNonVibrantColorsAreSaid() {
        assertHIGSays("materials", "Standard-materials", "Help ensure legibility by using vibrant colors on top of materials.")
        let diagnostics = assertFindings(
            TextContrastMinimumRule.self,
            spec(
                #"""
                { "type": "card", "background": "regularMaterial", "children": [
                  { "type": "text", "text": "Vibrant", "color": "secondary" },
                  { "type": "text", "text": "Default" },
                  { "type": "text", "text": "Brand", "color": ↓"#8E8E93" }
                ] }
                """#))
        XCTAssertEqual(diagnostics.map(\.severity), [.information])
        XCTAssertEqual(
            diagnostics.first?.message, TextContrastMinimumRule.notVibrantOnMaterial(text: "Text \"Brand\"", color: "#8E8E93", material: .regularMaterial))
    }

    /// Materials › iOS, iPadOS: "avoid using quaternary on top of the thin and ultraThin materials, because the
    /// contrast is too low."
    func testQuaternaryOnAThinMaterialIsSaid() {
        assertHIGSays("materials", "iOS-iPadOS", "avoid using quaternary on top of the thin and ultraThin materials, because the contrast is too low")
        let diagnostics = assertFindings(
            TextContrastMinimumRule.self,
            spec(
                #"""
                { "type": "card", "background": "ultraThinMaterial", "children": [ { "type": "text", "text": "Faint", "color": ↓"quaternary" } ] },
                { "type": "card", "background": "thickMaterial", "children": [ { "type": "text", "text": "Faint", "color": "quaternary" } ] }
                """#))
        XCTAssertEqual(diagnostics.map(\.severity), [.information])
    }

    /// An opaque color of the spec's over a material hides it: the text is measured against that color.
    func testAnOpaqueColorOverAMaterialIsMeasured() {
        assertFindings(
            TextContrastMinimumRule.self,
            spec(
                ##"{ "type": "card", "background": "regularMaterial", "children": [ { "type": "stack", "background": "#FFFFFF", "children": [ { "type": "text", "text": "Faint", "color": ↓"#D1D1D6" } ] } ] }"##
            ))
    }

    /// Text in a glass card on a `.plain` visionOS window sits on a background (the card's glass).
    func testTextInAGlassCardOnAPlainVisionOSWindowHasABackground() {
        assertHIGSays("typography", "visionOS", "If you need to display text that’s not on a background, consider making it bold to improve legibility.")
        let marked = spec(
            #"{ "type": "card", "background": "glass", "children": [ { "type": "text", "text": "Now Playing" } ] }"#,
            platforms: #""visionOS": "1.0""#, screen: #""window": { "style": "plain" }, "#)
        assertFindings(VisionOSTextWithoutBackgroundRule.self, marked)
        assertFindings(TextContrastMinimumRule.self, marked)
        assertFindings(UnknownColorRule.self, marked)
        // Glass on the window's content (`.glassBackgroundEffect()` on the screen) is a background too.
        assertFindings(
            VisionOSTextWithoutBackgroundRule.self,
            spec(
                #"{ "type": "text", "text": "Now Playing" }"#, platforms: #""visionOS": "1.0""#,
                screen: #""window": { "style": "plain" }, "background": "glass", "#))
    }

    // MARK: SwiftUI's fixed colors

    /// `white`, `black` and `clear` are SwiftUI colors: known, constant, and judged like their hex values.
    func testWhiteBlackAndClearAreColors() {
        assertFindings(
            TextContrastMinimumRule.self,
            spec(
                #"""
                { "type": "card", "background": "black", "children": [ { "type": "text", "text": "Light", "color": "white" } ] },
                { "type": "card", "background": "white", "children": [ { "type": "text", "text": "Ghost", "color": ↓"clear" } ] }
                """#))
        assertFindings(UnknownColorRule.self, spec(#"{ "type": "text", "text": "Hi", "color": "white", "background": "clear" }"#))
    }

    // MARK: Gradients

    /// Text on a gradient is judged against its worst stop, in every gradient shape, through tokens.
    func testTextOnAGradientIsJudgedAgainstItsWorstStop() throws {
        let diagnostics = assertFindings(
            TextContrastMinimumRule.self,
            spec(
                #"""
                { "type": "card", "background": { "linearGradient": { "colors": ["#000000", "#FFFFFF"], "startPoint": "top" } }, "children": [ { "type": "text", "text": "White", "color": ↓"#FFFFFF" } ] },
                { "type": "card", "background": "night", "children": [ { "type": "text", "text": "White", "color": "#FFFFFF" } ] },
                { "type": "card", "background": { "radialGradient": { "stops": [ { "color": "#000000", "location": 0 }, { "color": "#EEEEEE", "location": 1 } ] } }, "children": [ { "type": "text", "text": "White", "color": ↓"#FFFFFF" } ] },
                { "type": "card", "background": { "gradient": "#003366" }, "children": [ { "type": "text", "text": "White", "color": "#FFFFFF" } ] }
                """#,
                top: ##""colors": { "night": { "angularGradient": { "colors": ["#000000", "#1C1C1E"] } } }, "##))
        XCTAssertTrue(try XCTUnwrap(diagnostics.first).message.contains("#FFFFFF (the gradient's worst stop)"), diagnostics[0].message)
    }

    /// A malformed gradient is an invalid color value, said where it is written; its stops' names are checked.
    func testMalformedGradientsAreReported() {
        assertFindings(
            UnknownColorRule.self,
            spec(
                #"""
                { "type": "card", "background": ↓{ "linearGradient": { "colors": [] } } },
                { "type": "card", "background": ↓{ "linearGradient": { "stops": [ { "location": 0.5 } ] } } },
                { "type": "card", "background": ↓{ "gradient": "systemTeal", "opacity": 0.5 } },
                { "type": "card", "background": { "linearGradient": { "colors": [ "systemTeal", ↓"systemTeel" ] } } }
                """#))
    }

    // MARK: The app's accent color

    /// Color › App accent colors: the app's accent color is the app's. `accentColor` and `tint`, and the
    /// default title of a button, are judged in the accent the spec names.
    func testTheAppsAccentColorIsUsedWhereverTheTintGoes() {
        let content = #"""
            { "type": "button", "title": ↓"Default" },
            { "type": "text", "text": "Tinted", "color": ↓"tint" },
            { "type": "text", "text": "Accent", "color": ↓"accentColor" }
            """#
        let accented = assertFindings(TextContrastMinimumRule.self, spec(content, top: ##""accentColor": "#FFD60A", "##))
        XCTAssertEqual(accented.map(\.severity), [.warning, .warning, .warning])
        // Without one, the system blue: the default button is not judged (the system's own colors), and blue
        // text meets the minimum with Increase Contrast on.
        let system = assertFindings(
            TextContrastMinimumRule.self,
            spec(content.replacingOccurrences(of: #"↓"Default""#, with: #""Default""#)))
        XCTAssertEqual(system.map(\.severity), [.information, .information])
    }

    /// An imported asset catalog's `AccentColor` colorset (a color token named `AccentColor`) is the default
    /// accent, as in Xcode; a top-level `accentColor` wins over it.
    func testAnAccentColorTokenIsTheDefaultAccent() {
        let colors = ##""colors": { "AccentColor": "#FFD60A" }, "##
        assertFindings(TextContrastMinimumRule.self, spec(#"{ "type": "button", "title": ↓"Default" }"#, top: colors))
        assertFindings(
            TextContrastMinimumRule.self,
            spec(#"{ "type": "button", "title": "Default" }"#, top: ##""accentColor": "systemBlue", "## + colors))
    }

    /// A top-level `accentColor` that names no color is reported like any other color value.
    func testAnUnknownAccentColorIsReported() {
        assertFindings(UnknownColorRule.self, spec(#"{ "type": "text", "text": "Hi" }"#, top: ##""accentColor": ↓"brnd", "##))
    }

    /// A spec whose accent names itself is a cycle, not a crash.
    func testAnAccentColorThatNamesItselfDoesNotResolve() throws {
        let text = spec(#"{ "type": "button", "title": "Go" }"#, top: ##""accentColor": "tint", "##)
        let spec = DesignSpec(tree: SyntaxTree.parse(text))
        let resolver = ColorResolver(spec: spec)
        XCTAssertEqual(resolver.accentColor(), resolver.resolveSystemColor(named: "systemBlue"), "falls back to the system tint")
        XCTAssertNil(resolver.resolve(try XCTUnwrap(spec.accentColorNode)))
    }

    // MARK: Fonts set on a container

    /// SwiftUI's `.font` on a stack is the font of every text inside that names none: large bold text needs
    /// 3:1, so the gray passes inside the stack and not outside it.
    func testAContainersFontIsTheFontOfTheTextInside() {
        assertFindings(
            TextContrastMinimumRule.self,
            spec(
                ##"""
                { "type": "stack", "font": { "size": 24, "weight": "bold" }, "children": [ { "type": "card", "children": [ { "type": "text", "text": "Big", "color": "#8E8E93" } ] } ] },
                { "type": "stack", "font": { "size": 24, "weight": "bold" }, "children": [ { "type": "text", "text": "Own", "font": "body", "color": ↓"#8E8E93" } ] },
                { "type": "text", "text": "Small", "color": ↓"#8E8E93" }
                """##))
        assertFindings(
            VisionOSTextWithoutBackgroundRule.self,
            spec(
                #"{ "type": "stack", "font": { "textStyle": "title1", "weight": "bold" }, "children": [ { "type": "text", "text": "Now Playing" } ] }"#,
                platforms: #""visionOS": "1.0""#, screen: #""window": { "style": "plain" }, "#))
    }

    /// SwiftUI's `.fontWeight` on a container weighs every text inside that sets no weight of its own; the
    /// finding points at the weight that decides.
    func testAContainersFontWeightIsTheWeightOfTheTextInside() {
        assertFindings(
            VisionOSTextWithoutBackgroundRule.self,
            spec(
                #"""
                { "type": "stack", "fontWeight": "semibold", "children": [ { "type": "text", "text": "Bold enough" } ] },
                { "type": "stack", "fontWeight": ↓"light", "children": [ { "type": "text", "text": "Too light" } ] },
                { "type": "stack", "fontWeight": "bold", "children": [ { "type": "text", "text": "Own", "font": { "textStyle": "body", "weight": ↓"regular" } } ] }
                """#,
                platforms: #""visionOS": "1.0""#, screen: #""window": { "style": "plain" }, "#))
    }
}
