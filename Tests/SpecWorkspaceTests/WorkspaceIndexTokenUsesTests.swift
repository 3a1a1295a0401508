import Foundation
import SpecAnalysis
import SpecModel
import SpecSyntax
import SpecTestSupport
import SpecWorkspace
import XCTest

/// The index's token uses answer what a fresh analysis of each spec answers — which definition a name
/// resolves to and every place it is written — before and after edits, and references and rename
/// answered from the index equal those of a folder read from disk (issue 19).
final class WorkspaceIndexTokenUsesTests: XCTestCase {
    private static let files = [
        "tokens.design.jsonc": ##"""
        { "colors": { "ink": "#111111", "paper": "#FAFAFA" }, "typography": { "heading": "title2" } }
        """##,
        "other.design.jsonc": ##"{ "colors": { "ink": "#222222" } }"##,
        // Imports tokens; an alias and a screen use `ink`, a text uses `heading`.
        "a.design.jsonc": ##"""
        { "imports": ["tokens.design.jsonc"], "colors": { "accent": "ink" },
          "screens": [{ "id": "a", "background": 1️⃣"ink",
            "content": [{ "type": "text", "text": "Café 🙂", "color": "ink", "font": "heading" }] }] }
        """##,
        // Sees `ink` through `a` (transitively); declares `cobalt`, so renaming `ink` to it is refused here.
        "features/b.design.jsonc": ##"""
        { "imports": ["../a.design.jsonc"], "colors": { "cobalt": "#0047AB" },
          "screens": [{ "id": "b", "background": "ink", "content": [{ "type": "text", "text": "x", "color": "accent" }] }] }
        """##,
        // Declares its own `ink`: left alone.
        "c.design.jsonc": ##"""
        { "imports": ["tokens.design.jsonc"], "colors": { "ink": "#333333" }, "screens": [{ "id": "c", "background": "ink" }] }
        """##,
        // The earlier import wins: `ink` is other's.
        "d.design.jsonc": ##"""
        { "imports": ["other.design.jsonc", "tokens.design.jsonc"], "screens": [{ "id": "d", "background": "ink" }] }
        """##,
        // A missing import before tokens: the index cannot tell, the spec is analysed.
        "e.design.jsonc": ##"""
        { "imports": ["missing.design.jsonc", "tokens.design.jsonc"], "screens": [{ "id": "e", "background": "ink" }] }
        """##,
        // A cycle through tokens' importers.
        "f.design.jsonc": ##"""
        { "imports": ["g.design.jsonc"], "screens": [{ "id": "f", "background": "paper" }] }
        """##,
        "g.design.jsonc": ##"""
        { "imports": ["f.design.jsonc", "a.design.jsonc"], "screens": [{ "id": "g", "background": "ink", "content": [{ "type": "text", "text": "x", "color": "paper" }] }] }
        """##
    ]

    private static let names: [(String, TokenKind)] = [
        ("ink", .color), ("paper", .color), ("accent", .color), ("cobalt", .color), ("heading", .typography), ("ink", .typography),
        ("nothing", .color)
    ]

    private func indexed(_ workspace: MarkedWorkspace) -> WorkspaceIndex {
        let index = WorkspaceIndex()
        index.setRoots([workspace.root])
        index.waitUntilIndexed()
        return index
    }

    /// Compares the index's answer for every spec and name with a fresh analysis of the spec as the
    /// disk holds it; returns the specs the index answered for.
    @discardableResult
    private func assertIndexEqualsFreshScan(
        _ index: WorkspaceIndex, _ workspace: MarkedWorkspace, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Set<String> {
        let folder = SpecFolder(root: workspace.root)
        var answered: Set<String> = []
        for path in folder.specPaths() {
            let analysis = try XCTUnwrap(folder.analysis(ofSpecAt: path), file: file, line: line)
            let text = try XCTUnwrap(String(data: Data(contentsOf: URL(fileURLWithPath: path)), encoding: .utf8))
            let lineIndex = LineIndex(text)
            for (name, kind) in Self.names {
                guard let indexedUses = index.indexedTokenUses(ofSpecAt: path, name: name, kind: kind) else { continue }
                answered.insert(path)
                let definition =
                    analysis.spec.ownToken(named: name, kind: kind) != nil
                    ? path : analysis.spec.importedToken(named: name, kind: kind)?.file.path
                let places =
                    definition == nil
                    ? [] : analysis.tokenOccurrences(of: name, kind: kind).map(\.node.range).sorted { $0.lowerBound < $1.lowerBound }
                let label = "\(path) \(name) \(kind)"
                XCTAssertEqual(indexedUses.definitionPath, definition, label, file: file, line: line)
                XCTAssertEqual(indexedUses.places.map(\.range), places, label, file: file, line: line)
                for use in indexedUses.places {
                    for encoding in PositionEncoding.allCases {
                        let (start, end) = use.place.positions(encoding: encoding)
                        XCTAssertEqual(
                            start, lineIndex.position(of: use.range.lowerBound, encoding: encoding), label, file: file, line: line)
                        XCTAssertEqual(end, lineIndex.position(of: use.range.upperBound, encoding: encoding), label, file: file, line: line)
                    }
                }
            }
        }
        return answered
    }

    func testTokenUsesEqualAFreshScanOfEverySpec() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let index = indexed(workspace)
        let answered = try assertIndexEqualsFreshScan(index, workspace)
        // Every spec but the one whose missing import comes before the definition.
        XCTAssertEqual(answered, Set(Self.files.keys.filter { $0 != "e.design.jsonc" }.map(workspace.path)))
    }

    func testEditedImportersUpdateTheirUsesAsAFreshScanSeesThem() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let index = indexed(workspace)
        // b now declares `ink` itself and uses `paper`; d drops `other`; tokens renames `paper`.
        try workspace.write(
            "features/b.design.jsonc",
            ##"{ "imports": ["../a.design.jsonc"], "colors": { "ink": "#000" }, "screens": [{ "id": "b", "background": "ink", "content": [{ "type": "text", "text": "x", "color": "paper" }] }] }"##
        )
        try workspace.write("d.design.jsonc", ##"{ "imports": ["tokens.design.jsonc"], "screens": [{ "id": "d", "background": "ink" }] }"##)
        try workspace.write("tokens.design.jsonc", ##"{ "colors": { "ink": "#111111", "sheet": "#FAFAFA" } }"##)
        index.update(paths: ["features/b.design.jsonc", "d.design.jsonc", "tokens.design.jsonc"].map(workspace.path))
        index.waitForUpdates()
        try assertIndexEqualsFreshScan(index, workspace)
        XCTAssertEqual(
            index.indexedTokenUses(ofSpecAt: workspace.path("d.design.jsonc"), name: "ink", kind: .color)?.definitionPath,
            workspace.path("tokens.design.jsonc"))
        XCTAssertEqual(index.indexedTokenUses(ofSpecAt: workspace.path("f.design.jsonc"), name: "paper", kind: .color)?.places, [])
    }

    func testAnOpenDocumentsUsesComeFromItsNewestVersion() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let index = indexed(workspace)
        let c = workspace.path("c.design.jsonc")
        index.openDocument(path: c)
        let edited =
            ##"{ "imports": ["tokens.design.jsonc"], "screens": [{ "id": "c", "background": "ink", "content": [{ "type": "text", "text": "x", "color": "ink" }] }] }"##
        let older = LineIndex(workspace["c.design.jsonc"].text)
        let newer = LineIndex(edited)
        index.updateDocument(path: c, version: 3, tree: SyntaxTree.parse(bytes: newer.bytes), lineIndex: newer)
        // A version built late on another thread never replaces the newer one.
        index.updateDocument(path: c, version: 2, tree: SyntaxTree.parse(bytes: older.bytes), lineIndex: older)
        index.waitForUpdates()
        try workspace.write("c.design.jsonc", edited)  // the fresh scan reads the same text from disk
        try assertIndexEqualsFreshScan(index, workspace)
        XCTAssertEqual(index.indexedTokenUses(ofSpecAt: c, name: "ink", kind: .color)?.places.count, 2)
    }

    func testReferencesAndRenameFromTheIndexEqualThoseOfTheFolder() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let index = indexed(workspace)
        let folder = SpecFolder(root: workspace.root)
        let a = workspace.path("a.design.jsonc")
        let analysis = try XCTUnwrap(folder.analysis(ofSpecAt: a))
        let offset = try XCTUnwrap(workspace["a.design.jsonc"].offset("1"))
        let fromIndex = WorkspaceNavigation(analysis: analysis, at: a, in: index)
        let fromDisk = WorkspaceNavigation(analysis: analysis, at: a, in: folder)

        for includeDeclaration in [true, false] {
            let expected = fromDisk.references(at: offset, includeDeclaration: includeDeclaration).map { "\($0.path) \($0.range)" }
            XCTAssertEqual(
                fromIndex.references(at: offset, includeDeclaration: includeDeclaration).map { "\($0.path) \($0.range)" }, expected)
            // tokens' declaration; a's alias, background and text; b, e (analysed: its missing import) and g.
            XCTAssertEqual(expected.count, includeDeclaration ? 7 : 6, "\(expected)")
        }
        // Answered from the index: no text at hand, the place says where.
        XCTAssertTrue(fromIndex.references(at: offset, includeDeclaration: true).contains { $0.place != nil })

        switch (fromIndex.rename(at: offset, to: "deepInk"), fromDisk.rename(at: offset, to: "deepInk")) {
        case (.success(let indexed), .success(let read)):
            XCTAssertEqual(indexed.map(describe), read.map(describe))
            // The index's edits say where they are without the text: the same positions as the ranges'.
            for edit in indexed {
                guard let places = edit.places else { continue }
                let lineIndex = LineIndex(try String(contentsOfFile: edit.path, encoding: .utf8))
                for (place, replacement) in zip(places, edit.replacements) {
                    for encoding in PositionEncoding.allCases {
                        XCTAssertEqual(
                            place.positions(encoding: encoding).start,
                            lineIndex.position(of: replacement.range.lowerBound, encoding: encoding))
                        XCTAssertEqual(
                            place.positions(encoding: encoding).end,
                            lineIndex.position(of: replacement.range.upperBound, encoding: encoding))
                    }
                }
            }
            XCTAssertTrue(indexed.contains { $0.places != nil })
            let files = ["tokens.design.jsonc", "a.design.jsonc", "features/b.design.jsonc", "e.design.jsonc", "g.design.jsonc"]
            XCTAssertEqual(Set(indexed.map(\.path)), Set(files.map(workspace.path)))
        default:
            XCTFail("both renames succeed")
        }
        switch (fromIndex.rename(at: offset, to: "cobalt"), fromDisk.rename(at: offset, to: "cobalt")) {
        case (.failure(let indexed), .failure(let read)):
            XCTAssertEqual(indexed, read)
            XCTAssertEqual(read.message, "features/b.design.jsonc: A color token named \"cobalt\" already exists.")
        default:
            XCTFail("both renames are refused")
        }
    }

    /// A file's edits as its path and the replacements (byte ranges and text).
    private func describe(_ edit: WorkspaceFileEdit) -> String {
        edit.path + " " + edit.replacements.map { "\($0.range)=\($0.newText)" }.joined(separator: ",")
    }
}
