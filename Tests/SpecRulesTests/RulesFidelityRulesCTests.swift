import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// Issue 15 for the window, layout, focus, app icon, image, accessibility and format rules, and the rules
/// added from real apps: each finding as strong as the HIG's words, on the sections and sentences the
/// bundled HIG has, and silence on specs built from what the HIG recommends.
final class RulesFidelityRulesCTests: XCTestCase {
    private func screenSpec(_ members: String, platforms: String) -> String {
        #"{ "platforms": { \#(platforms) }, "screens": [ { "id": "main", \#(members) } ] }"#
    }

    /// Windows › visionOS volumes: "Be sure to avoid placing an ornament on the same edge as a toolbar or
    /// tab bar" — said of volumes, so a window's ornament on the toolbar's edge is not reported.
    func testOrnamentOnTheToolbarsEdgeIsReportedForVolumesOnly() throws {
        let members =
            #""toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }, "ornaments": [ { "type": "ornament", "edge": "bottom" } ]"#
        XCTAssertEqual(ruleDiagnostics(VisionOSOrnamentEdgeRule.self, screenSpec(members, platforms: #""visionOS": "2.0""#)), [])
        let volume = screenSpec(#""window": { "style": "volumetric" }, "# + members, platforms: #""visionOS": "2.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(VisionOSOrnamentEdgeRule.self, volume).first)
        XCTAssertEqual(
            diagnostic.message,
            VisionOSOrnamentEdgeRule.message(
                screen: #"screen "main""#, edge: .bottom, edgeStated: true, bar: "toolbar", freeEdges: [.top, .leading, .trailing]))
        XCTAssertTrue(
            VisionOSOrnamentEdgeRule.description.quote.hasPrefix(
                "Be sure to avoid placing an ornament on the same edge as a toolbar or tab bar"))
    }

    /// Links and quotes (issue item 10): icon-button-accessibility-label, meaningful-image-description and
    /// platforms-declared — and every rule of these folders — link to sections today's HIG has, and quote
    /// their sentence verbatim, e.g. "Describe your app’s interface and content for VoiceOver."
    func testRulesOfTheseFoldersLinkToExistingSectionsAndQuoteVerbatim() {
        let corpus = HIGCorpus.shared
        let articles = corpus.articleSlugs.compactMap(corpus.article(slug:))
        let anchors = Dictionary(
            articles.filter { $0.authority == .current }.map { (HIGLink.article(of: $0.url) ?? $0.slug, Set($0.sections.map(\.anchor))) },
            uniquingKeysWith: { $0.union($1) })
        func folded(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let categories: Set<RuleCategory> = [.windows, .layout, .focus, .appIcon, .images, .accessibility, .format, .writing]
        let addedIDs: Set<String> = [
            "tab-item-color-similar-to-content", "tab-item-title-hidden", "tab-item-not-disabled", "custom-button-press-state",
            "switch-in-list-row", "menu-repeated-icon"
        ]
        let judged = RuleRegistry.descriptions.filter { categories.contains($0.category) || addedIDs.contains($0.id) }
        XCTAssertTrue(judged.contains { $0.id == "icon-button-accessibility-label" })
        XCTAssertTrue(judged.contains { $0.id == "meaningful-image-description" })
        XCTAssertTrue(judged.contains { $0.id == "platforms-declared" })
        var problems: [String] = []
        // The format's own rules quote the published schema (RuleQuoteTests checks them there).
        for rule in judged where rule.authority != .format {
            for url in rule.higURLs {
                let parts = url.split(separator: "#", maxSplits: 1)
                guard parts.count == 2 else { continue }
                if let page = HIGLink.article(of: url), anchors[page]?.contains(String(parts[1])) == true { continue }
                problems.append("\(rule.id): \(url)")
            }
            let quote = folded(rule.quote)
            let sections = articles.filter { $0.authority == rule.authority }.flatMap(\.sections).map { folded($0.plainText()) }
            if quote.count < 12 || !sections.contains(where: { $0.contains(quote) }) {
                problems.append("\(rule.id): quote not in the bundled \(rule.authority.rawValue) text")
            }
        }
        XCTAssertEqual(problems, [])
    }

    /// Sidebars › macOS: "Avoid stylizing your app by specifying a fixed color for all sidebar icons" is a
    /// warning; most but not all icons fixed is only information ("make sure that most sidebar icons
    /// display the color people choose").
    func testSidebarIconColorsAreAWarningOnlyWhenAllAreFixed() throws {
        func severity(_ items: String) throws -> Severity {
            let text = screenSpec(#""sidebar": { "items": [ \#(items) ] }"#, platforms: #""macOS": "14.0""#)
            return try XCTUnwrap(ruleDiagnostics(MacOSSidebarIconAccentRule.self, text).first).severity
        }
        let today = #"{ "type": "label", "title": "Today", "symbol": "sun.max", "color": "systemOrange" }"#
        let starred = #"{ "type": "label", "title": "Starred", "symbol": "star", "color": "systemYellow" }"#
        let unread = #"{ "type": "label", "title": "Unread", "symbol": "circle" }"#
        XCTAssertEqual(try severity([today, starred].joined(separator: ", ")), .warning)
        XCTAssertEqual(try severity([today, starred, unread].joined(separator: ", ")), .information)
    }

    /// Tab bars › Best practices: "Avoid applying a similar color to tab labels and content layer
    /// backgrounds." The message gives the ratio, the appearance, the threshold and the fix.
    func testTabColorSimilarToTheContentNamesTheFiguresAndTheFix() throws {
        let text = screenSpec(
            ##""background": "#FFF4E0", "tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "selectedColor": "#FFB347" } ] }"##,
            platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabItemColorSimilarToContentRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            TabItemColorSimilarToContentRule.message(
                item: #"Tab "Home""#, key: "selectedColor", color: "`#FFB347`", ratio: 1.63, background: "`#FFF4E0`", appearance: .light,
                platform: .iOS, threshold: 3))
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    /// Tab bars › Best practices: "Include tab labels to help with navigation." A title hidden but kept for
    /// VoiceOver is named in the message; a labelled emoji tab is fine for VoiceOver.
    func testHiddenTabTitleIsReportedWithWhatVoiceOverStillSays() throws {
        let text = screenSpec(
            #""tabBar": { "items": [ { "title": "Library", "symbol": "books.vertical.fill", "isTitleHidden": true } ] }"#,
            platforms: #""iOS": "18.0""#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(TabItemTitleHiddenRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message, TabItemTitleHiddenRule.message(title: "Library", screen: #"screen "main""#, symbol: "books.vertical.fill"))
    }

    /// Buttons › Best practices: "Always include a press state for a custom button."
    func testCustomButtonWithoutPressStateIsReportedOnItsStyle() throws {
        let text = specWithContent(##"{ "type": "button", "title": "Continue", "style": "custom", "background": "#FF6B35" }"##)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(CustomButtonPressStateRule.self, text).first)
        XCTAssertEqual(String(decoding: Array(text.utf8)[diagnostic.range], as: UTF8.self), #""custom""#)
        XCTAssertEqual(diagnostic.message, CustomButtonPressStateRule.noPressState(button: #"Button "Continue""#, background: "#FF6B35"))
    }

    /// The rules added from real apps report nothing, on any platform, for a spec built only from what the
    /// HIG recommends: system colors, system controls and styles, text styles, tabs with titles and
    /// symbols, switches in list rows, alerts that say what happened.
    func testAddedRulesAreSilentOnSpecsBuiltFromWhatTheHIGRecommends() throws {
        let added: [any Rule.Type] = [
            EmojiOnlyControlLabelRule.self, TabItemColorSimilarToContentRule.self, TabItemTitleHiddenRule.self, TabItemNotDisabledRule.self,
            CustomButtonPressStateRule.self, SwitchInListRowRule.self, MenuRepeatedIconRule.self,
            GestureVerbMatchesDeviceRule.self, ErrorMessageInterjectionRule.self, ButtonRowOneHeightRule.self
        ]
        let versions: [Platform: String] = [
            .iOS: "26.0", .iPadOS: "26.0", .macOS: "26.0", .tvOS: "26.0", .visionOS: "26.0", .watchOS: "26.0"
        ]
        let screens = try TestFixtures.text("hig-recommended/library-screens.json")
        for platform in Platform.allCases {
            let version = versions[platform] ?? "26.0"
            let text = #"{ "platforms": { "\#(platform.rawValue)": "\#(version)" }, "screens": \#(screens) }"#
            let diagnostics = RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), rules: added)
            XCTAssertEqual(diagnostics.map { "\($0.code): \($0.message)" }, [], platform.rawValue)
        }
    }
}
