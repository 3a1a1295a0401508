import SpecModel
import SpecTokenSources
import XCTest

/// A DTCG typography token's `letterSpacing` (a dimension) becomes the font's `tracking`, and its
/// `lineHeight` (a multiple of the font size) the font's `lineSpacing` = (lineHeight − 1) × size;
/// what cannot be read or placed is a finding at the value.
final class TypographySpacingReadingTests: XCTestCase {
    private let path = "/w/tokens/type.tokens.json"

    private func read(_ text: String) -> SynthesizedSpec {
        DesignTokensReader.read(path, files: .inMemory([path: Array(text.utf8)]))
    }

    private func typography(_ spec: SynthesizedSpec) -> [String: SourceFont] {
        var fonts: [String: SourceFont] = [:]
        for token in spec.tokens {
            if case .font(let font) = token.value { fonts[token.name] = font }
        }
        return fonts
    }

    /// Each finding as its code and the text of the range it is at.
    private func findings(_ spec: SynthesizedSpec, in text: String) -> [String] {
        spec.findings.map { finding in
            let range = finding.diagnostic.range
            return finding.diagnostic.code + " " + String(decoding: Array(text.utf8).dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
        }.sorted()
    }

    func testCurrentAndOlderDimensionFormsRemAndAliasesAreRead() {
        let text = """
            {
              "letter": { "$type": "dimension", "tight": { "$value": { "value": -0.4, "unit": "px" } } },
              "type": {
                "$type": "typography",
                "body": { "$description": "Body copy.", "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0.2, "unit": "px" }, "lineHeight": 1.5 } },
                "heading": { "$value": { "fontFamily": "Inter", "fontSize": "1.25rem", "fontWeight": 700, "letterSpacing": "-0.5px", "lineHeight": 1.2 } },
                "caption": { "$value": { "fontFamily": "Inter", "fontSize": "12px", "fontWeight": 400, "letterSpacing": { "value": 0.025, "unit": "rem" }, "lineHeight": 1 } },
                "display": { "$value": { "fontFamily": "Inter", "fontSize": 34, "fontWeight": 700, "letterSpacing": "{letter.tight}", "lineHeight": 0.9 } }
              }
            }
            """
        let spec = read(text)
        XCTAssertEqual(spec.findings, [])
        let fonts = typography(spec)
        XCTAssertEqual(fonts["type.body"]?.tracking, 0.2)
        XCTAssertEqual(fonts["type.body"]?.lineSpacing, 8)
        XCTAssertEqual(fonts["type.heading"]?.tracking, -0.5, "negative tracking tightens and is kept")
        XCTAssertEqual(fonts["type.heading"]?.lineSpacing ?? .nan, 4, accuracy: 1e-9)
        XCTAssertEqual(fonts["type.caption"]?.tracking, 0.4, "rem is 16 px")
        XCTAssertEqual(fonts["type.caption"]?.lineSpacing, 0)
        XCTAssertEqual(fonts["type.display"]?.tracking, -0.4, "through an alias")
        XCTAssertEqual(fonts["type.display"]?.lineSpacing ?? .nan, -3.4, accuracy: 1e-9, "a line height under 1 tightens")
        XCTAssertEqual(spec.token(named: "type.body", kind: .typography)?.description, "Body copy.", "nothing is left out to note")
        let specText = String(decoding: spec.text, as: UTF8.self)
        XCTAssertTrue(
            specText.contains(#""type.body": { "family": "Inter", "size": 16, "weight": "regular", "tracking": 0.2, "lineSpacing": 8 }"#),
            specText)
        XCTAssertTrue(specText.contains(#""tracking": -0.5, "lineSpacing": 4 }"#), specText)
    }

    func testALineHeightWithoutAFontSizeIsAFindingAtTheValue() {
        let text = """
            { "type": { "$type": "typography",
              "label": { "$value": { "fontFamily": "Inter", "fontWeight": 500, "letterSpacing": "0.1px", "lineHeight": 1.4 } },
              "odd": { "$value": { "fontFamily": "Inter", "fontSize": "12em", "lineHeight": 1.25 } } } }
            """
        let spec = read(text)
        XCTAssertEqual(
            findings(spec, in: text),
            [
                "token-source/not-read-yet \"12em\"",
                "token-source/not-read-yet 1.25",
                "token-source/not-read-yet 1.4",
            ])
        XCTAssertTrue(
            spec.findings.contains { $0.diagnostic.message.contains("no font size to multiply") && $0.diagnostic.severity == .information },
            "\(spec.findings.map(\.diagnostic.message))")
        let fonts = typography(spec)
        XCTAssertEqual(fonts["type.label"]?.tracking, 0.1, "the letter spacing is still read")
        XCTAssertNil(fonts["type.label"]?.lineSpacing)
        XCTAssertNil(fonts["type.odd"]?.lineSpacing)
    }

    func testValuesThatCannotBeReadAreFindingsAtTheirRangeNeverDropped() {
        let text = """
            { "type": { "$type": "typography",
              "a": { "$value": { "fontSize": 16, "letterSpacing": "wide", "lineHeight": "150%" } },
              "b": { "$value": { "fontSize": 16, "letterSpacing": { "value": 0.02, "unit": "em" }, "lineHeight": { "value": 24, "unit": "px" } } },
              "c": { "$value": { "fontSize": 16, "letterSpacing": true, "lineHeight": 0 } },
              "d": { "$value": { "fontSize": 16, "letterSpacing": "{letter.missing}", "lineHeight": -1.5 } } } }
            """
        let spec = read(text)
        XCTAssertEqual(
            findings(spec, in: text),
            [
                "token-source/invalid-value \"150%\"",
                "token-source/invalid-value \"wide\"",
                "token-source/invalid-value -1.5",
                "token-source/invalid-value 0",
                "token-source/invalid-value true",
                "token-source/invalid-value { \"value\": 24, \"unit\": \"px\" }",
                "token-source/not-read-yet { \"value\": 0.02, \"unit\": \"em\" }",
                "token-source/unknown-alias \"{letter.missing}\"",
            ])
        for (name, font) in typography(spec) {
            XCTAssertNil(font.tracking, name)
            XCTAssertNil(font.lineSpacing, name)
            XCTAssertEqual(font.size, 16, "\(name) keeps what it could read")
        }
        XCTAssertEqual(typography(spec).count, 4)
    }
}
