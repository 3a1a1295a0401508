import SpecKnowledge
import SpecModel
import SpecSyntax
import XCTest

/// Font values: text styles, tokens, objects.
final class FontResolverTests: XCTestCase {
    private func font(_ value: String, tokens: String = "") -> ResolvedFont? {
        let spec = DesignSpec(
            tree: SyntaxTree.parse(
                #"{ "typography": { \#(tokens) }, "screens": [ { "content": [ { "type": "text", "text": "x", "font": \#(value) } ] } ] }"#))
        guard let component = spec.components.first else { return nil }
        return FontResolver(spec: spec).font(of: component)
    }

    func testTextStyle() throws {
        let body = try XCTUnwrap(font(#""body""#))
        XCTAssertEqual(body.textStyle, "body")
        XCTAssertEqual(body.pointSize(on: .iOS), 17)
        XCTAssertEqual(body.pointSize(on: .macOS), 13)
        XCTAssertEqual(body.effectiveWeight(on: .iOS), .regular)
        XCTAssertTrue(body.scalesWithDynamicType)
        XCTAssertEqual(try XCTUnwrap(font(#""headline""#)).effectiveWeight(on: .iOS), .semibold)
    }

    func testTokensAndObjects() throws {
        let token = try XCTUnwrap(font(#""cardTitle""#, tokens: #""cardTitle": { "textStyle": "headline", "weight": "bold" }"#))
        XCTAssertEqual(token.textStyle, "headline")
        XCTAssertEqual(token.weight, .bold)
        XCTAssertEqual(token.pointSize(on: .iOS), 17)
        XCTAssertEqual(token.description, "cardTitle (headline bold)")
        let custom = try XCTUnwrap(font(#"{ "family": "Avenir Next", "size": 9, "weight": "light" }"#))
        XCTAssertEqual(custom.pointSize(on: .iOS), 9)
        XCTAssertEqual(custom.sizeNode?.numberValue, 9)
        XCTAssertFalse(custom.scalesWithDynamicType)
        XCTAssertEqual(custom.description, "Avenir Next 9 pt light")
    }

    func testUnknownStylesAndCyclesResolveToNil() {
        XCTAssertNil(font(#""bodyy""#))
        XCTAssertNil(font(#""a""#, tokens: #""a": "b", "b": "a""#))
        XCTAssertNil(font("42"))
    }

    /// The resolver remembers what it resolved: two font objects written alike are still two values (each
    /// names its own `size`), and a token named twice is the token's value both times.
    func testRememberedValuesKeepEachObjectsNodes() throws {
        let spec = DesignSpec(
            tree: SyntaxTree.parse(
                #"""
                { "typography": { "caption": { "size": 11 } }, "screens": [ { "content": [
                  { "type": "text", "text": "a", "font": { "size": 9 } }, { "type": "text", "text": "b", "font": { "size": 9 } },
                  { "type": "text", "text": "c", "font": "caption" }, { "type": "text", "text": "d", "font": "caption" } ] } ] }
                """#))
        let resolver = FontResolver(spec: spec)
        let fonts = try spec.components.map { try XCTUnwrap(resolver.font(of: $0)) }
        XCTAssertEqual(fonts.count, 4)
        let firstSize = try XCTUnwrap(fonts[0].sizeNode)
        let secondSize = try XCTUnwrap(fonts[1].sizeNode)
        XCTAssertNotEqual(firstSize.range, secondSize.range)
        XCTAssertEqual(fonts.map(\.size), [9, 9, 11, 11])
        XCTAssertEqual(fonts[2], fonts[3])
        XCTAssertEqual(fonts[2].description, "caption (11 pt)")
        // Asked again, the same answers.
        XCTAssertEqual(try spec.components.map { try XCTUnwrap(resolver.font(of: $0)) }, fonts)
    }

    func testDefaultFontIsBody() throws {
        let spec = DesignSpec(tree: SyntaxTree.parse(#"{ "screens": [ { "content": [ { "type": "text", "text": "x" } ] } ] }"#))
        let component = try XCTUnwrap(spec.components.first)
        XCTAssertEqual(FontResolver(spec: spec).font(of: component)?.textStyle, "body")
    }
}
