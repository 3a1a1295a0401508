import Foundation
import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import XCTest

/// Issue 7 ("platform-true analysis"): each platform is judged with its own appearances, surfaces and
/// figures, and named when the outcome differs between platforms.
final class PlatformJudgingTests: XCTestCase {
    private func messages(_ rule: any Rule.Type, _ text: String) -> [String] {
        ruleDiagnostics(rule, text).map(\.message)
    }

    // MARK: watchOS and visionOS have no light appearance

    func testDarkOnlyPlatformsAreJudgedInDarkOnly() {
        let text = ##"{ "type": "text", "text": "Time", "color": "label", "background": "#000000" }"##
        XCTAssertEqual(messages(TextContrastMinimumRule.self, specWithContent(text, platforms: #""watchOS": "10.0""#)), [])
        XCTAssertEqual(messages(TextContrastMinimumRule.self, specWithContent(text, platforms: #""visionOS": "1.0""#)), [])
        let phone = messages(TextContrastMinimumRule.self, specWithContent(text))
        XCTAssertEqual(phone.count, 1)
        XCTAssertTrue(phone.first?.contains("in light appearance (label on #000000)") ?? false, "\(phone)")
    }

    func testAScreenForWatchOSOnlyIsJudgedInDarkEvenInAMultiPlatformSpec() {
        let text =
            ##"{ "platforms": { "iOS": "17.0", "watchOS": "10.0" }, "screens": [ { "id": "w", "platform": "watchOS", "content": [ { "type": "text", "text": "Time", "color": "label", "background": "#000000" } ] } ] }"##
        XCTAssertEqual(messages(TextContrastMinimumRule.self, text), [])
    }

    /// The whole rule set on the showcase (written for iOS) retargeted to watchOS and to visionOS: no
    /// finding speaks of an appearance those platforms do not have or asks for variants for one.
    func testNoFindingJudgesAnAppearanceTheDarkOnlyPlatformsLack() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/showcase.design.jsonc")
        let showcase = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(showcase.contains(#""platforms": { "iOS": "15.0" }"#))
        for (platform, version) in [("watchOS", "10.0"), ("visionOS", "2.0")] {
            let text = showcase.replacingOccurrences(
                of: #""platforms": { "iOS": "15.0" }"#, with: #""platforms": { "\#(platform)": "\#(version)" }"#
            )
            .replacingOccurrences(of: #""platform": "[A-Za-z]+""#, with: #""platform": "\#(platform)""#, options: .regularExpression)
            let messages = RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text))).map { "\($0.code): \($0.message)" }
            XCTAssertFalse(messages.isEmpty)
            for message in messages {
                for word in [
                    "in light appearance", "increased-contrast", "increasedContrast", "Dark Mode", "in light (", "light appearance"
                ] {
                    XCTAssertFalse(message.contains(word), "\(platform): \(message)")
                }
            }
        }
    }

    // MARK: One platform for all: every platform judged, the failing one named

    func testEveryPlatformIsJudgedAndTheFailingOneNamed() throws {
        // A light gray that fails only in the light appearances, which watchOS does not have.
        let text = specWithContent(
            ##"{ "type": "text", "text": "Note", "color": { "light": "#AEAEB2", "dark": "#FFFFFF" } }"##,
            platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        XCTAssertEqual(
            messages(TextContrastMinimumRule.self, text),
            [
                TextContrastMinimumRule.message(
                    text: #"Text "Note""#,
                    failures: [Appearance.light, .increasedContrastLight].map {
                        ContrastFailure(
                            platform: .iOS, appearance: $0, ratio: 2.21, required: 4.5, foreground: "#AEAEB2",
                            background: "systemBackground",
                            isUncertain: false)
                    }, judged: [.iOS, .watchOS], notes: [], sizes: [.iOS: (17, false)],
                    largeTextSize: try XCTUnwrap(ContrastJudgement.minimums).largeTextSize, systemPairing: nil)
            ])
    }

    func testTextSizesArePerPlatform() {
        // body is 17 pt on iOS (needs 4.5:1) and 29 pt on tvOS (large text, 3:1): #8E8E93 on white is 3.26:1.
        let text = specWithContent(
            ##"{ "type": "text", "text": "Body", "font": "body", "color": "#8E8E93", "background": "#FFFFFF" }"##,
            platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        let found = messages(TextContrastMinimumRule.self, text)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("Fails on iOS; passes on tvOS.") ?? false, "\(found)")
    }

    func testTouchTargetsUseEachPlatformsFiguresAndNameTheFailingPlatforms() {
        let text = specWithContent(
            ##"{ "type": "button", "title": "Go", "width": 30, "height": 30 }"##, platforms: #""iOS": "17.0", "macOS": "14.0""#)
        XCTAssertEqual(
            messages(MinTouchTargetRule.self, text),
            ["Button \"Go\" is 30×30 pt; strive for 44×44 pt on iOS (minimum 28×28 pt). It is large enough on macOS."])
        let tv = specWithContent(
            ##"{ "type": "button", "title": "Go", "width": 50, "height": 60 }"##, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        XCTAssertEqual(
            messages(MinTouchTargetRule.self, tv),
            ["Button \"Go\" is 50×60 pt, below the tvOS minimum of 56×56 pt; strive for 66×66 pt. It is large enough on iOS."])
    }

    // MARK: System-drawn elements

    func testBarItemsWithoutAColorOfTheirOwnAreNotJudgedOnTheScreensBackground() {
        // A dark screen background: the old analysis scored the toolbar's accent-tinted title on it.
        let text =
            ##"{ "platforms": { "iOS": "17.0", "macOS": "14.0" }, "screens": [ { "id": "m", "background": "#1C1C1E", "toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }, "content": [] } ] }"##
        XCTAssertEqual(messages(TextContrastMinimumRule.self, text), [])
    }

    func testMenuItemsAreJudgedAgainstTheMenuMaterialNotTheList() {
        // A menu inside a dark list: its items sit on the menu's material, not on the list.
        let clean = specWithContent(
            ##"{ "type": "list", "background": "#000000", "children": [ { "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": "Date" } ] } ] }"##
        )
        XCTAssertEqual(messages(TextContrastMinimumRule.self, clean), [])
        let set = specWithContent(
            ##"{ "type": "list", "children": [ { "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": "Date", "color": "#D1D1D6" } ] } ] }"##
        )
        let found = messages(TextContrastMinimumRule.self, set)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("on secondarySystemBackground") ?? false, "\(found)")
        XCTAssertTrue(found.first?.contains("`secondarySystemBackground` stands in for the iOS menu material") ?? false, "\(found)")
    }

    func testATintOnToolbarItemsMattersOnlyWhereThePlatformTintsThem() {
        // iOS bar buttons take the tint; macOS toolbar items do not.
        let text =
            ##"{ "platforms": { "iOS": "17.0", "macOS": "14.0" }, "screens": [ { "id": "m", "toolbar": { "items": [ { "type": "button", "title": "Edit", "tint": "#E5E5EA" } ] }, "content": [] } ] }"##
        let found = messages(TextContrastMinimumRule.self, text)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("Fails on iOS; passes on macOS.") ?? false, "\(found)")
        XCTAssertTrue(found.first?.contains("stands in for the iOS toolbar material") ?? false, "\(found)")
    }

    func testASidebarRowsColorIsItsIconsAndItsTitleIsTheSystems() {
        let text =
            ##"{ "platforms": { "macOS": "14.0" }, "screens": [ { "id": "m", "sidebar": { "items": [ { "type": "label", "title": "News", "symbol": "newspaper", "color": "systemOrange" }, { "type": "list", "title": "Feeds", "children": [ { "type": "label", "title": "Swift", "symbol": "swift", "color": "systemOrange" } ] } ] } } ] }"##
        XCTAssertEqual(messages(TextContrastMinimumRule.self, text), [])
        XCTAssertEqual(messages(NonTextContrastRule.self, text), [])
    }

    // MARK: Foreground on a component's own fill

    func testWhiteTitleOnAProminentButtonsFillIsJudgedAgainstTheFill() {
        let good = specWithContent(
            ##"{ "type": "button", "title": "Buy", "style": "borderedProminent", "tint": { "light": "#0040DD", "dark": "#0A5FFF" } }"##)
        XCTAssertEqual(messages(TextContrastMinimumRule.self, good), [])
        let glass = specWithContent(
            ##"{ "type": "button", "title": "Buy", "style": "glassProminent", "color": "#FFFFFF", "background": "#8A4900" }"##)
        XCTAssertEqual(messages(TextContrastMinimumRule.self, glass), [])
        XCTAssertEqual(
            messages(CustomColorLightDarkVariantsRule.self, glass).count, 1,
            "the fill itself is still a custom color without a dark variant")
        let bad = specWithContent(##"{ "type": "button", "title": "Buy", "style": "borderedProminent", "tint": "#FFD60A" }"##)
        let found = messages(TextContrastMinimumRule.self, bad)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("(white on #FFD60A)") ?? false, "\(found)")
    }

    // MARK: Noise: one problem, one finding

    func testASymbolOnlyTabGetsOneFinding() {
        let text =
            ##"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "m", "tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "symbol": "gear" }, { "title": "Saved", "symbol": "bookmark" } ] } } ] }"##
        XCTAssertEqual(RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text))).map(\.code), ["tab-bar-item-label"])
        // macOS tabs may show symbols alone; there the missing label is the finding.
        let mac =
            ##"{ "platforms": { "macOS": "14.0" }, "screens": [ { "id": "m", "tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "symbol": "gear" } ] } } ] }"##
        XCTAssertEqual(RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(mac))).map(\.code), ["icon-button-accessibility-label"])
    }

    // MARK: Missed: a control with nothing to speak

    func testAColorSwatchButtonHasNoAccessibleName() {
        let swatch = specWithContent(##"{ "type": "button", "background": "#FF3B30", "width": 44, "height": 44 }"##)
        XCTAssertEqual(
            messages(ControlHasAccessibleNameRule.self, swatch),
            [ControlHasAccessibleNameRule.message(control: "Button")])
        let labelled = specWithContent(
            ##"{ "type": "button", "background": "#FF3B30", "accessibilityLabel": "Red", "width": 44, "height": 44 }"##)
        XCTAssertEqual(messages(ControlHasAccessibleNameRule.self, labelled), [])
        // A symbol-only button is icon-button-accessibility-label's, not this rule's.
        let icon = specWithContent(##"{ "type": "button", "symbol": "plus", "width": 44, "height": 44 }"##)
        XCTAssertEqual(RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(icon))).map(\.code), ["icon-button-accessibility-label"])
    }

    // MARK: Non-text contrast

    func testSymbolsAreJudgedAtThreeToOnePerPlatformAndAppearance() throws {
        let text = specWithContent(
            ##"{ "type": "image", "symbol": "star.fill", "color": "#D1D1D6" }"##, platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        let found = messages(NonTextContrastRule.self, text)
        XCTAssertEqual(
            found,
            [
                NonTextContrastRule.message(
                    control: "Image", symbol: "star.fill",
                    failures: [Appearance.light, .increasedContrastLight].map {
                        ContrastFailure(
                            platform: .iOS, appearance: $0, ratio: 1.52, required: 3, foreground: "#D1D1D6", background: "systemBackground",
                            isUncertain: false)
                    }, judged: [.iOS, .watchOS], notes: [], required: try XCTUnwrap(ContrastJudgement.minimums).largeText)
            ])
        // A system color whose increased-contrast variant meets 3:1 passes, as the HIG allows.
        let orange = specWithContent(##"{ "type": "image", "symbol": "star.fill", "color": "systemOrange" }"##)
        XCTAssertEqual(messages(NonTextContrastRule.self, orange), [])
    }

    /// Text in a background, separator or fill system color is judged for contrast like any other color
    /// (issue #27: text colored `separator` was left to `semantic-color-misuse` and never judged), and
    /// `semantic-color-misuse` still names the label color to use.
    func testTextInANonLabelSystemColorIsJudgedForContrastToo() {
        let codes = { (text: String) in Set(RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text))).map(\.code)) }
        for color in ["systemBackground", "separator", "opaqueSeparator", "systemFill"] {
            let text = specWithContent(##"{ "type": "text", "text": "Hi", "color": "\##(color)" }"##)
            XCTAssertEqual(codes(text), ["semantic-color-misuse", "text-contrast-minimum"], color)
        }
        // tvOS is not judged by semantic-color-misuse: the contrast finding alone.
        let tv = specWithContent(##"{ "type": "text", "text": "Hi", "color": "systemBackground" }"##, platforms: #""tvOS": "17.0""#)
        XCTAssertEqual(codes(tv), ["text-contrast-minimum"])
        let symbol = specWithContent(#"{ "type": "image", "symbol": "star", "color": "systemBackground" }"#)
        XCTAssertEqual(codes(symbol), ["semantic-color-misuse", "non-text-contrast"])
    }
}
