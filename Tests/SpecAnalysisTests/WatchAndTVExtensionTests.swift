import SpecAnalysis
import XCTest

/// Hover and completion follow the watchOS and tvOS format extensions (grids, complications, focus,
/// safe-area margins, long-lived screens, tab bar metrics) from the vocabulary.
final class WatchAndTVExtensionTests: XCTestCase {
    func testGridKeysAreOffered() {
        assertCompletion(
            """
            { "screens": [ { "id": "shelf", "content": [ { "type": "grid", 1️⃣ } ] } ] }
            """,
            contains: ["columns", "spacing", "rowSpacing", "children"], notContains: ["axis", "family"])
    }

    func testComplicationFamiliesAreOffered() {
        assertCompletion(
            """
            { "screens": [ { "id": "faces", "content": [ { "type": "complication", "family": 1️⃣ } ] } ] }
            """,
            contains: ["circular", "extraLarge", "corner", "inline", "rectangular"], notContains: ["horizontal"])
    }

    func testFocusKeysAreOfferedOnEveryComponent() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "asset": "poster", 1️⃣ } ] } ] }
            """,
            contains: ["isFocusable", "focusedScale", "focusedColor", "focusedBackground", "layers"])
    }

    func testFocusedScaleHoverLinksToTVOSColorGuidance() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "button", "title": "Play", "focused1️⃣Scale": 1.1 } ] } ] }
            """,
            contains: ["`focusedScale`", "scaling", "color#tvOS"], hoveredText: "\"focusedScale\"")
    }

    func testScreenMarginAndTabBarHoverGiveTheTVOSFigures() {
        assertHover(
            """
            { "screens": [ { "id": "home", "horizontal1️⃣Margin": 80, "content": [] } ] }
            """,
            contains: ["`horizontalMargin`", "80 pt", "layout#tvOS"])
        assertHover(
            """
            { "screens": [ { "id": "home", "tabBar": { "top1️⃣Offset": 46, "items": [] }, "content": [] } ] }
            """,
            contains: ["`topOffset`", "46 pt", "tab-bars#tvOS"])
    }

    func testLongLivedScreenKeyIsOffered() {
        assertCompletion(
            """
            { "screens": [ { "id": "workout", 1️⃣ } ] }
            """,
            contains: ["isLongLived", "horizontalMargin", "verticalMargin"])
    }
}
