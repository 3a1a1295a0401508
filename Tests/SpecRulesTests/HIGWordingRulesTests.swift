import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Issue 15, corrections 1, 3, 4 and 9: each finding is as strong as the HIG sentence it rests on, and no
/// stronger. Each test names the sentence.
final class HIGWordingRulesTests: XCTestCase {
    // MARK: 1. text-contrast-minimum

    /// "Prefer system-defined colors. These colors have their own accessible variants that automatically
    /// adapt when people adjust their color preferences, such as enabling Increase Contrast" — the system
    /// label colors on system backgrounds are Apple's own pairings: information at most, naming the
    /// Increase Contrast values.
    func testSystemLabelColorsOnSystemBackgroundsAreAtMostInformation() throws {
        for label in ["secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText"] {
            for background in ["systemBackground", "secondarySystemGroupedBackground"] {
                let text = specWithContent(
                    #"{ "type": "stack", "background": "\#(background)", "children": [ { "type": "text", "text": "Note", "font": "footnote", "color": "\#(label)" } ] }"#,
                    platforms: #""iOS": "26.0""#)
                for diagnostic in ruleDiagnostics(TextContrastMinimumRule.self, text) {
                    XCTAssertEqual(diagnostic.severity, .information, "\(label) on \(background): \(diagnostic.message)")
                    XCTAssertTrue(
                        diagnostic.message.contains("`\(label)` on `\(background)` is a pairing of system colors"), diagnostic.message)
                    XCTAssertTrue(diagnostic.message.contains("with Increase Contrast on:"), diagnostic.message)
                }
            }
        }
        let secondary = specWithContent(
            #"{ "type": "text", "text": "Note", "font": "footnote", "color": "secondaryLabel" }"#, platforms: #""iOS": "26.0""#)
        XCTAssertEqual(
            ruleDiagnostics(TextContrastMinimumRule.self, secondary).map(\.severity), [.information],
            "secondaryLabel misses 4.5:1 in light appearance")
    }

    /// "If your app doesn’t provide this minimum contrast by default, ensure it at least provides a higher
    /// contrast color scheme when the system setting Increase Contrast is turned on." — a custom color that
    /// meets the minimum in its increased-contrast variants is information, and the message says so.
    func testACustomColorThatMeetsTheMinimumWithIncreaseContrastIsInformation() throws {
        let text = specWithContent(
            ##"{ "type": "text", "text": "Brand", "color": { "light": "#8E8E93", "dark": "#FFFFFF", "increasedContrastLight": "#4A4A4F", "increasedContrastDark": "#FFFFFF" } }"##
        )
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TextContrastMinimumRule.self, text).first)
        XCTAssertEqual(diagnostic.severity, .information)
        XCTAssertTrue(
            diagnostic.message.contains(
                "It meets the minimum with Increase Contrast on (8.81:1 in increased-contrast light), as the HIG allows."),
            diagnostic.message)
    }

    /// The same sentence: a color that misses the minimum in every appearance, Increase Contrast included,
    /// is a warning — never an error, since the HIG asks apps to "strive to meet" the minimums.
    func testAColorThatMissesTheMinimumEverywhereIsAWarning() throws {
        let text = specWithContent(##"{ "type": "text", "text": "Faint", "color": "#C7C7CC" }"##)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TextContrastMinimumRule.self, text).first)
        XCTAssertEqual(diagnostic.severity, .warning)
        XCTAssertEqual(TextContrastMinimumRule.description.defaultSeverity, .warning)
    }

    // MARK: 3. visionOS

    /// "Follow the recommended default and minimum text sizes for each platform — for both custom and
    /// system fonts": Apple's text styles are those sizes, so none is too small, on visionOS least of all
    /// (whose styles are not iOS's).
    func testVisionOSTextStylesAreNeverTooSmall() {
        for style in ["caption2", "caption1", "footnote"] {
            let text = specWithContent(#"{ "type": "text", "text": "Small", "font": "\#(style)" }"#, platforms: #""visionOS": "26.0""#)
            XCTAssertEqual(ruleDiagnostics(MinFontSizeRule.self, text).map(\.message), [], style)
        }
        let custom = specWithContent(#"{ "type": "text", "text": "Tiny", "font": { "size": 10 } }"#, platforms: #""visionOS": "26.0""#)
        XCTAssertEqual(
            ruleDiagnostics(MinFontSizeRule.self, custom).map(\.severity), [.warning], "a custom size below 12 pt is still reported")
    }

    /// "Glass is an adaptive material that limits the range of background color information so a window
    /// can continue to provide contrast for app content" — a visionOS window is glass, not black: text on
    /// it is not judged against black; on an opaque background the spec sets, it is.
    func testVisionOSTextOnGlassIsNotJudgedAgainstBlack() {
        let onGlass = specWithContent(##"{ "type": "text", "text": "Dim", "color": "#3A3A3C" }"##, platforms: #""visionOS": "26.0""#)
        XCTAssertEqual(ruleDiagnostics(TextContrastMinimumRule.self, onGlass).map(\.message), [])
        let onOpaque = specWithContent(
            ##"{ "type": "stack", "background": "#000000", "children": [ { "type": "text", "text": "Dim", "color": "#3A3A3C" } ] }"##,
            platforms: #""visionOS": "26.0""#)
        XCTAssertEqual(ruleDiagnostics(TextContrastMinimumRule.self, onOpaque).count, 1)
    }

    // MARK: 4. standard-action-symbols

    /// "For icons to represent common actions in menus, toolbars, buttons, and other places in interfaces
    /// across Apple platforms, you can use these SF Symbols." — information, and only where the table's
    /// row gives the symbol; a Like with a heart is not a rating.
    func testStandardActionSymbolsIsInformationAndOnlyForTheTablesRows() throws {
        XCTAssertEqual(StandardActionSymbolsRule.description.defaultSeverity, .information)
        let share = specWithContent(#"{ "type": "button", "title": "Share", "symbol": "paperplane" }"#)
        XCTAssertEqual(ruleDiagnostics(StandardActionSymbolsRule.self, share).map(\.severity), [.information])
        for (title, symbol) in [("Like", "heart"), ("Save", "square.and.arrow.down"), ("Close", "xmark.circle"), ("Export", "arrow.up.doc")]
        {
            let text = specWithContent(#"{ "type": "button", "title": "\#(title)", "symbol": "\#(symbol)" }"#)
            XCTAssertEqual(ruleDiagnostics(StandardActionSymbolsRule.self, text).map(\.message), [], title)
        }
    }

    // MARK: 9. text-style-name-valid

    /// "Consider using the built-in text styles." — a built-in style missing from a platform's HIG table
    /// is not unavailable (SwiftUI offers footnote and callout on watchOS): information that says which
    /// size it is judged at.
    func testAStyleMissingFromAPlatformsTableIsNotUnavailable() throws {
        let text = specWithContent(#"{ "type": "text", "text": "Hint", "font": "callout" }"#, platforms: #""watchOS": "11.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TextStyleNameValidRule.self, text).first)
        XCTAssertEqual(diagnostic.severity, .information)
        XCTAssertFalse(diagnostic.message.contains("unavailable"), diagnostic.message)
        XCTAssertFalse(diagnostic.message.contains("is not a text style"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("designspec judges it at the watchOS default text size, 16 pt"), diagnostic.message)
    }

    // MARK: 12. Seen on real apps

    /// "If you define a custom color, make sure to supply light and dark variants" — the fill carries the
    /// color: white text on a colored fill (a selected row, a badge, a swipe action) needs no dark variant
    /// of its own, while white text on the system background still does.
    func testWhiteTextOnAColoredFillNeedsNoDarkVariant() {
        let colors = ##""colors": { "brand": { "light": "#0040DD", "dark": "#0A84FF" } }"##
        for fill in ["brand", "systemRed", "#0040DD"] {
            let text =
                ##"{ "platforms": { "iOS": "26.0" }, \##(colors), "screens": [ { "id": "s", "content": [ { "type": "list", "background": "\##(fill)", "children": [ { "type": "text", "text": "Selected", "color": "#FFFFFF" } ] } ] } ] }"##
            let onText = ruleDiagnostics(CustomColorLightDarkVariantsRule.self, text).map(\.message).filter { $0.hasPrefix("Text") }
            XCTAssertEqual(onText, [], fill)
        }
        let onSystemBackground =
            ##"{ "platforms": { "iOS": "26.0" }, "screens": [ { "id": "s", "content": [ { "type": "stack", "background": "systemBackground", "children": [ { "type": "text", "text": "Plain", "color": "#FFFFFF" } ] } ] } ] }"##
        XCTAssertEqual(ruleDiagnostics(CustomColorLightDarkVariantsRule.self, onSystemBackground).count, 1)
    }
}
