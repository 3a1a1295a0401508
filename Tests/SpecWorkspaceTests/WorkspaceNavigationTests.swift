import SpecAnalysis
import SpecModel
import SpecTestSupport
import SpecWorkspace
import XCTest

/// Definition, references and rename across the specs of a workspace, with `1️⃣` markers in each
/// file: a marker placed just before a name's opening quote names that occurrence.
final class WorkspaceNavigationTests: XCTestCase {
    /// The files of `Fixtures/workspace-navigation`: a tokens file; `a` and `deep/d` (through `base`)
    /// see its `brand`; `b` defines its own `brand`; `c` sees `other`'s `brand` through an earlier import.
    private var workspace: MarkedWorkspace!
    private var folder: SpecFolder!

    override func setUpWithError() throws {
        workspace = try MarkedWorkspace(try TestFixtures.files(under: "workspace-navigation"))
        folder = SpecFolder(root: workspace.root)
    }

    // MARK: Helpers

    /// Navigation from `relative` (analysed with its imports).
    private func navigation(_ relative: String) throws -> WorkspaceNavigation {
        let path = workspace.path(relative)
        let analysis = try XCTUnwrap(folder.analysis(ofSpecAt: path))
        return WorkspaceNavigation(analysis: analysis, at: path, in: folder)
    }

    private func offset(_ relative: String, _ marker: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try XCTUnwrap(workspace[relative].offset(marker), "no marker \(marker) in \(relative)", file: file, line: line)
    }

    /// "file@marker" for a location starting at a marker, else "file@offset".
    private func describe(_ location: WorkspaceLocation) -> String {
        let relative = String(location.path.dropFirst(workspace.root.count + 1))
        let marker = workspace[relative].markers.first { $0.value == location.range.lowerBound }?.key
        return "\(relative)@\(marker ?? String(location.range.lowerBound))"
    }

    /// The texts of every file after `edits`, by relative path (edited files only).
    private func applying(_ edits: [WorkspaceFileEdit]) -> [String: String] {
        var result: [String: String] = [:]
        for edit in edits {
            var bytes = edit.lineIndex.bytes
            for replacement in edit.replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(replacement.range, with: Array(replacement.newText.utf8))
            }
            result[String(edit.path.dropFirst(workspace.root.count + 1))] = String(decoding: bytes, as: UTF8.self)
        }
        return result
    }

    // MARK: Definition

    func testDefinitionOfAnImportedTokenIsInTheTokensFile() throws {
        let a = try navigation("features/a.design.jsonc")
        let color = try XCTUnwrap(a.definition(at: try offset("features/a.design.jsonc", "2") + 3))
        XCTAssertEqual(describe(color), "tokens.design.jsonc@1")
        XCTAssertEqual(color.lineIndex.bytes, workspace["tokens.design.jsonc"].bytes)
        let font = try XCTUnwrap(a.definition(at: try offset("features/a.design.jsonc", "3")))
        XCTAssertEqual(describe(font), "tokens.design.jsonc@2")
    }

    func testDefinitionFollowsShadowingAndImportOrder() throws {
        let b = try XCTUnwrap(try navigation("features/b.design.jsonc").definition(at: try offset("features/b.design.jsonc", "2")))
        XCTAssertEqual(describe(b), "features/b.design.jsonc@1")
        let c = try navigation("c.design.jsonc")
        XCTAssertEqual(try XCTUnwrap(c.definition(at: try offset("c.design.jsonc", "1"))).path, workspace.path("other.design.jsonc"))
        XCTAssertEqual(try XCTUnwrap(c.definition(at: try offset("c.design.jsonc", "2"))).path, workspace.path("tokens.design.jsonc"))
    }

    func testDefinitionOnAnImportStringIsTheImportedFile() throws {
        let a = try navigation("features/a.design.jsonc")
        let file = try XCTUnwrap(a.definition(at: try offset("features/a.design.jsonc", "1") + 5))
        XCTAssertEqual(file.path, workspace.path("tokens.design.jsonc"))
        XCTAssertEqual(file.range, 0..<0)
    }

    func testAResolvedImportIsALinkToItsFile() throws {
        let a = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("features/a.design.jsonc")))
        let start = try offset("features/a.design.jsonc", "1") + 1
        let links = a.documentLinks().filter { !$0.target.hasPrefix("http") }
        XCTAssertEqual(links.map(\.target), ["../tokens.design.jsonc"])
        XCTAssertEqual(links.map(\.range), [start..<(start + "../tokens.design.jsonc".utf8.count)])
        let unresolved = DocumentAnalysis(text: workspace["features/a.design.jsonc"].text)
        XCTAssertEqual(unresolved.documentLinks().filter { !$0.target.hasPrefix("http") }, [], "a spec read on its own links no import")
    }

    func testDefinitionOfATokenInTheTokensFileItselfStaysThere() throws {
        let tokens = try navigation("tokens.design.jsonc")
        XCTAssertEqual(describe(try XCTUnwrap(tokens.definition(at: try offset("tokens.design.jsonc", "1") + 2))), "tokens.design.jsonc@1")
    }

    // MARK: References

    func testReferencesFromAUseCoverEverySpecThatSeesTheDefinition() throws {
        let a = try navigation("features/a.design.jsonc")
        let references = a.references(at: try offset("features/a.design.jsonc", "4"), includeDeclaration: true).map(describe)
        XCTAssertEqual(
            references,
            [
                "tokens.design.jsonc@1", "deep/d.design.jsonc@1", "features/a.design.jsonc@2", "features/a.design.jsonc@4"
            ])
        let withoutDeclaration = a.references(at: try offset("features/a.design.jsonc", "4"), includeDeclaration: false).map(describe)
        XCTAssertEqual(withoutDeclaration, ["deep/d.design.jsonc@1", "features/a.design.jsonc@2", "features/a.design.jsonc@4"])
    }

    func testReferencesFromTheDeclarationAndOfAShadowingToken() throws {
        let tokens = try navigation("tokens.design.jsonc")
        XCTAssertEqual(
            tokens.references(at: try offset("tokens.design.jsonc", "2"), includeDeclaration: true).map(describe),
            [
                "tokens.design.jsonc@2", "features/a.design.jsonc@3"
            ])
        let b = try navigation("features/b.design.jsonc")
        XCTAssertEqual(
            b.references(at: try offset("features/b.design.jsonc", "1"), includeDeclaration: true).map(describe),
            [
                "features/b.design.jsonc@1", "features/b.design.jsonc@2"
            ])
    }

    // MARK: Rename

    func testRenameOfASharedTokenEditsEverySpecThatSeesIt() throws {
        for (relative, marker) in [("tokens.design.jsonc", "1"), ("features/a.design.jsonc", "2"), ("deep/d.design.jsonc", "1")] {
            let navigation = try navigation(relative)
            let cursor = try offset(relative, marker) + 1
            XCTAssertEqual(navigation.prepareRename(at: cursor)?.placeholder, "brand")
            let edits = try navigation.rename(at: cursor, to: "primary").get()
            XCTAssertEqual(edits.first?.path, workspace.path(relative), "the spec renamed from comes first")
            let renamed = applying(edits)
            XCTAssertEqual(Set(renamed.keys), ["tokens.design.jsonc", "features/a.design.jsonc", "deep/d.design.jsonc"], "from \(relative)")
            for (file, text) in renamed {
                XCTAssertEqual(
                    text, workspace[file].text.replacingOccurrences(of: "\"brand\"", with: "\"primary\""), "\(file) from \(relative)")
            }
        }
    }

    func testRenameIsRefusedWhenTheNameIsTakenInAnyAffectedSpec() throws {
        let tokens = try navigation("tokens.design.jsonc")
        let cursor = try offset("tokens.design.jsonc", "1") + 1
        XCTAssertEqual(
            tokens.rename(at: cursor, to: "ink").failureMessage,
            "deep/d.design.jsonc: A color token named \"ink\" already exists.")
        XCTAssertEqual(tokens.rename(at: cursor, to: "accent").failureMessage, "A color token named \"accent\" already exists.")
        XCTAssertEqual(
            tokens.rename(at: cursor, to: "systemRed").failureMessage,
            "\"systemRed\" is a system color; a token with that name would hide it. Choose another name.")
        let a = try navigation("features/a.design.jsonc")
        XCTAssertEqual(
            a.rename(at: try offset("features/a.design.jsonc", "2") + 1, to: "ink").failureMessage,
            "../deep/d.design.jsonc: A color token named \"ink\" already exists.")
    }

    func testRenameOfAShadowingTokenStaysInItsSpec() throws {
        let b = try navigation("features/b.design.jsonc")
        let renamed = applying(try b.rename(at: try offset("features/b.design.jsonc", "2") + 1, to: "alarm").get())
        XCTAssertEqual(
            renamed,
            ["features/b.design.jsonc": workspace["features/b.design.jsonc"].text.replacingOccurrences(of: "\"brand\"", with: "\"alarm\"")])
    }

    // MARK: Hover, completion, colors and inlay hints of imported tokens

    func testHoverOnAnImportedTokenSaysWhereItIsDefined() throws {
        let a = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("features/a.design.jsonc")))
        let color = try XCTUnwrap(a.hover(at: try offset("features/a.design.jsonc", "2") + 2, format: .markdown)).contents
        XCTAssertTrue(color.contains("color token, defined in tokens.design.jsonc:2"), color)
        XCTAssertTrue(color.contains("#0055FF"), color)
        let font = try XCTUnwrap(a.hover(at: try offset("features/a.design.jsonc", "3") + 2, format: .markdown)).contents
        XCTAssertTrue(font.contains("type token, defined in tokens.design.jsonc:3"), font)
    }

    func testCompletionOffersImportedTokensNamingTheirFile() throws {
        let path = workspace.path("features/a.design.jsonc")
        let marked = try workspace.write(
            "features/a.design.jsonc",
            """
            {
              "imports": ["../tokens.design.jsonc"],
              "platforms": { "iOS": "17.0" },
              "colors": { "ink": "#111111" },
              "screens": [ { "id": "home", "background": "1️⃣", "content": [ { "type": "text", "text": "Hi", "font": "2️⃣" } ] } ]
            }
            """)
        let analysis = folder.analysis(of: marked.bytes, at: path)
        let colors = analysis.completions(at: try XCTUnwrap(marked.offset("1"))).items
        XCTAssertEqual(Array(colors.prefix(3).map(\.label)), ["ink", "accent", "brand"])
        XCTAssertEqual(colors.first { $0.label == "brand" }?.detail?.hasPrefix("Token from tokens.design.jsonc: "), true)
        XCTAssertEqual(colors.first { $0.label == "ink" }?.detail?.hasPrefix("Token: "), true)
        XCTAssertNil(colors.first { $0.label == "systemOrange" && $0.kind == .colorToken })
        let fonts = analysis.completions(at: try XCTUnwrap(marked.offset("2"))).items
        XCTAssertEqual(fonts.first?.label, "heading")
        XCTAssertEqual(fonts.first?.detail?.hasPrefix("Token from tokens.design.jsonc: "), true)
    }

    func testCompletionInImportsOffersTheOtherSpecsRelativeToThisOne() throws {
        let path = workspace.path("features/a.design.jsonc")
        let marked = try workspace.write(
            "features/a.design.jsonc",
            """
            { "imports": ["../tokens.design.jsonc", "1️⃣"], "screens": [] }
            """)
        let analysis = folder.analysis(of: marked.bytes, at: path)
        let navigation = WorkspaceNavigation(analysis: analysis, at: path, in: folder)
        let offset = try XCTUnwrap(marked.offset("1"))
        let items = analysis.completions(at: offset, importablePaths: navigation.importablePaths).items
        XCTAssertEqual(
            items.map(\.label),
            [
                "b.design.jsonc", "../base.design.jsonc", "../c.design.jsonc", "../deep/d.design.jsonc", "../other.design.jsonc"
            ])
        XCTAssertEqual(items.first?.kind, .specFile)
        XCTAssertEqual(items.first?.replaceRange, offset..<offset)
        XCTAssertEqual(items.first?.newText, "b.design.jsonc")
        XCTAssertTrue(
            analysis.completions(at: try XCTUnwrap(marked.text.utf8.count - 3), importablePaths: navigation.importablePaths).items
                .allSatisfy { $0.kind != .specFile }, "outside imports, no paths")
    }

    func testColorsAndInlayHintsShowImportedTokenValues() throws {
        let a = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("features/a.design.jsonc")))
        let use = try offset("features/a.design.jsonc", "2")
        let color = try XCTUnwrap(a.colorLocations().first { $0.range.lowerBound == use })
        XCTAssertEqual(color.color.hex, "#0055FF")
        XCTAssertTrue(color.isName)
        let hint = try XCTUnwrap(a.inlayHints(in: 0..<a.tree.bytes.count).first { $0.offset == use + "\"brand\"".utf8.count })
        XCTAssertTrue(hint.label.contains("#0055FF"), hint.label)
    }
}

private extension Result where Failure == RenameRefusal {
    /// The refusal's message, nil when the rename succeeded.
    var failureMessage: String? {
        if case .failure(let refusal) = self { return refusal.message }
        return nil
    }
}
