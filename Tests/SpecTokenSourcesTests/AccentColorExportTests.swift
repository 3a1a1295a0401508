import SpecKnowledge
import SpecModel
import SpecSyntax
import SpecTokenSources
import XCTest

/// Issue 24: the app's accent color goes out as the asset catalog's `AccentColor`, and comes back in as the
/// default accent of a spec that reads that catalog.
final class AccentColorExportTests: XCTestCase {
    private let source = ##"""
        { "accentColor": { "light": "#B25E00", "dark": "#F5A524" }, "colors": { "link": "tint", "ink": "primary" } }
        """##

    func testTheAccentIsExportedAsAccentColorAndTokensNamingItFollowIt() throws {
        let export = TokenExport(spec: DesignSpec(tree: SyntaxTree.parse(source)))
        XCTAssertEqual(export.skipped, [])
        let accent = try XCTUnwrap(export.colors.first { $0.name == DesignSpec.assetCatalogAccentColorName })
        let link = try XCTUnwrap(export.colors.first { $0.name == "link" })
        XCTAssertEqual(accent.variants, link.variants, "`tint` is the app's accent")
        XCTAssertEqual(accent.variants[.light]?.hex, "#B25E00")
        XCTAssertEqual(export.colors.first { $0.name == "ink" }?.variants[.light]?.hex, "#000000", "`primary` is `label`")
    }

    func testTheExportedCatalogGivesTheAccentBack() throws {
        let export = TokenExport(spec: DesignSpec(tree: SyntaxTree.parse(source)))
        let files = TokenSourceFiles.inMemory(
            Dictionary(uniqueKeysWithValues: export.assetCatalog().map { ("/x/Out.xcassets/" + $0.relativePath, Array($0.text.utf8)) }))
        let catalog = AssetCatalogReader.read("/x/Out.xcassets", files: files)
        let read = DesignSpec(tree: SyntaxTree.parse(bytes: catalog.spec.text))
        let resolver = ColorResolver(spec: read)
        XCTAssertEqual(resolver.accentColor()?[.dark].color?.hex, "#F5A524")
    }

    /// A material or a gradient has no single color to export as the accent: it is skipped with a reason,
    /// or exported as its first stop.
    func testAnAccentWithoutAColorIsSkippedWithAReason() {
        let material = TokenExport(spec: DesignSpec(tree: SyntaxTree.parse(#"{ "accentColor": "regularMaterial" }"#)))
        XCTAssertEqual(material.colors.map(\.name), [])
        XCTAssertEqual(material.skipped, ["color `AccentColor`: its light value is unknown"])
        let gradient = TokenExport(spec: DesignSpec(tree: SyntaxTree.parse(##"{ "accentColor": { "gradient": "#336699" } }"##)))
        XCTAssertEqual(gradient.colors.first?.variants[.light]?.hex, "#336699")
    }
}
