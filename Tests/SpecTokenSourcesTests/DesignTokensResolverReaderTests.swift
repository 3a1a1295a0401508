import SpecModel
import SpecTestSupport
import SpecTokenSources
import XCTest

/// Reading a DTCG Resolver Module 2025.10 document: the appearance modifier's contexts give the
/// light, dark and increased-contrast variants; sets and other modifiers' defaults apply to each; the
/// last source of a name wins and aliases resolve among the merged tokens.
final class DesignTokensResolverReaderTests: XCTestCase {
    private let path = "/w/tokens/brand.resolver.json"

    private func read(_ files: [String: String]) -> SynthesizedSpec {
        DesignTokensResolverReader.read(path, files: .inMemory(files.mapValues { Array($0.utf8) }))
    }

    private let foundation = ##"""
        { "brand": { "$type": "color", "orange": { "$value": "#B25E00" }, "gold": { "$value": "#F5A524" } },
          "type": { "$type": "typography", "body": { "$value": { "fontFamily": "system-ui", "fontSize": 17, "fontWeight": 400 } } } }
        """##

    func testTheAppearanceModifiersContextsAreTheVariants() throws {
        let resolver = try TestFixtures.text("dtcg-resolver/theme-and-density.resolver.json")
        let dark = ##"""
            { "color": { "$type": "color", "accent": { "$value": "{brand.gold}" }, "ink": { "$value": "#EBEBEB" } } }
            """##
        let spec = read([
            path: resolver, "/w/tokens/foundation.tokens.json": foundation, "/w/tokens/dark.tokens.json": dark,
            "/w/tokens/compact.tokens.json": ##"{ "color": { "$type": "color", "ink": { "$value": "#FF0000" } } }"##
        ])
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(
            String(decoding: spec.text, as: UTF8.self),
            try TestFixtures.text("dtcg-resolver/theme-and-density.expected.jsonc"),
            "compact.tokens.json is not the density modifier's default, so it is never read")
        XCTAssertEqual(spec.filesRead, [path, "/w/tokens/foundation.tokens.json", "/w/tokens/dark.tokens.json"])
        XCTAssertEqual(spec.token(named: "color.accent", kind: .color)?.origin.path, path, "defined inline in the light context")
    }

    func testWithoutAnAppearanceModifierEverythingIsLight() {
        let resolver = ##"""
            { "version": "2025.10",
              "resolutionOrder": [
                { "type": "set", "name": "base", "sources": [{ "$ref": "foundation.tokens.json" }] },
                { "type": "modifier", "name": "brand", "contexts": { "a": [{ "brand": { "orange": { "$value": "#000000", "$type": "color" } } }], "b": [] } }
              ] }
            """##
        let spec = read([path: resolver, "/w/tokens/foundation.tokens.json": foundation])
        XCTAssertEqual(
            spec.token(named: "brand.orange", kind: .color)?.value, .color([.light: .color(ExtendedSRGB(red: 0, green: 0, blue: 0))]))
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), ["token-source/not-read-yet"], "no default: the first context is read")
    }

    func testBadReferencesAreFindingsAndNeverReadOutside() {
        let resolver = ##"""
            { "version": "2025.10",
              "sets": { "loop": { "sources": [{ "$ref": "#/sets/loop" }] } },
              "resolutionOrder": [
                { "$ref": "#/sets/missing" },
                { "$ref": "#/sets/loop" },
                { "type": "set", "name": "far", "sources": [{ "$ref": "https://example.com/tokens.json" }, { "$ref": "other.json#/sets/x" }] }
              ] }
            """##
        let spec = read([path: resolver])
        XCTAssertEqual(spec.tokens, [])
        XCTAssertEqual(
            spec.findings.map(\.diagnostic.code),
            ["token-source/unknown-alias", "token-source/alias-cycle", "token-source/not-read-yet", "token-source/not-read-yet"])
        XCTAssertEqual(spec.filesRead, [path])
        XCTAssertEqual(read([path: #"{ "version": "2025.10" }"#]).findings.map(\.diagnostic.code), ["token-source/invalid-value"])
        XCTAssertEqual(read([path: "{ nope"]).findings.first?.diagnostic.code, "token-source/malformed-json")
    }
}
