import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import XCTest

/// Messages, figures and fixes of the cross-platform rules (tab bar actions, unsupported components,
/// count limits, identical variants, symbol fallbacks, app icon variants).
final class CrossPlatformRulesTests: XCTestCase {
    /// Each count rule finds its figure in the HIG table on every platform it covers; a table edit that
    /// breaks the phrase a rule reads makes the rule silent, and this test fails instead.
    func testCountRulesReadAFigureOnEveryPlatformTheyCover() {
        let rules: [(id: String, platforms: [Platform], figure: CountFigure, expected: Int)] = [
            (OneAlertAtATimeRule.description.id, OneAlertAtATimeRule.description.platforms, OneAlertAtATimeRule.figure, 1),
            (SubmenuDepthRule.description.id, SubmenuDepthRule.description.platforms, SubmenuDepthRule.figure, 1),
            (SubmenuItemCountRule.description.id, SubmenuItemCountRule.description.platforms, SubmenuItemCountRule.figure, 5),
            (
                DisclosureButtonsPerViewRule.description.id, DisclosureButtonsPerViewRule.description.platforms,
                DisclosureButtonsPerViewRule.figure, 1
            )
        ]
        for rule in rules {
            for platform in rule.platforms {
                XCTAssertEqual(HIGFigures.count(rule.figure, on: platform)?.value, rule.expected, "\(rule.id) on \(platform.rawValue)")
            }
        }
    }

    func testTabCountsAreJudgedWhereTheTableGivesAFigure() throws {
        XCTAssertEqual(TabBarItemCountRule.description.platforms, [.iOS, .iPadOS])
        XCTAssertEqual(TabBarItemCountRule.maximum(on: .iPadOS), 5)
        XCTAssertNil(TabBarItemCountRule.maximum(on: .visionOS), "the HIG gives no visionOS tab count")
        let items = (1...6).map { #"{ "title": "T\#($0)" }"# }.joined(separator: ", ")
        let text =
            #"{ "platforms": { "iPadOS": "18.0", "visionOS": "2.0" }, "screens": [ { "id": "s", "tabBar": { "isCustomizable": true, "items": [ \#(items) ] } } ] }"#
        XCTAssertEqual(
            legacyDiagnostics(TabBarItemCountRule.self, text).map(\.message),
            [sourcedMessage(TabBarItemCountRule.tooManyOnIPad(count: 6, maximum: 5), of: TabBarItemCountRule.self)])
        let both = text.replacingOccurrences(of: #""iPadOS": "18.0", "visionOS": "2.0""#, with: #""iOS": "17.0", "iPadOS": "18.0""#)
        XCTAssertEqual(
            legacyDiagnostics(TabBarItemCountRule.self, both).map(\.message),
            [sourcedMessage(TabBarItemCountRule.tooManyOnIPhone(count: 6, maximum: 5, alsoIPad: true), of: TabBarItemCountRule.self)])
    }

    func testPlatformListsComeFromTheProfiles() {
        XCTAssertEqual(TabBarNavigationOnlyRule.description.platforms, [.iOS, .iPadOS, .macOS, .tvOS, .visionOS])
        XCTAssertEqual(DisclosureButtonsPerViewRule.description.platforms, [.iOS, .iPadOS, .macOS, .visionOS])
        XCTAssertEqual(
            LightDarkVariantsIdenticalRule.description.platforms, [.iOS, .iPadOS, .macOS, .tvOS], "watchOS and visionOS are dark only")
    }

    func testTabActionNamesTheActionAndTheFix() throws {
        let text =
            #"{ "platforms": { "iOS": "17.0", "watchOS": "10.0" }, "screens": [ { "id": "home", "platform": "iOS", "tabBar": { "items": [ { "title": "Feed", "symbol": "house" }, { "title": "Post", "symbol": "square.and.pencil" } ] } } ] }"#
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabBarNavigationOnlyRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            TabBarNavigationOnlyRule.message(tab: "Post", action: "Compose", symbol: "square.and.pencil", byTitle: false))
    }

    func testUnsupportedTabBarNamesThePlatformAndTheScreenFix() throws {
        let text =
            #"{ "platforms": { "iOS": "17.0", "watchOS": "10.0" }, "screens": [ { "id": "home", "tabBar": { "items": [ { "title": "Feed", "symbol": "house" } ] } } ] }"#
        let diagnostics = ruleDiagnostics(ComponentUnsupportedOnPlatformRule.self, text)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(
            diagnostics.first?.message,
            ComponentUnsupportedOnPlatformRule.message(what: "Tab bar", unsupportedOn: [.watchOS], supportedOn: .iOS))
        // The slider on tvOS is left to slider-unsupported-tvos: one problem, one finding.
        let slider = specWithContent(#"{ "type": "slider", "title": "Volume" }"#, platforms: #""tvOS": "17.0""#)
        XCTAssertTrue(ruleDiagnostics(ComponentUnsupportedOnPlatformRule.self, slider).isEmpty)
        XCTAssertEqual(ruleDiagnostics(SliderUnsupportedTVOSRule.self, slider).count, 1)
    }

    func testIdenticalVariantsNameOnlyPlatformsWithBothAppearances() throws {
        let text = specWithContent(
            ##"{ "type": "text", "text": "Hi", "color": { "light": "#222222", "dark": "#222" } }"##,
            platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(LightDarkVariantsIdenticalRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            LightDarkVariantsIdenticalRule.message(owner: #"Text "Hi""#, color: try XCTUnwrap(RGBAColor(hex: "#222222")), onlyOn: [.iOS]))
    }

    func testSecondAlertIsReportedWithTheFigure() throws {
        let text = specWithContent(
            #"{ "type": "alert", "title": "Delete?", "actions": [ { "title": "Delete" } ] }, { "type": "alert", "title": "Offline", "actions": [ { "title": "OK" } ] }"#
        )
        let diagnostics = ruleDiagnostics(OneAlertAtATimeRule.self, text)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                OneAlertAtATimeRule.message(
                    alert: #"Alert "Offline""#, position: 2, screen: #"screen "main""#, platforms: "", limit: 1, first: #"Alert "Delete?""#)
            ])
    }

    func testFallbackSymbolSilencesAvailabilityOnlyWhenItCovers() throws {
        let covered = specWithContent(#"{ "type": "image", "symbol": "document.on.document", "fallbackSymbol": "doc.on.doc" }"#)
        XCTAssertTrue(ruleDiagnostics(SFSymbolAvailabilityRule.self, covered).isEmpty)
        XCTAssertTrue(ruleDiagnostics(SFSymbolFallbackAvailabilityRule.self, covered).isEmpty)
        let uncovered = specWithContent(
            #"{ "type": "image", "symbol": "document.on.document", "fallbackSymbol": "document.on.clipboard" }"#)
        XCTAssertEqual(ruleDiagnostics(SFSymbolAvailabilityRule.self, uncovered).count, 1)
        let fallback = try XCTUnwrap(ruleDiagnostics(SFSymbolFallbackAvailabilityRule.self, uncovered).first)
        XCTAssertEqual(
            fallback.message,
            SFSymbolFallbackAvailabilityRule.unavailableFallback(
                owner: "Image", fallback: "document.on.clipboard", needs: [(.iOS, OSVersion(major: 18))],
                targeted: [(.iOS, OSVersion(major: 17))], symbol: "document.on.document", olderName: "doc.on.clipboard"))
        let misspelled = specWithContent(#"{ "type": "image", "symbol": "document.on.document", "fallbackSymbol": "doc.on.dok" }"#)
        let typo = try XCTUnwrap(ruleDiagnostics(SFSymbolFallbackAvailabilityRule.self, misspelled).first)
        XCTAssertEqual(try applyingFix(typo.fix, to: misspelled), misspelled.replacingOccurrences(of: "doc.on.dok", with: "doc.on.doc"))
    }

    func testAppIconVariantReplacesTheTopLevelSizeForItsPlatform() throws {
        let text =
            #"{ "platforms": { "iOS": "17.0", "tvOS": "17.0" }, "appIcon": { "width": 1024, "height": 1024, "variants": [ { "platform": "tvOS", "width": 1280, "height": 768 }, { "platform": "tvOS", "role": "appStore", "width": 1280, "height": 768 } ] } }"#
        let diagnostics = ruleDiagnostics(AppIconSizeRule.self, text)
        XCTAssertEqual(diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(
            diagnostic.message,
            AppIconSizeRule.wrongVariantSize(platform: .tvOS, width: 1280, height: 768, required: PointSize(width: 800, height: 480)))
        XCTAssertTrue(try applyingFix(diagnostic.fix, to: text).contains(#"{ "platform": "tvOS", "width": 800, "height": 768 }"#))
        // Without variants the top-level size is judged for tvOS as before.
        let plain = #"{ "platforms": { "iOS": "17.0", "tvOS": "17.0" }, "appIcon": { "width": 1024, "height": 1024 } }"#
        XCTAssertEqual(
            ruleDiagnostics(AppIconSizeRule.self, plain).first?.message,
            AppIconSizeRule.wrongSize(width: 1024, height: 1024, needs: [(.tvOS, 800, 480)], perPlatform: true))
    }
}

/// Title-style capitalization and the ellipsis and scale-factor fixes.
final class LabelAndAssetRulesTests: XCTestCase {
    func testTitleCaseKeepsMinorWordsAndNames() {
        XCTAssertEqual(TitleCase.corrected("add to cart"), "Add to Cart")
        XCTAssertEqual(TitleCase.corrected("Sign in"), "Sign In")
        XCTAssertEqual(TitleCase.corrected("Save as…"), "Save As…")
        XCTAssertEqual(TitleCase.corrected("Learn more about privacy"), "Learn More About Privacy")
        XCTAssertNil(TitleCase.corrected("Open in iPhone Mirroring"))
        XCTAssertNil(TitleCase.corrected("Enable 2FA"))
        XCTAssertNil(TitleCase.corrected("OK"))
        XCTAssertNil(TitleCase.corrected(""))
    }

    func testTitleCaseFixRewritesTheTitle() throws {
        let text = specWithContent(#"{ "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": "Newest first" } ] }"#)
        let diagnostics = ruleDiagnostics(MenuItemTitleCaseRule.self, text)
        XCTAssertEqual(diagnostics.map(\.message), [MenuItemTitleCaseRule.message(title: "Newest first", corrected: "Newest First")])
        XCTAssertEqual(
            try applyingFix(diagnostics.first?.fix, to: text), text.replacingOccurrences(of: "Newest first", with: "Newest First"))
        // Menu items are judged by the menu rule only: one problem, one finding.
        XCTAssertTrue(ruleDiagnostics(ButtonTitleCaseRule.self, text).isEmpty)
        let button = specWithContent(#"{ "type": "button", "title": "Add to cart" }"#)
        XCTAssertEqual(
            ruleDiagnostics(ButtonTitleCaseRule.self, button).map(\.message),
            [ButtonTitleCaseRule.message(title: "Add to cart", corrected: "Add to Cart")])
    }

    func testEllipsisFixUsesTheCharacter() throws {
        let text = specWithContent(#"{ "type": "button", "title": "Export..." }"#, platforms: #""macOS": "14.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(EllipsisCharacterRule.self, text).first)
        XCTAssertEqual(diagnostic.message, EllipsisCharacterRule.message(component: "Button \"Export...\"", corrected: "Export…"))
        XCTAssertEqual(try applyingFix(diagnostic.fix, to: text), text.replacingOccurrences(of: "Export...", with: "Export…"))
    }

    func testScaleFactorsNamePerPlatformFiguresAndFixTheUnion() throws {
        let text = specWithContent(
            #"{ "type": "image", "asset": "hero", "scaleFactors": ["@2x"], "isDecorative": true }"#,
            platforms: #""iOS": "17.0", "macOS": "14.0", "watchOS": "10.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(ImageScaleFactorsRule.self, text).first)
        let iOS = try XCTUnwrap(HIGFigures.imageScaleFactors(on: .iOS)?.value)
        let macOS = try XCTUnwrap(HIGFigures.imageScaleFactors(on: .macOS)?.value)
        XCTAssertEqual(
            diagnostic.message,
            ImageScaleFactorsRule.message(image: "Image", asset: "hero", given: [2], needs: [(.iOS, iOS), (.macOS, macOS)], missing: [1, 3])
        )
        XCTAssertTrue(try applyingFix(diagnostic.fix, to: text).contains(#""scaleFactors": ["@1x", "@2x", "@3x"]"#))
    }

    func testSearchFieldAndArticleFixes() throws {
        let search = specWithContent(
            #"{ "type": "textField", "placeholder": "Search trails", "height": 44 }"#, platforms: #""tvOS": "17.0""#)
        let field = try XCTUnwrap(ruleDiagnostics(SearchUsesSearchFieldRule.self, search).first)
        XCTAssertEqual(field.message, SearchUsesSearchFieldRule.message(label: "Search trails"))
        XCTAssertEqual(try applyingFix(field.fix, to: search), search.replacingOccurrences(of: #""textField""#, with: #""searchField""#))
        let menu = specWithContent(#"{ "type": "menu", "title": "More", "items": [ { "type": "button", "title": "the Details" } ] }"#)
        let article = try XCTUnwrap(ruleDiagnostics(MenuItemNoArticlesRule.self, menu).first)
        XCTAssertEqual(article.message, MenuItemNoArticlesRule.message(title: "the Details", articles: ["the"], corrected: "Details"))
        XCTAssertEqual(try applyingFix(article.fix, to: menu), menu.replacingOccurrences(of: "the Details", with: "Details"))
        let vague = specWithContent(#"{ "type": "button", "title": "Click here…" }"#, platforms: #""macOS": "14.0""#)
        XCTAssertEqual(
            ruleDiagnostics(DescriptiveLinkTextRule.self, vague).map(\.message),
            [DescriptiveLinkTextRule.message(component: "Button \"Click here…\"", title: "Click here…")])
    }
}

/// The count figures of the control, alert and bar rules come from the HIG's component count table, and
/// none of them is lost (a missing figure would switch its rule off).
final class CountFigureSourceTests: XCTestCase {
    func testCountFiguresAreReadFromTheComponentCountTable() {
        XCTAssertEqual(ProminentButtonsPerViewRule.maximum, 2, "Keep the number of prominent buttons to one or two per view.")
        XCTAssertEqual(SegmentedControlMaxSegmentsRule.maximum, 5, "On iPhone, a segmented control should have five or fewer segments.")
        XCTAssertEqual(PageControlDotCountRule.countableLimit, 10, "More than about 10 dots are hard for users to count at a glance")
        XCTAssertEqual(PageControlDotCountRule.sequentialLimit, 20, "more than about 20 open views are time consuming to visit in sequence")
        XCTAssertEqual(ActionSheetStructureRule.minimum, 2, "Displays two or more buttons")
        XCTAssertEqual(AlertButtonCountRule.preferred, 2, "Generally, use a two-button alert.")
        XCTAssertEqual(
            NavBarItemLimitRule.maximum, 1, "the view’s current title, the back button, and one control that manages the view’s contents")
        XCTAssertEqual(ToolbarTextItemLimitRule.maximumWithText, 3, "Use icons if you need to put more than three items in a toolbar.")
    }
}
