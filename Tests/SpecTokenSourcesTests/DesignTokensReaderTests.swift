import SpecModel
import SpecTestSupport
import SpecTokenSources
import XCTest

/// Reading DTCG 2025.10 files: groups, `$type` inheritance, aliases and their cycles, `$deprecated`,
/// `$description`, color spaces, typography, and one file per appearance.
final class DesignTokensReaderTests: XCTestCase {
    private let path = "/w/tokens/brand.tokens.json"

    private func read(_ files: [String: String], at path: String? = nil) -> SynthesizedSpec {
        DesignTokensReader.read(path ?? self.path, files: .inMemory(files.mapValues { Array($0.utf8) }))
    }

    func testGroupsTypesAliasesAndTypography() throws {
        let spec = read([path: try TestFixtures.text("dtcg/brand.tokens.json")])
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(
            String(decoding: spec.text, as: UTF8.self),
            try TestFixtures.text("dtcg/brand.expected.jsonc"))
        XCTAssertEqual(spec.token(named: "brand.primary", kind: .color)?.description, "The brand's orange.")
        XCTAssertEqual(spec.token(named: "brand.old", kind: .color)?.deprecation, "Use brand.primary.")
        XCTAssertEqual(spec.token(named: "legacy.gray", kind: .color)?.deprecation, "", "a deprecated group deprecates its tokens")
        XCTAssertNil(spec.token(named: "brand.primary", kind: .color)?.deprecation)
        XCTAssertEqual(spec.unmapped, ["size.body", "space.small"])
        let origin = spec.token(named: "brand.primary", kind: .color)?.origin
        XCTAssertEqual(origin?.path, path)
        XCTAssertEqual(
            origin.flatMap { origin in spec.texts[origin.path].map { String(decoding: $0.bytes[origin.range], as: UTF8.self) } },
            "\"primary\"")
        XCTAssertEqual(spec.foldersListed, ["/w/tokens"])
    }

    func testAliasCyclesAndUnknownAliasesAreFindingsAtTheValue() {
        let text = """
            {
              "loop": { "$type": "color", "a": { "$value": "{loop.b}" }, "b": { "$value": "{loop.a}" } },
              "lost": { "$type": "color", "$value": "{nowhere.token}" },
              "fine": { "$type": "color", "$value": "#FFFFFF" }
            }
            """
        let spec = read([path: text])
        XCTAssertEqual(spec.tokens.map(\.name), ["fine"])
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), ["token-source/alias-cycle", "token-source/unknown-alias"])
        XCTAssertEqual(
            spec.findings.first?.diagnostic.message, "Alias cycle: loop.a → loop.b → loop.a. None of these 2 tokens has a value.")
        guard spec.findings.count == 2 else { return }
        let range = spec.findings[1].diagnostic.range
        XCTAssertEqual(String(text.utf8.dropFirst(range.lowerBound).prefix(range.count)), "\"{nowhere.token}\"")
    }

    func testColorSpacesNotReadYetUseTheHexFallbackOrGiveNoToken() {
        let text = """
            {
              "$type": "color",
              "wide": { "$value": { "colorSpace": "cmyk", "components": [0, 1, 1], "hex": "#ff0000" } },
              "photo": { "$value": { "colorSpace": "acescg", "components": [1, 0, 0] } },
              "short": { "$value": { "colorSpace": "srgb", "components": [1, 0] } },
              "bad": { "$value": "#12345" }
            }
            """
        let spec = read([path: text])
        XCTAssertEqual(String(decoding: spec.text, as: UTF8.self), "{\n  \"colors\": {\n    \"wide\": \"#FF0000\"\n  }\n}\n")
        XCTAssertEqual(
            spec.findings.map(\.diagnostic.code),
            [
                "token-source/invalid-value", "token-source/not-read-yet", "token-source/invalid-value", "token-source/not-read-yet"
            ])
    }

    func testEveryColorSpaceThatIsReadGivesItsSRGBHex() {
        let values: [(String, String, String)] = [
            ("srgb", "[1, 0.5, 0]", "#FF8000"),
            ("srgb-linear", "[1, 0.2158605, 0]", "#FF8000"),
            ("display-p3", "[0.6, 0.6, 0.6]", "#999999"),
            ("hsl", "[30, 100, 50]", "#FF8000"),
            ("hwb", "[30, 0, 0]", "#FF8000"),
            ("lab", "[100, 0, 0]", "#FFFFFF"),
            ("lch", "[100, 0, 0]", "#FFFFFF"),
            ("oklab", "[1, 0, 0]", "#FFFFFF"),
            ("oklch", "[0.627955, 0.257683, 29.2339]", "#FF0000"),
            ("xyz-d65", "[0.95047, 1, 1.08883]", "#FFFFFF"),
            ("xyz-d50", "[0.96422, 1, 0.82521]", "#FFFFFF"),
            ("a98-rgb", "[0.5, 0.5, 0.5]", "#818181"),
            ("prophoto-rgb", "[1, 1, 1]", "#FFFFFF"),
            ("rec2020", "[0.5, 0.5, 0.5]", "#8B8B8B"),
            ("rec2020", "[1, 0, 0]", "#FF0000")
        ]
        for (space, components, hex) in values {
            let spec = read([
                path: "{ \"c\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"\(space)\", \"components\": \(components) } } }"
            ])
            XCTAssertEqual(spec.findings, [], space)
            XCTAssertEqual(String(decoding: spec.text, as: UTF8.self), "{\n  \"colors\": {\n    \"c\": \"\(hex)\"\n  }\n}\n", space)
        }
    }

    func testOneFilePerAppearance() {
        let dark = "/w/tokens/brand.dark.tokens.json"
        let contrast = "/w/tokens/brand.increasedContrastDark.tokens.json"
        let spec = read([
            path: """
            { "brand": { "$type": "color", "primary": { "$value": "#B25E00" }, "accent": { "$value": "{brand.primary}" }, "ink": { "$value": "#000000" } } }
            """,
            dark: """
            { "brand": { "$type": "color", "primary": { "$value": "#F5A524" }, "ink": { "$value": "#000000" }, "night": { "$value": "#101010" } } }
            """,
            contrast: """
            { "brand": { "primary": { "$type": "color", "$value": "#FFC060" } } }
            """
        ])
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(
            String(decoding: spec.text, as: UTF8.self),
            """
            {
              "colors": {
                "brand.accent": { "light": "#B25E00", "dark": "#F5A524", "increasedContrastDark": "#FFC060" },
                "brand.ink": "#000000",
                "brand.night": { "dark": "#101010" },
                "brand.primary": { "light": "#B25E00", "dark": "#F5A524", "increasedContrastDark": "#FFC060" }
              }
            }

            """)
        XCTAssertEqual(spec.token(named: "brand.night", kind: .color)?.origin.path, dark)
        XCTAssertEqual(spec.filesRead, [path, dark, "/w/tokens/brand.increasedContrastLight.tokens.json", contrast])
    }

    func testMalformedAndMissingFilesAreFindings() {
        let broken = read([path: "{ \"a\": { \"$value\": "])
        XCTAssertFalse(broken.findings.isEmpty)
        XCTAssertEqual(Set(broken.findings.map(\.diagnostic.code)), ["token-source/malformed-json"])
        XCTAssertEqual(Set(broken.findings.map(\.path)), [path])
        let missing = read([:])
        XCTAssertEqual(missing.findings.map(\.diagnostic.code), ["token-source/unreadable"])
        XCTAssertEqual(read([path: "[1, 2]"]).findings.map(\.diagnostic.code), ["token-source/malformed-json"])
    }

    func testFileNames() {
        XCTAssertTrue(TokenSources.isTokenSource(path: "/w/brand.tokens.json"))
        XCTAssertTrue(TokenSources.isTokenSource(path: "/w/brand.tokens"))
        XCTAssertTrue(TokenSources.isTokenSource(path: "/w/App/Assets.xcassets"))
        XCTAssertFalse(TokenSources.isTokenSource(path: "/w/.tokens.json"))
        XCTAssertFalse(TokenSources.isTokenSource(path: "/w/app.design.json"))
        XCTAssertEqual(DesignTokensReader.appearanceFile(for: "/w/brand.tokens", appearance: .dark), "/w/brand.dark.tokens")
        XCTAssertNil(DesignTokensReader.appearanceFile(for: "/w/brand.tokens", appearance: .light))
    }
}
