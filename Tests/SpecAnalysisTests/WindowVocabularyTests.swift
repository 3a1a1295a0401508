import SpecAnalysis
import XCTest

/// Completion and hover follow the window, sidebar and ornament extensions of the vocabulary.
final class WindowVocabularyTests: XCTestCase {
    func testScreenOffersWindowSidebarAndOrnaments() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", 1️⃣ } ] }
            """,
            contains: ["window", "sidebar", "ornaments"])
    }

    func testWindowKeysAndStyles() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "window": { 1️⃣ } } ] }
            """,
            contains: ["width", "minWidth", "maxHeight", "style"], notContains: ["items"])
        assertCompletion(
            """
            { "screens": [ { "id": "home", "window": { "style": "1️⃣" } } ] }
            """,
            contains: ["automatic", "plain", "volumetric"])
    }

    func testOrnamentKindAndEdges() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "ornaments": [ { "type": "ornament", "edge": "1️⃣" } ] } ] }
            """,
            contains: ["top", "bottom", "leading", "trailing"])
        assertHover(
            """
            { "screens": [ { "id": "home", "ornaments": [ { "type": "orna1️⃣ment" } ] } ] }
            """,
            contains: ["no wider than its window", "ornaments#Best-practices"])
    }

    func testControlStyleExtensions() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "picker", "style": "1️⃣" } ] } ] }
            """,
            contains: ["radioGroup", "menu"])
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "button", "style": "1️⃣" } ] } ] }
            """,
            contains: ["help", "borderedProminent"])
        assertHover(
            """
            { "screens": [ { "id": "home", "sidebar": { "it1️⃣ems": [] } } ] }
            """,
            contains: ["for a second level", "sidebars#Best-practices"])
    }
}
