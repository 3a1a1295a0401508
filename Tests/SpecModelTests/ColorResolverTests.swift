import Foundation
import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecSyntax
import XCTest

/// Color references, token chains, variant fallbacks and background compositing.
final class ColorResolverTests: XCTestCase {
    private func resolver(_ text: String) -> (ColorResolver, DesignSpec) {
        let spec = DesignSpec(tree: SyntaxTree.parse(text))
        return (ColorResolver(spec: spec), spec)
    }

    private func hex(_ value: ResolvedColor.Value) -> String? { value.color?.hex }

    func testHexSystemAndTokenValues() throws {
        let (colors, spec) = resolver(
            ##"{ "platforms": { "iOS": "17.0" }, "colors": { "brand": "#B25E00", "ink": "brand", "alert": "red", "bad": "#GG0000" } }"##)
        let brand = try XCTUnwrap(spec.colorToken(named: "brand")?.valueNode)
        XCTAssertEqual(colors.resolve(brand).map { hex($0[.dark]) }, "#B25E00")
        let ink = try XCTUnwrap(spec.colorToken(named: "ink")?.valueNode)
        let resolvedInk = try XCTUnwrap(colors.resolve(ink))
        XCTAssertEqual(hex(resolvedInk[.light]), "#B25E00")
        XCTAssertEqual(resolvedInk[.light].description, "brand (#B25E00)")
        let alert = try XCTUnwrap(spec.colorToken(named: "alert")?.valueNode)
        XCTAssertEqual(colors.resolve(alert).map { hex($0[.light]) }, "#FF3B30", "SwiftUI alias red → systemRed (iOS 13–18 value)")
        XCTAssertEqual(colors.resolve(alert).map { hex($0[.dark]) }, "#FF453A")
        XCTAssertNil(colors.resolve(try XCTUnwrap(spec.colorToken(named: "bad")?.valueNode)))
    }

    func testTokenCycleDoesNotHang() throws {
        let (colors, spec) = resolver(##"{ "colors": { "a": "b", "b": "a" } }"##)
        XCTAssertNil(colors.resolve(try XCTUnwrap(spec.colorToken(named: "a")?.valueNode)))
    }

    func testVariantFallbacks() throws {
        let (colors, spec) = resolver(
            ##"{ "colors": { "onlyLight": { "light": "#111111" }, "pair": { "light": "#111111", "dark": "#EEEEEE" }, "full": { "light": "#111111", "dark": "#EEEEEE", "increasedContrastDark": "#FFFFFF" } } }"##
        )
        let onlyLight = try XCTUnwrap(colors.resolve(try XCTUnwrap(spec.colorToken(named: "onlyLight")?.valueNode)))
        XCTAssertEqual(Appearance.allCases.map { hex(onlyLight[$0]) }, ["#111111", "#111111", "#111111", "#111111"])
        XCTAssertFalse(onlyLight.adaptsToDarkMode)
        let pair = try XCTUnwrap(colors.resolve(try XCTUnwrap(spec.colorToken(named: "pair")?.valueNode)))
        XCTAssertEqual(Appearance.allCases.map { hex(pair[$0]) }, ["#111111", "#EEEEEE", "#111111", "#EEEEEE"])
        let full = try XCTUnwrap(colors.resolve(try XCTUnwrap(spec.colorToken(named: "full")?.valueNode)))
        XCTAssertEqual(hex(full[.increasedContrastDark]), "#FFFFFF")
        XCTAssertTrue(full.adaptsToDarkMode)
    }

    func testEffectiveBackgroundInheritsAndComposites() throws {
        let (colors, spec) = resolver(
            """
            { "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "background": "#000000", "content": [
              { "type": "card", "background": "#FFFFFF80", "children": [ { "type": "text", "text": "a" } ] },
              { "type": "text", "text": "b" }
            ] } ] }
            """)
        let nested = spec.components[1]
        let (background, node) = colors.effectiveBackground(of: nested)
        XCTAssertEqual(node?.stringValue, "#FFFFFF80")
        XCTAssertEqual(hex(background[.light]), "#808080", "50% white over black")
        let direct = colors.effectiveBackground(of: spec.components[2])
        XCTAssertEqual(hex(direct.color[.dark]), "#000000")
        let noBackground = resolver(
            ##"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ { "type": "text", "text": "c" } ] } ] }"##)
        let plain = noBackground.0.effectiveBackground(of: noBackground.1.components[0])
        XCTAssertNil(plain.node)
        XCTAssertEqual(hex(plain.color[.light]), "#FFFFFF", "systemBackground, light")
        XCTAssertEqual(hex(plain.color[.dark]), "#000000", "systemBackground, dark")
    }

    /// Each value is resolved once per resolver: equal texts share a resolution, each variants object keeps its own.
    func testRememberedValuesAreTheValuesOfTheirOwnText() throws {
        let (colors, spec) = resolver(
            ##"""
            { "colors": { "brand": "#B25E00", "dim": { "light": "#111111" }, "bright": { "light": "#EEEEEE" } },
              "screens": [ { "id": "s", "background": { "light": "#222222", "dark": "#DDDDDD" },
                "content": [ { "type": "text", "text": "A", "color": "brand" }, { "type": "text", "text": "B", "color": "#B25E00" },
                             { "type": "text", "text": "C", "color": "brand" } ] } ] }
            """##)
        let tokenValues = try ["dim", "bright", "brand"].map { try XCTUnwrap(spec.colorToken(named: $0)?.valueNode) }
        XCTAssertEqual(tokenValues.map { colors.resolve($0).map { hex($0[.dark]) } }, ["#111111", "#EEEEEE", "#B25E00"])
        XCTAssertEqual(tokenValues.map { colors.resolve($0).map { hex($0[.dark]) } }, ["#111111", "#EEEEEE", "#B25E00"], "asked again")
        let uses = spec.components.compactMap { $0.value("color") }
        XCTAssertEqual(uses.map { colors.resolve($0)?[.light].description }, ["brand (#B25E00)", "#B25E00", "brand (#B25E00)"])
        let background = try XCTUnwrap(spec.screens.first?.background)
        XCTAssertEqual(colors.resolve(background).map { hex($0[.dark]) }, "#DDDDDD")
        XCTAssertEqual(colors.resolveSystemColor(named: "label"), ColorResolver(spec: spec).resolveSystemColor(named: "label"))
        XCTAssertNil(colors.resolveSystemColor(named: "brand"), "a token is no system color")
    }

    /// Copies of one resolver resolve on several threads at once, as a fresh resolver would.
    func testCopiesResolveConcurrentlyAsAFreshResolver() throws {
        let text = ##"""
            { "colors": { "brand": "#B25E00", "ink": "brand", "pair": { "light": "#111111", "dark": "#EEEEEE" } },
              "screens": [ { "id": "s", "content": [ { "type": "text", "text": "A", "color": "ink" },
                { "type": "text", "text": "B", "color": { "color": "pair", "opacity": 0.5 } }, { "type": "text", "text": "C", "color": "systemBlue" } ] } ] }
            """##
        let (colors, spec) = resolver(text)
        let nodes = spec.colorTokens.compactMap(\.valueNode) + spec.components.compactMap { $0.value("color") }
        let expected = nodes.map { ColorResolver(spec: spec).resolve($0) }
        XCTAssertEqual(expected.compactMap { $0 }.count, nodes.count)
        let iterations = 64
        let found = Locked<[ResolvedColor?]>(Array(repeating: nil, count: iterations))
        DispatchQueue.concurrentPerform(iterations: iterations) { iteration in
            let copy = colors
            let resolved = copy.resolve(nodes[iteration % nodes.count])
            found.withLock { $0[iteration] = resolved }
        }
        XCTAssertEqual(found.current, (0..<iterations).map { expected[$0 % nodes.count] })
    }
}
