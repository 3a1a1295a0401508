import SpecAnalysis
import SpecModel
import SpecTestSupport
import SpecWorkspace
import XCTest

/// A folder read from disk: its specs, each analysed with its imports, and who imports whom.
final class SpecFolderTests: XCTestCase {
    func testSpecsImportersAndAnalysesWithImports() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": ##"{ "colors": { "brand": "systemBlue" } }"##,
            "base/base.design.json": ##"{ "typography": { "heading": "title2" } }"##,
            "features/a.design.jsonc": ##"{ "imports": ["../tokens.design.jsonc"], "screens": [] }"##,
            "features/b.design.jsonc": ##"{ "imports": ["../c.design.jsonc"], "screens": [] }"##,
            "c.design.jsonc": ##"{ "imports": ["tokens.design.jsonc", "base/base.design.json"] }"##,
            "notes.json": "{}",
            ".build/skipped.design.json": "{}"
        ])
        let folder = SpecFolder(root: workspace.root)
        XCTAssertEqual(
            folder.specPaths(),
            [
                "base/base.design.json", "c.design.jsonc", "features/a.design.jsonc", "features/b.design.jsonc", "tokens.design.jsonc"
            ].map(workspace.path))
        XCTAssertEqual(
            folder.importers(of: workspace.path("tokens.design.jsonc")),
            [
                "c.design.jsonc", "features/a.design.jsonc", "features/b.design.jsonc"
            ].map(workspace.path))
        XCTAssertEqual(folder.importers(of: workspace.path("features/a.design.jsonc")), [])
        let b = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("features/b.design.jsonc")))
        XCTAssertNotNil(b.spec.importedToken(named: "brand", kind: .color))
        XCTAssertNotNil(b.spec.importedToken(named: "heading", kind: .typography))
    }
}
