import SpecAnalysis
import XCTest

/// The format separates a control's drawn size (`width`/`height`) from its hit region
/// (`hitWidth`/`hitHeight`), and hover and completion say so (issue 15: "Strive to meet the recommended
/// minimum control size for each platform …", judged on the hit region, not the drawn size).
final class HitRegionVocabularyTests: XCTestCase {
    func testHitRegionKeysAreOfferedOnControls() {
        assertCompletion(
            """
            { "screens": [ { "id": "settings", "content": [ { "type": "toggle", "title": "Wi-Fi", 1️⃣ } ] } ] }
            """,
            contains: ["width", "height", "hitWidth", "hitHeight"])
    }

    func testHitWidthHoverExplainsTheHitRegionAndLinksToMobility() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "button", "symbol": "xmark", "width": 24, "hit1️⃣Width": 44 } ] } ] }
            """,
            contains: ["`hitWidth`", "hit region", "drawn `width`", "accessibility#Mobility"], hoveredText: "\"hitWidth\"")
    }

    func testWidthHoverSaysSystemControlsGetTheirHitRegionFromTheSystem() {
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "toggle", "title": "Wi-Fi", "wi1️⃣dth": 51 } ] } ] }
            """,
            contains: ["`width`", "drawn", "System controls", "hitWidth"], hoveredText: "\"width\"")
    }

    func testTabBarIsCustomizableIsOffered() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "tabBar": { 1️⃣ }, "content": [] } ] }
            """,
            contains: ["items", "isCustomizable"])
    }
}
