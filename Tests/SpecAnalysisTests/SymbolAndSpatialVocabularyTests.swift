import SpecAnalysis
import SpecTestSupport
import XCTest

/// Completion, hover and value checks follow the symbol variant and rendering mode properties, a
/// window's default size, immersive spaces, ornament visibility, popovers and watchOS container
/// backgrounds (issue 24, items 3 and 6).
final class SymbolAndSpatialVocabularyTests: XCTestCase {
    func testSymbolVariantAndRenderingModeAreOffered() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "heart", 1️⃣ } ] } ] }
            """,
            contains: ["symbolVariant", "renderingMode"])
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "heart", "symbolVariant": "1️⃣" } ] } ] }
            """,
            contains: ["none", "fill", "circle", "square", "rectangle", "slash", "circle.fill", "slash.circle.fill"])
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "heart", "renderingMode": "1️⃣" } ] } ] }
            """,
            contains: ["monochrome", "hierarchical", "palette", "multicolor"])
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "image", "symbol": "heart", "symbolVa1️⃣riant": "fill" } ] } ] }
            """,
            contains: ["`heart` + `fill` → `heart.fill`", "sf-symbols#Design-variants"])
    }

    func testWindowDefaultSizeImmersiveSpaceAndContainerBackgroundAreOffered() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", 1️⃣ } ] }
            """,
            contains: ["immersiveSpace", "containerBackground"])
        assertCompletion(
            """
            { "screens": [ { "id": "home", "window": { "defaultSize": { 1️⃣ } } } ] }
            """,
            contains: ["width", "height", "depth", "unit"], notContains: ["style"])
        assertCompletion(
            """
            { "screens": [ { "id": "home", "window": { "defaultSize": { "unit": "1️⃣" } } } ] }
            """,
            contains: ["points", "meters"])
        assertCompletion(
            """
            { "screens": [ { "id": "home", "immersiveSpace": { "immersionStyle": "1️⃣" } } ] }
            """,
            contains: ["mixed", "progressive", "full"])
        assertHover(
            """
            { "screens": [ { "id": "home", "containerBack1️⃣ground": "systemBlue" } ] }
            """,
            contains: [".containerBackground(_:for: .tabView)", "color#watchOS"])
    }

    func testOrnamentVisibilityAndPopovers() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "ornaments": [ { "type": "ornament", "visibility": "1️⃣" } ] } ] }
            """,
            contains: ["automatic", "visible", "hidden"])
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "popover", 1️⃣ } ] } ] }
            """,
            contains: ["children", "arrowEdge", "presentedWhen"])
        assertHover(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "popo1️⃣ver", "children": [] } ] } ] }
            """,
            contains: ["only one popover at a time", "human-interface-guidelines/popovers"])
    }

    /// Wrong types and unknown values of every new property are schema findings on the value.
    func testWrongTypesAndUnknownValuesAreDiagnosed() {
        let cases: [(String, String)] = [
            (#"{ "type": "image", "symbol": "heart", "symbolVariant": 1️⃣3 }"#, "schema/wrong-type"),
            (#"{ "type": "image", "symbol": "heart", "symbolVariant": 1️⃣"bold" }"#, "schema/invalid-value"),
            (#"{ "type": "image", "symbol": "heart", "symbolVariant": 1️⃣"fill.circle" }"#, "schema/invalid-value"),
            (#"{ "type": "image", "symbol": "heart", "renderingMode": 1️⃣"template" }"#, "schema/invalid-value"),
            (#"{ "type": "popover", "arrowEdge": 1️⃣"left", "children": [] }"#, "schema/invalid-value"),
            (#"{ "type": "ornament", "visibility": 1️⃣false, "children": [] }"#, "schema/wrong-type")
        ]
        for (component, code) in cases {
            assertFinding(#"{ "screens": [ { "id": "home", "content": [ "# + component + " ] } ] }", code: code)
        }
        assertFinding(#"{ "screens": [ { "id": "home", "window": { "defaultSize": 1️⃣"big" } } ] }"#, code: "schema/wrong-type")
        assertFinding(#"{ "screens": [ { "id": "home", "window": { "defaultSize": { "unit": 1️⃣"feet" } } } ] }"#, code: "schema/invalid-value")
        assertFinding(#"{ "screens": [ { "id": "home", "window": { "defaultSize": { "depth": 1️⃣"deep" } } } ] }"#, code: "schema/wrong-type")
        assertFinding(#"{ "screens": [ { "id": "home", "immersiveSpace": { "immersionStyle": 1️⃣"half" } } ] }"#, code: "schema/invalid-value")
        assertFinding(#"{ "screens": [ { "id": "home", "immersiveSpace": 1️⃣true } ] }"#, code: "schema/wrong-type")
        assertFinding(#"{ "screens": [ { "id": "home", "containerBackground": 1️⃣5 } ] }"#, code: "schema/wrong-type")
    }

    private func assertFinding(_ marked: String, code: String, file: StaticString = #filePath, line: UInt = #line) {
        let text = MarkedText(marked)
        let analysis = DocumentAnalysis(text: text.text)
        let findings = analysis.diagnostics().filter { $0.code.hasPrefix("schema/") }
        XCTAssertEqual(findings.map(\.code), [code], text.text, file: file, line: line)
        XCTAssertEqual(findings.first?.range.lowerBound, text.offset(), text.text, file: file, line: line)
    }
}
