import SpecAnalysis
import SpecKnowledge
import XCTest

/// `colorLocations()`: every hex literal, system color name and token use written as a color value.
final class DocumentColorTests: XCTestCase {
    private func located(_ text: String) -> [(text: String, hex: String)] {
        let analysis = DocumentAnalysis(text: text)
        let bytes = analysis.tree.bytes
        return analysis.colorLocations().map { (String(decoding: bytes[$0.range], as: UTF8.self), $0.color.hex) }
    }

    func testColorsEverywhereAColorValueGoes() throws {
        let red = try XCTUnwrap(SystemColorCatalog.shared.color(named: "systemRed")?.value(for: .light, era: .ios26)?.color?.hex)
        let found = located(
            """
            {
              "colors": { "brand": { "light": "#B25E00", "dark": "#F5A524" }, "ink": "label", "alias": "brand" },
              "screens": [ {
                "id": "home", "background": "#F0F0F0",
                "navigationBar": { "trailingItems": [ { "type": "button", "symbol": "plus", "color": "systemRed" } ] },
                "content": [
                  { "type": "stack", "background": "#000", "children": [ { "type": "text", "text": "Hi", "color": "brand" } ] }
                ]
              } ]
            }
            """)
        XCTAssertEqual(
            found.map(\.text),
            ["\"#B25E00\"", "\"#F5A524\"", "\"label\"", "\"brand\"", "\"#F0F0F0\"", "\"systemRed\"", "\"#000\"", "\"brand\""])
        XCTAssertEqual(found.first?.hex, "#B25E00")
        XCTAssertEqual(found.first { $0.text == "\"systemRed\"" }?.hex, red)
        XCTAssertEqual(found.last?.hex, "#B25E00", "a token use shows the token's color")
        XCTAssertEqual(found[6].hex, "#000000")
    }

    func testNamesAreMarkedSoPickersKeepThem() {
        let analysis = DocumentAnalysis(
            text:
                ##"{ "colors": { "brand": "#B25E00" }, "screens": [ { "id": "a", "background": "systemRed", "content": [ { "type": "text", "text": "Hi", "color": "brand" } ] } ] }"##
        )
        XCTAssertEqual(analysis.colorLocations().map(\.isName), [false, true, true])
    }

    func testWatchOnlySpecsShowTheDarkValue() {
        let analysis = DocumentAnalysis(
            text:
                ##"{ "platforms": { "watchOS": "10.0" }, "colors": { "brand": { "light": "#B25E00", "dark": "#F5A524" } }, "screens": [ { "id": "a", "content": [ { "type": "text", "text": "Hi", "color": "brand" } ] } ] }"##
        )
        XCTAssertEqual(analysis.colorLocations().map(\.color.hex), ["#B25E00", "#F5A524", "#F5A524"])
    }

    func testInvalidValuesAndOtherStringsAreSkipped() {
        let found = located(
            """
            { "colors": { "brand": "#12345" },
              "screens": [ { "id": "systemRed", "title": "#FFFFFF", "content": [ { "type": "text", "text": "systemBlue", "color": "notAColor" } ] } ] }
            """)
        XCTAssertEqual(found.map(\.text), [])
    }

    func testTranslucentHexKeepsAlpha() {
        let analysis = DocumentAnalysis(text: ##"{ "colors": { "veil": "#00000080" } }"##)
        let color = analysis.colorLocations().first?.color
        XCTAssertEqual(color?.alpha ?? 0, 128.0 / 255.0, accuracy: 0.001)
    }

    func testRangesAfterNonBMPText() {
        let found = located(
            """
            { "name": "🎉 👩‍👩‍👧 𝄞", "screens": [ { "id": "🏠", "content": [ { "type": "text", "text": "🎈", "color": "#FF0000" } ] } ] }
            """)
        XCTAssertEqual(found.map(\.text), ["\"#FF0000\""])
    }

    func testMalformedDocumentDoesNotCrash() {
        XCTAssertEqual(located(##"{ "colors": { "a": "#FFF", "b": { "light": "#000", "#1"##).map(\.text), ["\"#FFF\"", "\"#000\""])
        XCTAssertEqual(located("[1, 2").count, 0)
        XCTAssertEqual(located("").count, 0)
    }
}
