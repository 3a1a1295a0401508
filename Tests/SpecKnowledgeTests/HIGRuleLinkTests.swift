import XCTest

@testable import SpecKnowledge

/// Every HIG link cited by the rule catalog must resolve where the corpus has the page.
final class HIGRuleLinkTests: XCTestCase {
    /// Source URLs copied from `hig-rule-candidates.json` (`source[].url`): current, older-chapter and
    /// legacy citations, including hand-made anchors that keep punctuation (`#iOS,-iPadOS`).
    private static let citedURLs = [
        "https://developer.apple.com/design/human-interface-guidelines/accessibility#Mobility",
        "https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls",
        "https://developer.apple.com/design/human-interface-guidelines/segmented-controls",
        "https://developer.apple.com/design/human-interface-guidelines/spatial-layout#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/typography#Ensuring-legibility",
        "https://developer.apple.com/design/human-interface-guidelines/typography",
        "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display",
        "https://developer.apple.com/design/human-interface-guidelines/typography#macOS-built-in-text-styles",
        "https://developer.apple.com/design/human-interface-guidelines/typography#Large-(default)",
        "https://developer.apple.com/design/human-interface-guidelines/typography#Large-(default-40mm/41mm/42mm)",
        "https://developer.apple.com/design/human-interface-guidelines/layout#Adaptability",
        "https://developer.apple.com/design/human-interface-guidelines/typography#iOS,-iPadOS",
        "https://developer.apple.com/design/human-interface-guidelines/typography#watchOS",
        "https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values",
        "https://developer.apple.com/design/human-interface-guidelines/writing",
        "https://developer.apple.com/design/human-interface-guidelines/right-to-left#Controls",
        "https://developer.apple.com/design/human-interface-guidelines/navigation-bars",
        "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects",
        "https://developer.apple.com/design/human-interface-guidelines/color",
        "https://developer.apple.com/design/human-interface-guidelines/color#iOS,-iPadOS",
        "https://developer.apple.com/design/human-interface-guidelines/dark-mode#iOS,-iPadOS",
        "https://developer.apple.com/design/human-interface-guidelines/color#Liquid-Glass-color",
        "https://developer.apple.com/design/human-interface-guidelines/toggles#iOS,-iPadOS",
        "https://developer.apple.com/design/human-interface-guidelines/color#visionOS",
        "https://developer.apple.com/design/human-interface-guidelines/materials#iOS,-iPadOS",
        "https://developer.apple.com/design/human-interface-guidelines/sidebars#macOS",
        "https://developer.apple.com/design/human-interface-guidelines/maps",
        "https://developer.apple.com/design/human-interface-guidelines/icons#Text-formatting",
        "https://developer.apple.com/design/human-interface-guidelines/icons#Other",
        "https://developer.apple.com/design/human-interface-guidelines/icons",
        "https://developer.apple.com/design/human-interface-guidelines/sf-symbols#Custom-symbols",
        "https://developer.apple.com/design/human-interface-guidelines/app-icons#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/accessibility#Navigation",
        "https://developer.apple.com/design/human-interface-guidelines/images#Formats",
        "https://developer.apple.com/design/human-interface-guidelines/tab-bars",
        "https://developer.apple.com/design/human-interface-guidelines/app-icons#Icon-shape",
        "https://developer.apple.com/design/human-interface-guidelines/app-icons",
        "https://developer.apple.com/design/human-interface-guidelines/app-icons#Visual-effects",
        "https://developer.apple.com/design/human-interface-guidelines/images",
        "https://developer.apple.com/design/human-interface-guidelines/images#Spatial-photos-and-spatial-scenes",
        "https://developer.apple.com/design/human-interface-guidelines/toolbars",
        "https://developer.apple.com/design/human-interface-guidelines/live-viewing-apps#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/buttons#Help-buttons",
        "https://developer.apple.com/design/human-interface-guidelines/undo-and-redo",
        "https://developer.apple.com/design/human-interface-guidelines/undo-and-redo#iOS,-iPadOS",
        "https://developer.apple.com/design/human-interface-guidelines/file-management",
        "https://developer.apple.com/design/human-interface-guidelines/layout",
        "https://developer.apple.com/design/human-interface-guidelines/page-controls",
        "https://developer.apple.com/design/human-interface-guidelines/scroll-views#iOS,-iPadOS",
        "https://developer.apple.com/design/human-interface-guidelines/sliders#iOS,-iPadOS",
        "https://developer.apple.com/design/human-interface-guidelines/sliders",
        "https://developer.apple.com/design/human-interface-guidelines/steppers",
        "https://developer.apple.com/design/human-interface-guidelines/pickers",
        "https://developer.apple.com/design/human-interface-guidelines/toggles",
        "https://developer.apple.com/design/human-interface-guidelines/writing#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/text-fields",
        "https://developer.apple.com/design/human-interface-guidelines/search-fields",
        "https://developer.apple.com/design/human-interface-guidelines/buttons",
        "https://developer.apple.com/design/human-interface-guidelines/alerts",
        "https://developer.apple.com/design/human-interface-guidelines/buttons#watchOS",
        "https://developer.apple.com/design/human-interface-guidelines/modality#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/modality",
        "https://developer.apple.com/design/human-interface-guidelines/action-sheets",
        "https://developer.apple.com/design/human-interface-guidelines/popovers",
        "https://developer.apple.com/design/human-interface-guidelines/menus",
        "https://developer.apple.com/design/human-interface-guidelines/menus#Toggled-items",
        "https://developer.apple.com/design/human-interface-guidelines/menus#iOS,-iPadOS",
        "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions",
        "https://developer.apple.com/design/human-interface-guidelines/charting-data#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/accessibility#Gestures",
        "https://developer.apple.com/design/human-interface-guidelines/accessibility#Motion",
        "https://developer.apple.com/design/human-interface-guidelines/spatial-layout#Field-of-view",
        "https://developer.apple.com/design/human-interface-guidelines/accessibility#User-input",
        "https://developer.apple.com/design/human-interface-guidelines/accessibility",
        "https://developer.apple.com/design/human-interface-guidelines/layout#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/launching#iOS,-iPadOS",
        "https://developer.apple.com/design/human-interface-guidelines/layout#iOS,-iPadOS-device-screen-dimensions",
        "https://developer.apple.com/design/human-interface-guidelines/layout#iOS,-iPadOS-device-size-classes",
        "https://developer.apple.com/design/human-interface-guidelines/windows#macOS-window-states",
        "https://developer.apple.com/design/human-interface-guidelines/scroll-views",
        "https://developer.apple.com/design/human-interface-guidelines/split-views#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/split-views",
        "https://developer.apple.com/design/human-interface-guidelines/right-to-left#Text-alignment",
        "https://developer.apple.com/design/human-interface-guidelines/launching",
        "https://developer.apple.com/design/human-interface-guidelines/onboarding",
        "https://developer.apple.com/design/human-interface-guidelines/ratings-and-reviews",
        "https://developer.apple.com/design/human-interface-guidelines/privacy",
        "https://developer.apple.com/design/human-interface-guidelines/privacy#Pre-alert-screens,-windows,-or-views",
        "https://developer.apple.com/design/human-interface-guidelines/managing-notifications#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/offering-help#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/offering-help#macOS,-visionOS",
        "https://developer.apple.com/design/human-interface-guidelines/offering-help#Creating-tips",
        "https://developer.apple.com/design/human-interface-guidelines/settings",
        "https://developer.apple.com/design/human-interface-guidelines/complications#Extra-large",
        "https://developer.apple.com/design/human-interface-guidelines/workouts#Best-practices",
        "https://developer.apple.com/design/human-interface-guidelines/immersive-experiences#Immersion-styles",
        "https://developer.apple.com/design/human-interface-guidelines/playing-haptics#macOS",
        "https://developer.apple.com/design/human-interface-guidelines/playing-audio",
        "https://developer.apple.com/design/human-interface-guidelines/branding",
        "https://developer.apple.com/design/human-interface-guidelines/going-full-screen#macOS",
        "https://developer.apple.com/design/human-interface-guidelines/file-management#Custom-file-management",
        "https://developer.apple.com/design/human-interface-guidelines/lists-and-tables"
    ]

    func testEveryCitedURLResolves() {
        XCTAssertGreaterThan(Self.citedURLs.count, 90)
        for url in Self.citedURLs {
            guard let section = HIGCorpus.shared.section(url: url) else {
                XCTFail("unresolved: \(url)")
                continue
            }
            guard let reference = HIGReference(url: url) else {
                XCTFail("unparsable: \(url)")
                continue
            }
            let page = "/" + reference.slug
            XCTAssertTrue(section.url.hasSuffix(page) || section.url.contains(page + "#"), url)
            if let anchor = reference.anchor {
                XCTAssertEqual(HIGReference.anchorKey(section.anchor), HIGReference.anchorKey(anchor), url)
            }
        }
    }
}
