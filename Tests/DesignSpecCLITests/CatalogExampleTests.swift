import Foundation
import SpecTestSupport
import SpecTokenSources
import SpecWorkspace
import XCTest

/// `Examples/catalog-workspace` reads without findings into the tokens its PROVENANCE.md lists.
final class CatalogExampleTests: XCTestCase {
    private let root = CLITestSupport.packageFile("Examples/catalog-workspace")

    func testTheAssetCatalogReadsClean() {
        let catalog = AssetCatalogReader.read(root + "/App/Assets.xcassets", files: .gated(root: root))
        XCTAssertEqual(catalog.spec.findings, [])
        XCTAssertEqual(
            String(decoding: catalog.spec.text, as: UTF8.self),
            """
            {
              "colors": {
                "AccentColor": { "light": "#B25E00", "dark": "#F5A524" },
                "Palette/Highlight": "#FFC400",
                "Palette/Ink": { "light": "#1C1C1E", "dark": "#EBEBEB", "increasedContrastLight": "#000000", "increasedContrastDark": "#FFFFFF" },
                "Palette/Paper": { "light": "#F8F8F8", "dark": "#0D0D0D" }
              }
            }

            """)
        XCTAssertEqual(catalog.appIcons.first?.specAppearances, ["default", "dark"])
    }

    func testTheTokensFilesReadClean() throws {
        let tokens = DesignTokensReader.read(root + "/tokens/brand.tokens.json", files: .gated(root: root))
        XCTAssertEqual(tokens.findings, [])
        XCTAssertEqual(
            String(decoding: tokens.text, as: UTF8.self),
            try TestFixtures.text("catalog-example/brand-tokens.expected.jsonc"))
        XCTAssertEqual(tokens.unmapped, ["spacing.gutter"])
        XCTAssertEqual(tokens.token(named: "brand.legacyOrange", kind: .color)?.deprecation, "Use brand.primary.")
    }
}
