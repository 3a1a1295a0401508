import SpecAnalysis
import SpecModel
import SpecTestSupport
import SpecWorkspace
import XCTest

/// Imports resolved across real files: precedence, the findings on imports, and what is never read.
final class ImportResolverTests: XCTestCase {
    private static let tokens = """
        {
          "name": "Tokens",
          "colors": { 1️⃣"brand": { "light": "#0A5FCC", "dark": "#5AA2FF" }, "ink": "label" },
          "typography": { "heading": "title2" }
        }
        """

    /// Analyses `relative` in `workspace` with its imports resolved from disk.
    private func analyse(_ relative: String, in workspace: MarkedWorkspace, root: String? = nil) -> DocumentAnalysis {
        let resolver = ImportResolver(root: root ?? workspace.root, files: DiskSpecFiles())
        let text = workspace[relative]
        let plain = DocumentAnalysis(text: text.text, path: workspace.path(relative))
        return DocumentAnalysis(
            text: text.text, path: workspace.path(relative), imports: resolver.imports(of: plain, at: workspace.path(relative)))
    }

    private func codes(_ analysis: DocumentAnalysis) -> [String] {
        analysis.diagnostics().map(\.code)
    }

    func testImportedTokensResolveAndAreNotUnknown() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": Self.tokens,
            "features/cart.design.jsonc": """
            {
              "imports": ["../tokens.design.jsonc"],
              "platforms": { "iOS": "17.0" },
              "screens": [{ "id": "cart", "content": [{ "type": "text", "text": "Total", "color": "brand", "font": "heading" }] }]
            }
            """
        ])
        let analysis = analyse("features/cart.design.jsonc", in: workspace)
        XCTAssertFalse(codes(analysis).contains("unknown-color"), "\(analysis.diagnostics())")
        XCTAssertFalse(codes(analysis).contains("unknown-text-style"), "\(analysis.diagnostics())")
        XCTAssertEqual(analysis.spec.importedToken(named: "brand", kind: .color)?.file.displayPath, "tokens.design.jsonc")
        XCTAssertEqual(
            analysis.spec.importedToken(named: "brand", kind: .color)?.token.keyNode.range.lowerBound,
            workspace["tokens.design.jsonc"].offset("1"))

        let alone = DocumentAnalysis(text: workspace["features/cart.design.jsonc"].text)
        XCTAssertTrue(alone.diagnostics().map(\.code).contains("unknown-color"), "without the import, `brand` is unknown")
    }

    func testOwnTokenWinsWithAnInformationFinding() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": Self.tokens,
            "a.design.jsonc": """
            { "imports": ["tokens.design.jsonc"], "platforms": { "iOS": "17.0" }, "colors": { ↓"brand": "systemRed" } }
            """
        ])
        let analysis = analyse("a.design.jsonc", in: workspace)
        let shadowed = analysis.diagnostics().filter { $0.code == ImportFindings.Code.shadowedToken.rawValue }
        XCTAssertEqual(shadowed.map(\.range.lowerBound), workspace["a.design.jsonc"].violationOffsets)
        XCTAssertEqual(shadowed.first?.severity, .information)
        XCTAssertEqual(shadowed.first?.related.first?.file?.displayPath, "tokens.design.jsonc")
        XCTAssertTrue(shadowed.first?.message.contains("tokens.design.jsonc:3") ?? false, shadowed.first?.message ?? "")
        XCTAssertEqual(analysis.spec.colorToken(named: "brand")?.valueNode?.stringValue, "systemRed")
    }

    func testTwoImportsDefiningANameDifferentlyIsAWarningNamingBoth() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": Self.tokens,
            "other.design.jsonc": ##"{ "colors": { "brand": "#FF0000", "ink": "label" } }"##,
            "a.design.jsonc": """
            { "imports": ["tokens.design.jsonc", ↓"other.design.jsonc"], "platforms": { "iOS": "17.0" } }
            """
        ])
        let analysis = analyse("a.design.jsonc", in: workspace)
        let conflicts = analysis.diagnostics().filter { $0.code == ImportFindings.Code.conflictingToken.rawValue }
        XCTAssertEqual(
            conflicts.map(\.range.lowerBound), workspace["a.design.jsonc"].violationOffsets, "`ink` is the same in both: no finding")
        XCTAssertEqual(conflicts.first?.severity, .warning)
        XCTAssertEqual(conflicts.first?.related.compactMap(\.file?.displayPath), ["tokens.design.jsonc", "other.design.jsonc"])
        XCTAssertEqual(analysis.spec.colorToken(named: "brand")?.valueNode?.kind, .object, "the first import wins")
    }

    func testImportsAreTransitiveAndNearerDefinitionsWin() throws {
        let workspace = try MarkedWorkspace([
            "base.design.jsonc": ##"{ "colors": { "brand": "#111111", "paper": "systemBackground" } }"##,
            "tokens.design.jsonc": ##"{ "imports": ["base.design.jsonc"], "colors": { "brand": "#222222" } }"##,
            "a.design.jsonc": ##"{ "imports": ["tokens.design.jsonc"] }"##
        ])
        let analysis = analyse("a.design.jsonc", in: workspace)
        XCTAssertEqual(analysis.spec.colorToken(named: "brand")?.valueNode?.stringValue, "#222222")
        XCTAssertEqual(analysis.spec.importedToken(named: "paper", kind: .color)?.file.displayPath, "base.design.jsonc")
        XCTAssertEqual(analysis.imports.files.map(\.displayPath), ["tokens.design.jsonc", "base.design.jsonc"])
        XCTAssertFalse(
            codes(analysis).contains(ImportFindings.Code.conflictingToken.rawValue), "tokens.design.jsonc's own finding, not a's")
    }

    func testImportProblemsAreFindingsOnTheImportString() throws {
        let workspace = try MarkedWorkspace([
            "inner/a.design.jsonc": """
            { "imports": [↓"missing.design.jsonc", ↓"../../outside.design.jsonc", ↓"notes.json", ↓"folder.design.json", ↓"a.design.jsonc", ↓"array.design.json"] }
            """,
            "inner/notes.json": "{}",
            "inner/folder.design.json/placeholder": "",
            "inner/array.design.json": "[1, 2]"
        ])
        let analysis = analyse("inner/a.design.jsonc", in: workspace, root: workspace.path("inner"))
        let findings = analysis.diagnostics().filter { $0.code.hasPrefix("import/") }
        XCTAssertEqual(findings.map(\.range.lowerBound), workspace["inner/a.design.jsonc"].violationOffsets)
        XCTAssertEqual(
            findings.map(\.code),
            [
                "import/missing-file", "import/outside-workspace", "import/not-a-spec", "import/not-a-spec", "import/imports-itself",
                "import/not-a-spec"
            ])
        XCTAssertTrue(findings[2].message.contains("does not end in .design.json"), findings[2].message)
        XCTAssertTrue(findings[3].message.contains("folder"), findings[3].message)
        XCTAssertTrue(findings[5].message.contains("not a JSON object"), findings[5].message)
    }

    func testCyclesAreReportedAndEnd() throws {
        let workspace = try MarkedWorkspace([
            "a.design.jsonc": ##"{ "imports": [↓"b.design.jsonc"], "colors": { "fromA": "systemRed" } }"##,
            "b.design.jsonc": ##"{ "imports": ["c.design.jsonc"], "colors": { "fromB": "systemBlue" } }"##,
            "c.design.jsonc": ##"{ "imports": ["a.design.jsonc", "b.design.jsonc"], "colors": { "fromC": "systemGreen" } }"##
        ])
        let analysis = analyse("a.design.jsonc", in: workspace)
        let cycles = analysis.diagnostics().filter { $0.code == ImportFindings.Code.cycle.rawValue }
        XCTAssertEqual(cycles.map(\.range.lowerBound), workspace["a.design.jsonc"].violationOffsets)
        XCTAssertTrue(
            cycles.first?.message.contains("a.design.jsonc → b.design.jsonc → c.design.jsonc → a.design.jsonc") ?? false,
            cycles.first?.message ?? "")
        XCTAssertNotNil(analysis.spec.colorToken(named: "fromC"), "the tokens along a cycle are still read")
    }

    func testTheSameFileTwiceIsADuplicate() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": Self.tokens,
            "a.design.jsonc": ##"{ "imports": ["tokens.design.jsonc", ↓"./tokens.design.jsonc"] }"##
        ])
        let analysis = analyse("a.design.jsonc", in: workspace)
        let duplicates = analysis.diagnostics().filter { $0.code == ImportFindings.Code.duplicate.rawValue }
        XCTAssertEqual(duplicates.map(\.range.lowerBound), workspace["a.design.jsonc"].violationOffsets)
    }

    func testALinkInsideTheRootToAFileOutsideIsNotRead() throws {
        let outside = try MarkedWorkspace(["secret.design.jsonc": ##"{ "colors": { "brand": "#000000" } }"##])
        let workspace = try MarkedWorkspace(["a.design.jsonc": ##"{ "imports": [↓"link.design.jsonc"] }"##])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("link.design.jsonc"), withDestinationPath: outside.path("secret.design.jsonc"))
        let analysis = analyse("a.design.jsonc", in: workspace)
        XCTAssertEqual(analysis.diagnostics().filter { $0.code.hasPrefix("import/") }.map(\.code), ["import/outside-workspace"])
        XCTAssertNil(analysis.spec.colorToken(named: "brand"))
    }

    func testLeavingTheRootNamesTheRootAndHowToWidenIt() throws {
        let outside = try MarkedWorkspace(["tokens.design.jsonc": Self.tokens])
        let workspace = try MarkedWorkspace(["a.design.jsonc": ##"{ "imports": [↓"link.design.jsonc"] }"##])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("link.design.jsonc"), withDestinationPath: outside.path("tokens.design.jsonc"))
        let analysis = analyse("a.design.jsonc", in: workspace)
        let message = try XCTUnwrap(analysis.diagnostics().first { $0.code == ImportFindings.Code.outsideWorkspace.rawValue }?.message)
        XCTAssertTrue(message.contains("(\(workspace.root))"), message)
        XCTAssertTrue(message.contains("put a `.designspec.json` in it"), message)
        XCTAssertTrue(message.contains("docs/editors.md") && message.contains("--root <dir>"), message)
        XCTAssertFalse(message.contains("the folder open in the editor"), message)
    }

    func testATokensOnlySpecHasNoFindingsAboutScreensOrPlatforms() throws {
        let analysis = DocumentAnalysis(
            text: ##"{ "name": "Tokens", "colors": { "ink": "label" }, "typography": { "heading": "title2" } }"##)
        XCTAssertEqual(analysis.diagnostics(), [])
    }

    func testFindingsOfScreensAreRecomputedWhenAnImportChanges() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": ##"{ "colors": { "brand": "#FFFFFF" } }"##,
            "a.design.jsonc": """
            { "imports": ["tokens.design.jsonc"], "platforms": { "iOS": "17.0" },
              "screens": [{ "id": "s", "background": "systemBackground", "content": [{ "type": "text", "text": "Hi", "color": "brand" }] }] }
            """
        ])
        let files = DiskSpecFiles()
        let resolver = ImportResolver(root: workspace.root, files: files)
        let path = workspace.path("a.design.jsonc")
        let first = DocumentAnalysis(lineIndex: .init(workspace["a.design.jsonc"].text), path: path, reusing: nil)
        let before = first.withImports(resolver.imports(of: first, at: path))
        XCTAssertTrue(before.diagnostics().map(\.code).contains("text-contrast-minimum"), "\(before.diagnostics())")

        try workspace.write("tokens.design.jsonc", ##"{ "colors": { "brand": { "light": "#000000", "dark": "#FFFFFF" } } }"##)
        files.forget(workspace.path("tokens.design.jsonc"))
        let after = before.withImports(resolver.imports(of: before, at: path))
        XCTAssertEqual(
            after.diagnostics(), DocumentAnalysis(text: workspace["a.design.jsonc"].text, path: path, imports: after.imports).diagnostics())
        XCTAssertFalse(after.diagnostics().map(\.code).contains("text-contrast-minimum"), "\(after.diagnostics())")
    }

    func testAMissingImportSuggestsTheClosestSpecInThatFolderAsAFix() throws {
        let workspace = try MarkedWorkspace([
            "shared/tokens.design.jsonc": Self.tokens,
            "shared/notes.json": "{}",
            "a.design.jsonc": ##"{ "imports": [↓"shared/tokenz.design.jsonc", "shared/zzzzzzzzzzzzzz.design.jsonc"] }"##
        ])
        let analysis = analyse("a.design.jsonc", in: workspace)
        let missing = analysis.diagnostics().filter { $0.code == ImportFindings.Code.missingFile.rawValue }
        XCTAssertEqual(missing.count, 2)
        let first = try XCTUnwrap(missing.first)
        XCTAssertEqual(first.range.lowerBound, workspace["a.design.jsonc"].violationOffsets.first)
        XCTAssertTrue(first.message.hasSuffix("Did you mean `shared/tokens.design.jsonc`?"), first.message)
        let fix = try XCTUnwrap(first.fix)
        var fixed = Array(workspace["a.design.jsonc"].text.utf8)
        fixed.replaceSubrange(fix.range, with: Array(fix.newText.utf8))
        let repaired = analyse(
            "a.design.jsonc",
            in: try MarkedWorkspace([
                "shared/tokens.design.jsonc": Self.tokens, "a.design.jsonc": String(decoding: fixed, as: UTF8.self)
            ]))
        XCTAssertEqual(
            repaired.diagnostics().filter { $0.code == ImportFindings.Code.missingFile.rawValue }.count, 1, "the fixed import is read")
        XCTAssertNil(missing.last?.fix, "no spec name is close to zzzzzzzzzzzzzz")
    }
}
