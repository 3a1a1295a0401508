import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecSyntax
import SpecTestSupport
import XCTest

/// Issue 24: materials, glass, gradients, SwiftUI's hierarchical styles and the app's accent color in the
/// editor — completion, hover, the vocabulary's checks, document colors — all from the one vocabulary.
final class ColorStyleAnalysisTests: XCTestCase {
    private func spec(_ content: String, top: String = "") -> String {
        #"{ "platforms": { "iOS": "17.0" }, \#(top)"screens": [ { "id": "s", "content": [ \#(content) ] } ] }"#
    }

    // MARK: Completion

    func testColorCompletionOffersStylesMaterialsAndTheAccent() {
        assertCompletion(
            spec(#"{ "type": "card", "background": "1️⃣" }"#),
            contains: ["regularMaterial", "ultraThinMaterial", "bar", "glass", "primary", "secondary", "quaternary", "tint", "accentColor", "controlAccentColor"])
    }

    /// A token named like a style wins, and is offered once, as the token.
    func testATokenNamedLikeAStyleIsOfferedAsTheToken() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                spec(#"{ "type": "text", "text": "Hi", "color": "1️⃣" }"#, top: ##""colors": { "primary": "#B25E00" }, "##),
                contains: ["primary"]))
        XCTAssertEqual(result.items.filter { $0.label == "primary" }.count, 1)
    }

    func testGradientKeysAreCompletedInAColorObject() {
        assertCompletion(
            spec(#"{ "type": "card", "background": { 1️⃣ } }"#),
            contains: ["linearGradient", "radialGradient", "angularGradient", "gradient", "light", "dark"])
        assertCompletion(
            spec(#"{ "type": "card", "background": { "linearGradient": { 1️⃣ } } }"#),
            contains: ["colors", "stops", "startPoint", "endPoint"], notContains: ["light", "opacity"])
        assertCompletion(
            spec(#"{ "type": "card", "background": { "linearGradient": { "colors": ["systemBlue"], "startPoint": "1️⃣" } } }"#),
            contains: ["top", "bottomTrailing", "center"])
    }

    // MARK: Hover

    func testHoverOnAMaterialSaysWhatItIsWithoutAColorTable() {
        assertHover(
            spec(#"{ "type": "card", "background": "regular1️⃣Material" }"#),
            contains: ["`regularMaterial`", "material", "vibrant label colors", "HIG: Materials"], notContains: ["| light "])
    }

    func testHoverOnTheAccentShowsTheAppsAccent() {
        assertHover(
            spec(#"{ "type": "text", "text": "Hi", "color": "ti1️⃣nt" }"#, top: ##""accentColor": "#B25E00", "##),
            contains: ["`tint`", "the app's accent color", "`#B25E00`"])
    }

    func testHoverOnAHierarchicalStyleNamesTheColorItDraws() {
        assertHover(
            spec(#"{ "type": "text", "text": "Hi", "color": "second1️⃣ary" }"#),
            contains: ["`secondary`", "hierarchical style", "`secondaryLabel`", "Contrast against"])
        assertHover(
            spec(#"{ "type": "text", "text": "Hi", "color": "ti1️⃣nt" }"#),
            contains: ["`tint`", "the app's accent color", "`systemBlue`", "no `accentColor`"])
    }

    func testHoverOnAGradientKeyExplainsIt() {
        assertHover(
            spec(##"{ "type": "card", "background": { "linear1️⃣Gradient": { "colors": ["#112233", "#445566"] } } }"##),
            contains: ["linearGradient"])
    }

    // MARK: The vocabulary's checks

    /// Well-formed values raise nothing; a gradient's keys are checked like any object's.
    func testTheValidatorKnowsGradientShapes() {
        let fixture = MarkedText(
            spec(
                #"""
                { "type": "card", "background": { "linearGradient": { "colors": ["systemBlue", { "light": "#FFFFFF", "dark": "#000000" }], "startPoint": "top", "endPoint": "bottom" } } },
                { "type": "card", "background": { "radialGradient": { "stops": [ { "color": "systemTeal", "location": 0 }, { "color": "primary", "location": 1 } ], "center": "center" } } },
                { "type": "card", "background": { "angularGradient": { "colors": ["red"], ↓"angle": 90 } } },
                { "type": "card", "background": { "linearGradient": { "colors": "systemBlue" } } }
                """#,
                top: ##""accentColor": { "gradient": "systemTeal" }, "##))
        let found = VocabularyValidator.validate(DesignSpec(tree: SyntaxTree.parse(fixture.text)))
        let starts = found.map(\.range.lowerBound)
        XCTAssertTrue(fixture.violationOffsets.allSatisfy(starts.contains), "\(found.map(\.message))")
        XCTAssertEqual(found.count, 2, "the unknown key and `colors` that is not an array: \(found.map(\.message))")
    }

    /// Document colors show a swatch for the accent names (the app's accent), none for a material.
    func testDocumentColorsShowTheAccentAndSkipMaterials() {
        let text = spec(
            #"{ "type": "text", "text": "Hi", "color": "tint", "background": "thinMaterial" }"#, top: ##""accentColor": "#B25E00", "##)
        let locations = DocumentAnalysis(text: text).colorLocations()
        let hexes = locations.map { $0.color.hex }
        XCTAssertTrue(hexes.contains("#B25E00"), "\(hexes)")
        XCTAssertEqual(locations.filter { $0.isName }.count, 1, "only `tint` is a named color with a value")
    }

    // MARK: Hostile input

    /// Malformed gradients, deep nesting, huge stop lists and accents that name themselves never crash, and
    /// every finding stays inside the document.
    func testHostileColorValuesAreAnsweredWithoutCrashing() {
        let manyStops = (0..<2_000).map { $0 % 2 == 0 ? ##""#000000""## : ##""#FFFFFF""## }.joined(separator: ",")
        var nested = #""systemBlue""#
        for _ in 0..<40 { nested = #"{ "gradient": \#(nested) }"# }
        let texts = [
            spec(#"{ "type": "card", "background": { "linearGradient": 5 } }"#),
            spec(#"{ "type": "card", "background": { "linearGradient": { "stops": [1, "x", null, { "color": [] }] } } }"#),
            spec(#"{ "type": "card", "background": { "linearGradient": { "colors": [\#(manyStops)] }, "children": [ { "type": "stack", "background": { "radialGradient": { "colors": [\#(manyStops)] } }, "children": [ { "type": "text", "text": "x" } ] } ] } }"#),
            spec(##"{ "type": "card", "background": \##(nested), "children": [ { "type": "text", "text": "x", "color": "#777777" } ] }"##),
            spec(#"{ "type": "button", "title": "Go" }"#, top: ##""accentColor": "accentColor", "colors": { "AccentColor": "tint" }, "##),
            spec(#"{ "type": "card", "background": { "gradient": "glass", "linearGradient": {} } }"#),
            spec(#"{ "type": "text", "text": "x", "color": "regularMaterial", "background": { "gradient": "regularMaterial" } }"#)
        ]
        for text in texts {
            let analysis = DocumentAnalysis(text: text)
            let count = analysis.tree.bytes.count
            for diagnostic in analysis.diagnostics() {
                XCTAssertLessThanOrEqual(diagnostic.range.upperBound, count, diagnostic.message)
            }
            _ = analysis.colorLocations()
        }
    }
}
