import SpecModel
import SpecSyntax
import SpecTestSupport
import SpecTokenSources
import XCTest

/// Reading `Assets.xcassets`: names, namespaces, appearances, every component spelling and color
/// space, icons, images, symbols, and malformed files.
final class AssetCatalogReaderTests: XCTestCase {
    private let catalog = "/w/App/Assets.xcassets"

    /// A colorset's Contents.json with one entry per `(appearances, color)`.
    private func colorset(_ entries: [(appearances: String, color: String)]) -> String {
        let items = entries.map { entry in
            "{ \"idiom\": \"universal\"" + (entry.appearances.isEmpty ? "" : ", \"appearances\": [\(entry.appearances)]")
                + ", \"color\": \(entry.color) }"
        }
        return "{ \"colors\": [\(items.joined(separator: ", "))], \"info\": { \"author\": \"xcode\", \"version\": 1 } }"
    }

    private func srgb(_ red: String, _ green: String, _ blue: String, alpha: String = "\"1.000\"", space: String = "srgb") -> String {
        "{ \"color-space\": \"\(space)\", \"components\": { \"red\": \(red), \"green\": \(green), \"blue\": \(blue), \"alpha\": \(alpha) } }"
    }

    private let dark = "{ \"appearance\": \"luminosity\", \"value\": \"dark\" }"
    private let light = "{ \"appearance\": \"luminosity\", \"value\": \"light\" }"
    private let high = "{ \"appearance\": \"contrast\", \"value\": \"high\" }"

    private func read(_ files: [String: String]) -> AssetCatalog {
        var bytes: [String: [UInt8]] = [catalog + "/Contents.json": Array("{ \"info\": { \"author\": \"xcode\", \"version\": 1 } }".utf8)]
        for (path, text) in files { bytes[catalog + "/" + path] = Array(text.utf8) }
        return AssetCatalogReader.read(catalog, files: .inMemory(bytes))
    }

    func testNamesSpellingsSpacesAndAppearancesBecomeATokensOnlySpec() throws {
        let result = read([
            "Brand/Contents.json": "{ \"properties\": { \"provides-namespace\": true } }",
            "Brand/Accent.colorset/Contents.json": colorset([
                ("", srgb("\"0xB2\"", "\"0x5E\"", "\"0x00\"")),
                (dark, srgb("\"0xF5\"", "\"0xA5\"", "\"0x24\"")),
                (high, srgb("\"0x8A\"", "\"0x48\"", "\"0x00\"")),
                ("\(dark), \(high)", srgb("\"0xFF\"", "\"0xC0\"", "\"0x60\""))
            ]),
            "Misc/Ink8Bit.colorset/Contents.json": colorset([("", srgb("\"178\"", "\"94\"", "\"0\""))]),
            "Misc/InkFloat.colorset/Contents.json": colorset([("", srgb("\"0.698\"", "\"0.369\"", "\"0.000\""))]),
            "Misc/InkNumbers.colorset/Contents.json": colorset([("", srgb("0.698", "0.369", "0"))]),
            "P3.colorset/Contents.json": colorset([("", srgb("\"1.000\"", "\"0.000\"", "\"0.000\"", space: "display-p3"))]),
            "ExtendedSRGB.colorset/Contents.json": colorset([("", srgb("\"1.200\"", "\"-0.100\"", "\"0.500\"", space: "extended-srgb"))]),
            "LinearSRGB.colorset/Contents.json": colorset([("", srgb("\"0.180\"", "\"0.180\"", "\"0.180\"", space: "extended-linear-srgb"))]
            ),
            "LinearP3.colorset/Contents.json": colorset([
                ("", srgb("\"1.000\"", "\"1.000\"", "\"1.000\"", space: "extended-linear-display-p3"))
            ]),
            "Gray.colorset/Contents.json": colorset([
                ("", "{ \"color-space\": \"gray-gamma-22\", \"components\": { \"white\": \"0.500\", \"alpha\": \"1.000\" } }")
            ]),
            "ExtendedGray.colorset/Contents.json": colorset([
                ("", "{ \"color-space\": \"extended-gray\", \"components\": { \"white\": \"0.500\", \"alpha\": \"0.500\" } }")
            ]),
            "Link.colorset/Contents.json": colorset([("", "{ \"platform\": \"ios\", \"reference\": \"systemBlueColor\" }")]),
            "ExplicitLight.colorset/Contents.json": colorset([
                ("", srgb("\"0x00\"", "\"0x00\"", "\"0x00\"")),
                (light, srgb("\"0x11\"", "\"0x22\"", "\"0x33\""))
            ])
        ])
        XCTAssertEqual(result.spec.findings, [])
        XCTAssertEqual(
            String(decoding: result.spec.text, as: UTF8.self),
            try TestFixtures.text("asset-catalog/names-spellings-spaces-and-appearances.expected.jsonc"))
        guard case .color(let p3)? = result.spec.token(named: "P3", kind: .color)?.value, case .color(let extended)? = p3[.light] else {
            return XCTFail("P3 is not a color")
        }
        XCTAssertEqual(extended.green, -0.2267, accuracy: 5e-4, "the unclamped value stays available")
        let origin = result.spec.token(named: "Brand/Accent", kind: .color)?.origin
        XCTAssertEqual(origin?.path, catalog + "/Brand/Accent.colorset/Contents.json")
        XCTAssertTrue(result.spec.filesRead.contains(catalog + "/Misc/Ink8Bit.colorset/Contents.json"))
        XCTAssertEqual(result.spec.foldersListed, [catalog, catalog + "/Brand", catalog + "/Misc"])
        XCTAssertEqual(
            origin.flatMap { result.spec.texts[$0.path]?.bytes.count }, origin?.range.upperBound, "the origin is the whole Contents.json")
    }

    func testTheSynthesizedTextIsASpecWhoseTokensResolveLikeInlineOnes() {
        let result = read([
            "Accent.colorset/Contents.json": colorset([
                ("", srgb("\"0xB2\"", "\"0x5E\"", "\"0x00\"")), (dark, srgb("\"0xF5\"", "\"0xA5\"", "\"0x24\""))
            ])
        ])
        let spec = DesignSpec(tree: SyntaxTree.parse(bytes: result.spec.text))
        guard let token = spec.colorToken(named: "Accent"), let value = token.valueNode,
            let resolved = ColorResolver(spec: spec).resolve(value)
        else {
            return XCTFail("Accent does not resolve")
        }
        XCTAssertEqual(resolved[.light].color?.hex, "#B25E00")
        XCTAssertEqual(resolved[.dark].color?.hex, "#F5A524")
        XCTAssertEqual(resolved[.increasedContrastDark].color?.hex, "#F5A524")
    }

    func testMalformedAndUnreadableColorsetsAreFindingsAtTheirFiles() {
        let brokenPath = catalog + "/Broken.colorset/Contents.json"
        let badComponentPath = catalog + "/BadComponent.colorset/Contents.json"
        let result = read([
            "Broken.colorset/Contents.json": "{ \"colors\": [ { \"color\": ",
            "BadComponent.colorset/Contents.json": colorset([("", srgb("\"abc\"", "\"0\"", "\"0\""))]),
            "NoColors.colorset/Contents.json": "{ \"info\": {} }",
            "Odd.colorset/Contents.json": colorset([
                ("{ \"appearance\": \"luminosity\", \"value\": \"tinted\" }", srgb("\"1\"", "\"0\"", "\"0\""))
            ]),
            "Wide.colorset/Contents.json": colorset([("", srgb("\"1\"", "\"0\"", "\"0\"", space: "cmyk"))]),
            "Good.colorset/Contents.json": colorset([("", srgb("\"0xFF\"", "\"0xFF\"", "\"0xFF\""))])
        ])
        XCTAssertEqual(result.spec.tokens.map(\.name), ["Good"])
        let broken = result.spec.findings(in: brokenPath)
        XCTAssertFalse(broken.isEmpty)
        XCTAssertEqual(Set(broken.map(\.code)), ["token-source/malformed-json"])
        XCTAssertEqual(broken.first?.severity, .error)
        let bad = result.spec.findings(in: badComponentPath)
        XCTAssertEqual(bad.map(\.code), ["token-source/invalid-value", "token-source/invalid-value"])
        let badText = colorset([("", srgb("\"abc\"", "\"0\"", "\"0\""))])
        XCTAssertEqual(bad.first.map { String(badText.utf8.dropFirst($0.range.lowerBound).prefix($0.range.count)) }, "\"abc\"")
        XCTAssertEqual(result.spec.findings(in: catalog + "/NoColors.colorset/Contents.json").map(\.code), ["token-source/invalid-value"])
        XCTAssertEqual(
            result.spec.findings(in: catalog + "/Odd.colorset/Contents.json").map(\.code),
            ["token-source/not-read-yet", "token-source/invalid-value"])
        XCTAssertEqual(
            result.spec.findings(in: catalog + "/Wide.colorset/Contents.json").map(\.code),
            ["token-source/not-read-yet", "token-source/invalid-value"])
    }

    func testAMissingContentsJSONIsAFindingAndAMissingCatalogToo() {
        let files = TokenSourceFiles.inMemory([catalog + "/Empty.colorset/image.png": []])
        let result = AssetCatalogReader.read(catalog, files: files)
        XCTAssertEqual(result.spec.findings.map(\.path), [catalog + "/Empty.colorset/Contents.json"])
        XCTAssertEqual(result.spec.findings.map(\.diagnostic.code), ["token-source/unreadable"])
        let none = AssetCatalogReader.read("/w/Nothing.xcassets", files: files)
        XCTAssertEqual(none.spec.findings.map(\.diagnostic.code), ["token-source/unreadable"])
        XCTAssertEqual(none.spec.text, Array("{}\n".utf8))
    }

    func testAnIdiomSpecificCatalogAndAWideGamutEntry() {
        let text = """
            { "colors": [
              { "idiom": "iphone", "color": \(srgb("\"0x10\"", "\"0x20\"", "\"0x30\"")) },
              { "idiom": "iphone", "display-gamut": "display-P3", "color": \(srgb("\"1.000\"", "\"0.000\"", "\"0.000\"", space: "display-p3")) },
              { "idiom": "mac", "color": \(srgb("\"0xFF\"", "\"0xFF\"", "\"0xFF\"")) }
            ] }
            """
        let result = read(["Phone.colorset/Contents.json": text])
        XCTAssertEqual(
            result.spec.token(named: "Phone", kind: .color)?.value,
            .color([.light: .color(ExtendedSRGB(red: 16.0 / 255, green: 32.0 / 255, blue: 48.0 / 255))]))
    }

    func testAppIconsImagesAndSymbols() {
        let result = read([
            "AppIcon.appiconset/Contents.json": """
            { "images": [
              { "filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024" },
              { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "filename": "dark.png", "idiom": "universal", "platform": "ios", "size": "1024x1024" },
              { "appearances": [ { "appearance": "luminosity", "value": "tinted" } ], "filename": "tinted.png", "idiom": "universal", "platform": "ios", "size": "1024x1024" },
              { "filename": "mac.png", "idiom": "mac", "scale": "2x", "size": "512x512" },
              { "idiom": "mac", "scale": "1x", "size": "16x16" }
            ] }
            """,
            "Icons/Contents.json": "{ \"properties\": { \"provides-namespace\": true } }",
            "Icons/Logo.imageset/Contents.json": """
            { "images": [ { "filename": "logo.png", "idiom": "universal", "scale": "1x" }, { "filename": "logo@2x.png", "idiom": "universal", "scale": "2x" }, { "idiom": "universal", "scale": "3x" } ] }
            """,
            "leaf.fill.badge.symbolset/Contents.json":
                "{ \"symbols\": [ { \"filename\": \"leaf.fill.badge.svg\", \"idiom\": \"universal\" } ] }"
        ])
        XCTAssertEqual(result.spec.findings, [])
        XCTAssertEqual(result.appIcons.map(\.name), ["AppIcon"])
        XCTAssertEqual(result.appIcons.first?.images.count, 4)
        XCTAssertEqual(result.appIcons.first?.largestPixelSize?.width, 1024)
        XCTAssertEqual(result.appIcons.first?.specAppearances, ["default", "dark", "tintedLight", "tintedDark"])
        XCTAssertEqual(result.imageSets.map(\.name), ["Icons/Logo"])
        XCTAssertEqual(result.imageSets.map(\.path), [catalog + "/Icons/Logo.imageset/Contents.json"])
        XCTAssertEqual(result.imageSets.map(\.scaleFactors), [["1x", "2x"]])
        XCTAssertEqual(result.symbolSets.map(\.name), ["leaf.fill.badge"])
        XCTAssertEqual(result.spec.text, Array("{}\n".utf8))
    }
}
