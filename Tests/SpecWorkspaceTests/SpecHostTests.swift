import Foundation
import SpecFoundation
import SpecModel
import SpecSyntax
import SpecTestSupport
import SpecWorkspace
import XCTest

/// The host (issue 29): every change is one `apply` that bumps the revision; a snapshot is an
/// immutable view of one revision; computations over a moved text are `Cancelled`; importers read an
/// open spec's text, sharing the tree its own analysis made; the index is handed a version only
/// when asked, once; and a change names the open specs that import it.
final class SpecHostTests: XCTestCase {
    private static let tokens = ##"{ "colors": { "brand": "#0055FF" } }"##
    private static let app = ##"{ "imports": ["tokens.design.jsonc"], "screens": [] }"##

    private func lines(_ text: String) -> LineIndex {
        LineIndex(bytes: Array(text.utf8))
    }

    private func colorNames(_ lookup: SpecFileLookup) -> [String] {
        guard case .file(let file) = lookup else { return [] }
        return file.spec.colorTokens.map(\.name)
    }

    func testEveryChangeBumpsTheRevisionAndASnapshotKeepsItsOwn() {
        let host = SpecHost()
        XCTAssertEqual(host.revision, 0)
        host.apply(.open(path: "/w/a.design.json", version: 1, lineIndex: lines("{}"), isSpec: true))
        let first = host.snapshot()
        host.apply(.edit(path: "/w/a.design.json", version: 2, lineIndex: lines(#"{ "screens": [] }"#)))
        host.apply(.filesChangedOnDisk(["/w/b.design.json"]))
        let second = host.snapshot()
        host.apply(.close(path: "/w/a.design.json"))

        XCTAssertEqual([first.revision, second.revision, host.revision], [1, 3, 4])
        XCTAssertEqual(first.documents["/w/a.design.json"]?.version, 1)
        XCTAssertEqual(first.documents["/w/a.design.json"]?.lineIndex.bytes, Array("{}".utf8))
        XCTAssertEqual(second.documents["/w/a.design.json"]?.version, 2)
        XCTAssertEqual(second.documents["/w/a.design.json"]?.revision, 2)
        XCTAssertNil(host.document(at: "/w/a.design.json"))
        XCTAssertNil(host.snapshot().documents["/w/a.design.json"])
    }

    func testAnEditOrCloseOfADocumentThatIsNotOpenOpensNothing() {
        let host = SpecHost()
        XCTAssertNil(host.apply(.edit(path: "/w/ghost.design.json", version: 7, lineIndex: lines("{}"))))
        host.apply(.close(path: "/w/ghost.design.json"))
        XCTAssertNil(host.document(at: "/w/ghost.design.json"))
        XCTAssertTrue(host.snapshot().documents.isEmpty)
    }

    func testAnOpenSpecIsReadInFrontOfDiskUntilItCloses() throws {
        let workspace = try MarkedWorkspace(["tokens.design.jsonc": Self.tokens])
        let path = workspace.path("tokens.design.jsonc")
        let host = SpecHost()
        host.apply(.open(path: path, version: 1, lineIndex: lines(#"{ "colors": { "ink": "label" } }"#), isSpec: true))
        let whileOpen = host.snapshot()
        XCTAssertEqual(colorNames(whileOpen.lookUp(path, displayPath: "tokens.design.jsonc", root: workspace.root)), ["ink"])

        host.apply(.close(path: path))
        XCTAssertEqual(colorNames(host.snapshot().lookUp(path, displayPath: "tokens.design.jsonc", root: workspace.root)), ["brand"])
        // The snapshot taken while it was open still reads the text of its revision.
        XCTAssertEqual(colorNames(whileOpen.lookUp(path, displayPath: "tokens.design.jsonc", root: workspace.root)), ["ink"])
    }

    func testADocumentThatIsNotASpecIsNeverReadByImporters() throws {
        let workspace = try MarkedWorkspace(["tokens.design.jsonc": Self.tokens])
        let path = workspace.path("tokens.design.jsonc")
        let host = SpecHost()
        host.apply(.open(path: path, version: 1, lineIndex: lines(#"{ "colors": { "ink": "label" } }"#), isSpec: false))
        XCTAssertEqual(colorNames(host.snapshot().lookUp(path, displayPath: "tokens.design.jsonc", root: workspace.root)), ["brand"])
    }

    func testAnImporterReadsTheTreeTheDocumentsOwnAnalysisMade() throws {
        let workspace = try MarkedWorkspace(["tokens.design.jsonc": Self.tokens])
        let path = workspace.path("tokens.design.jsonc")
        let host = SpecHost()
        let text = lines(#"{ "colors": { "ink": "label" } }"#)
        let document = try XCTUnwrap(host.apply(.open(path: path, version: 1, lineIndex: text, isSpec: true)))
        let tree = SyntaxTree.parse(bytes: text.bytes)
        document.offerTree(tree)
        guard case .file(let file) = host.snapshot().lookUp(path, displayPath: "tokens.design.jsonc", root: workspace.root) else {
            return XCTFail("the open spec was not read")
        }
        XCTAssertTrue(file.spec.tree === tree, "the importer parsed the open spec a second time")
        // Made once per version: a second importer gets the same file.
        guard case .file(let again) = host.snapshot().lookUp(path, displayPath: "tokens.design.jsonc", root: workspace.root) else {
            return XCTFail("the open spec was not read")
        }
        XCTAssertTrue(again === file)
        // A tree of other text is not taken for this version's.
        let next = try XCTUnwrap(host.apply(.edit(path: path, version: 2, lineIndex: lines(#"{ "colors": { "inkier": "label" } }"#))))
        next.offerTree(tree)
        XCTAssertEqual(colorNames(host.snapshot().lookUp(path, displayPath: "tokens.design.jsonc", root: workspace.root)), ["inkier"])
    }

    func testAComputationOverAMovedTextIsCancelledAndOthersAreNot() {
        let host = SpecHost()
        host.apply(.open(path: "/w/a.design.json", version: 1, lineIndex: lines("{}"), isSpec: true))
        host.apply(.open(path: "/w/b.design.json", version: 1, lineIndex: lines("{}"), isSpec: true))
        let snapshot = host.snapshot()

        let finished = snapshot.cancellable(readingDocumentAt: "/w/a.design.json") { 42 }
        XCTAssertEqual(try? finished.get(), 42)

        // `a` moves on while a computation over it runs: its result is not given.
        let overtaken = snapshot.cancellable(readingDocumentAt: "/w/a.design.json") { () -> Int in
            host.apply(.edit(path: "/w/a.design.json", version: 2, lineIndex: lines("[]")))
            return 42
        }
        XCTAssertEqual(overtaken, .failure(Cancelled()))
        // Nor is any later one begun over the old text.
        XCTAssertEqual(snapshot.cancellable(readingDocumentAt: "/w/a.design.json") { 1 }, .failure(Cancelled()))
        // `b` did not move; a question about the whole workspace did.
        XCTAssertEqual(snapshot.cancellable(readingDocumentAt: "/w/b.design.json") { 1 }, .success(1))
        XCTAssertEqual(snapshot.cancellable(readingDocumentAt: nil) { 1 }, .failure(Cancelled()))
        // The new revision's snapshot answers.
        XCTAssertEqual(host.snapshot().cancellable(readingDocumentAt: "/w/a.design.json") { 1 }, .success(1))

        // Closing is a move too.
        let beforeClose = host.snapshot()
        host.apply(.close(path: "/w/b.design.json"))
        XCTAssertEqual(beforeClose.cancellable(readingDocumentAt: "/w/b.design.json") { 1 }, .failure(Cancelled()))
    }

    func testTheIndexIsHandedAVersionOnlyWhenAskedAndOnce() throws {
        let workspace = try MarkedWorkspace(["tokens.design.jsonc": Self.tokens])
        let path = workspace.path("tokens.design.jsonc")
        let host = SpecHost()
        host.index.setRoots([workspace.root])
        host.index.waitUntilIndexed()
        let text = lines(#"{ "colors": { "ink": "label" } }"#)
        let document = try XCTUnwrap(host.apply(.open(path: path, version: 1, lineIndex: text, isSpec: true)))

        WorkLog.startRecording()
        defer { WorkLog.stopRecording() }
        // Reading the open spec (as an importer's analysis does) tells the index nothing.
        _ = host.snapshot().lookUp(path, displayPath: "tokens.design.jsonc", root: workspace.root)
        host.index.waitForUpdates()
        XCTAssertEqual(host.index.summary(ofSpecAt: path)?.symbols.map(\.name), ["brand"])

        let tree = SyntaxTree.parse(bytes: text.bytes)
        host.index(document, tree: tree)
        host.index(document, tree: tree)
        host.index.waitForUpdates()
        XCTAssertEqual(host.index.summary(ofSpecAt: path)?.symbols.map(\.name), ["ink"])
        XCTAssertEqual(WorkLog.counted(for: path)[.indexSummary], 1)
    }

    func testAChangeNamesTheOpenSpecsThatImportIt() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": Self.tokens,
            "app.design.jsonc": Self.app,
            "lone.design.jsonc": "{}",
            "late.design.jsonc": "{}"
        ])
        let host = SpecHost()
        host.index.setRoots([workspace.root])
        host.index.waitUntilIndexed()
        for name in ["tokens", "app", "lone", "late"] {
            let path = workspace.path("\(name).design.jsonc")
            host.apply(.open(path: path, version: 1, lineIndex: lines("{}"), isSpec: true))
        }
        let tokens = workspace.path("tokens.design.jsonc")
        let late = workspace.path("late.design.jsonc")
        // `app` imports tokens as the index knows; `late` does as its own last analysis resolved it.
        let importers = host.snapshot().openSpecs(importing: [tokens], index: host.index) { $0 == late ? [tokens] : [] }
        XCTAssertEqual(importers, [workspace.path("app.design.jsonc"), late])
        // The changed spec itself is never re-checked for its own change, and a spec nobody imports names none.
        XCTAssertEqual(
            host.snapshot().openSpecs(importing: [workspace.path("lone.design.jsonc")], index: host.index) { _ in [String]() }, [])
        XCTAssertEqual(host.snapshot().openSpecs(importing: [], index: host.index) { _ in [tokens] }, [])
    }
}
