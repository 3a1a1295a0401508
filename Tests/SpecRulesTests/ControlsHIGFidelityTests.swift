import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// Issue 15's corrections to the control, touch-target, alert and bar rules: each finding is as strong as
/// the HIG sentence it enforces, and no stronger. Each test names the sentence it holds the rule to.
final class ControlsHIGFidelityTests: XCTestCase {
    private func diagnostics(_ rule: any Rule.Type, _ text: String, legacy: Bool = false) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), configuration: RuleConfiguration(legacy: legacy), rules: [rule])
    }

    // MARK: 2. Sizes — "Strive to meet the recommended minimum control size for each platform …"

    /// System controls get their hit regions from the system: Apple's own 51×31 pt switch, a macOS
    /// checkbox, a stepper, a slider and a visionOS Regular (44 pt) button are not reported.
    func testSystemControlsAreJudgedByTheHitRegionTheSystemGivesThem() {
        let iOS = specWithContent(
            #"""
            { "type": "toggle", "title": "Wi-Fi", "width": 51, "height": 31 },
            { "type": "stepper", "title": "Copies", "width": 94, "height": 32 },
            { "type": "slider", "title": "Volume", "width": 200, "height": 4 }
            """#)
        XCTAssertEqual(diagnostics(MinTouchTargetRule.self, iOS).map(\.message), [])
        let macOS = specWithContent(
            #"{ "type": "toggle", "title": "Show all", "style": "checkbox", "width": 14, "height": 14 }"#, platforms: #""macOS": "14.0""#)
        XCTAssertEqual(diagnostics(MinTouchTargetRule.self, macOS).map(\.message), [])
        let visionOS = specWithContent(
            #"{ "type": "button", "symbol": "play.fill", "accessibilityLabel": "Play", "width": 44, "height": 44 }"#,
            platforms: #""visionOS": "2.0""#)
        XCTAssertEqual(diagnostics(MinTouchTargetRule.self, visionOS).map(\.message), [])
    }

    /// On every platform, a switch drawn at Apple's own size gets no finding from the touch-target rule.
    func testAppleSwitchSizeIsFineOnEveryPlatform() {
        for platform in Platform.allCases {
            let text = specWithContent(
                #"{ "type": "toggle", "title": "Wi-Fi", "width": 51, "height": 31 }"#,
                platforms: "\"\(platform.rawValue)\": \"\(platform.newestKnownVersion)\"")
            XCTAssertEqual(diagnostics(MinTouchTargetRule.self, text).map(\.message), [], platform.rawValue)
        }
    }

    /// "Strive to meet …" is never an error: a hit region below the platform's minimum is information.
    func testStriveToMeetIsInformationEvenBelowTheMinimum() throws {
        let text = specWithContent(#"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "width": 20, "height": 20 }"#)
        let finding = try XCTUnwrap(diagnostics(MinTouchTargetRule.self, text).first)
        XCTAssertEqual(finding.severity, .information)
        XCTAssertEqual(
            finding.message,
            MinTouchTargetRule.message(
                target: "Button", width: 20, height: 20,
                worst: .init(
                    platforms: [.iOS], belowMinimum: true, recommended: PointSize(width: 44, height: 44),
                    minimum: PointSize(width: 28, height: 28)),
                others: [], passing: []))
        XCTAssertEqual(MinTouchTargetRule.description.defaultSeverity, .information)
    }

    /// A hit region the spec states (`hitWidth`/`hitHeight`) is what is judged, for system and custom controls.
    func testStatedHitRegionIsJudgedInsteadOfTheDrawnSize() throws {
        let small = specWithContent(#"{ "type": "toggle", "title": "Wi-Fi", "width": 51, "height": 31, "hitWidth": 51, "hitHeight": 31 }"#)
        let finding = try XCTUnwrap(diagnostics(MinTouchTargetRule.self, small).first)
        XCTAssertEqual(
            finding.message,
            MinTouchTargetRule.message(
                target: "Toggle \"Wi-Fi\"'s hit region", width: 51, height: 31,
                worst: .init(
                    platforms: [.iOS], belowMinimum: false, recommended: PointSize(width: 44, height: 44),
                    minimum: PointSize(width: 28, height: 28)),
                others: [], passing: []))
        let padded = specWithContent(
            #"{ "type": "button", "symbol": "xmark", "accessibilityLabel": "Close", "width": 24, "height": 24, "hitWidth": 44, "hitHeight": 44 }"#
        )
        XCTAssertEqual(diagnostics(MinTouchTargetRule.self, padded).map(\.message), [])
    }

    /// The format documents the hit region apart from the drawn size, for schema, hover and completion.
    func testVocabularySeparatesHitRegionFromDrawnSize() {
        let names = Set(FormatVocabulary.commonComponentProperties.map(\.name))
        XCTAssertTrue(names.isSuperset(of: ["width", "height", "hitWidth", "hitHeight"]))
        XCTAssertTrue(ComponentKind.toggle.traits.contains(.systemHitRegion))
        XCTAssertFalse(ComponentKind.button.traits.contains(.systemHitRegion))
        XCTAssertEqual(HIGFigures.visionOSButtonHeight(HIGFigures.visionOSRegularButtonSize), 44)
    }

    // MARK: 5. "If your app or game needs sensitive data, use a field that obscures people’s input …"

    /// The field's content type decides, never words in its placeholder.
    func testSecureFieldIsDecidedByContentTypeNotPlaceholderWords() throws {
        let hint = specWithContent(#"{ "type": "textField", "placeholder": "Passcode hint (optional)" }"#)
        XCTAssertEqual(diagnostics(SecurePasswordFieldRule.self, hint).map(\.message), [])
        let password = specWithContent(#"{ "type": "textField", "placeholder": "Required", "contentType": "password" }"#)
        let finding = try XCTUnwrap(diagnostics(SecurePasswordFieldRule.self, password).first)
        XCTAssertEqual(finding.severity, .warning)
    }

    // MARK: 6. "Don’t assign the primary role to a button that performs a destructive action …"

    /// The role is judged, not the style.
    func testPrimaryNotDestructiveLooksAtTheRoleNotTheStyle() {
        let styled = specWithContent(#"{ "type": "button", "title": "Delete All", "role": "destructive", "style": "borderedProminent" }"#)
        XCTAssertEqual(diagnostics(PrimaryNotDestructiveRule.self, styled).map(\.message), [])
        let primary = specWithContent(#"{ "type": "button", "title": "Delete All", "role": "primary", "style": "bordered" }"#)
        XCTAssertEqual(diagnostics(PrimaryNotDestructiveRule.self, primary).map(\.code), ["primary-not-destructive"])
    }

    // MARK: 8. Rules with only old sources are legacy

    /// Figures found only in the 2015 iOS HIG ("On iPhone, a segmented control should have five or fewer
    /// segments.", "Use icons if you need to put more than three items in a toolbar.", …) or the unofficial
    /// summary ("They never appear at the same time.") are off unless the legacy rule set is on.
    func testRulesWithOnlyOldSourcesAreLegacy() {
        let legacy: [any Rule.Type] = [
            SegmentedControlNoMixedContentRule.self, SegmentedControlMaxSegmentsRule.self,
            TabBarItemCountRule.self, TabBarAndToolbarExclusiveRule.self,
            ToolbarTextItemLimitRule.self, NavBarItemLimitRule.self, PageControlDotCountRule.self,
            AlertTitleRequiredRule.self, AlertButtonCountRule.self, ActionSheetStructureRule.self
        ]
        for rule in legacy {
            let description = rule.description
            XCTAssertTrue(description.authority.isLegacyRuleSet, "\(description.id) rests on \(description.authority.rawValue)")
            guard let example = description.triggeringExamples.first else { return XCTFail("\(description.id) has no example") }
            let text = MarkedText(example.text).text
            XCTAssertEqual(diagnostics(rule, text).count, 0, "\(description.id) runs without the legacy rule set")
            XCTAssertFalse(diagnostics(rule, text, legacy: true).isEmpty, "\(description.id) is silent with the legacy rule set")
        }
    }

    /// "If you let people select their own tabs, aim for a default list of five or fewer": on iPad the
    /// five-tab figure holds for customizable tab bars only, and only as information.
    func testIPadFiveTabFigureAppliesOnlyToCustomizableTabBars() throws {
        let tabs = (1...6).map { #"{ "title": "Tab \#($0)" }"# }.joined(separator: ", ")
        func spec(_ customizable: Bool) -> String {
            #"{ "platforms": { "iPadOS": "18.0" }, "screens": [ { "id": "main", "tabBar": { "isCustomizable": \#(customizable), "items": [ \#(tabs) ] } } ] }"#
        }
        XCTAssertEqual(diagnostics(TabBarItemCountRule.self, spec(false), legacy: true).map(\.message), [])
        let finding = try XCTUnwrap(diagnostics(TabBarItemCountRule.self, spec(true), legacy: true).first)
        XCTAssertEqual(finding.severity, .information)
    }

    // MARK: 10. Links and quotes

    /// prominent-buttons-per-view ("Keep the number of prominent buttons to one or two per view.") and
    /// one-alert-at-a-time ("… you never want to display more than one alert at the same time.") link to
    /// sections the bundled HIG has today.
    func testProminentButtonsAndOneAlertLinkToSectionsThatExist() {
        let corpus = HIGCorpus.shared
        let current = corpus.articleSlugs.compactMap(corpus.article(slug:)).filter { $0.authority == .current }
        for description in [ProminentButtonsPerViewRule.description, OneAlertAtATimeRule.description] {
            for url in description.higURLs {
                let parts = url.split(separator: "#", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let page = HIGLink.article(of: url)
                let anchors = current.filter { (HIGLink.article(of: $0.url) ?? $0.slug) == page }.flatMap(\.sections).map(\.anchor)
                XCTAssertTrue(anchors.contains(String(parts[1])), "\(description.id): \(url)")
            }
        }
    }
}
