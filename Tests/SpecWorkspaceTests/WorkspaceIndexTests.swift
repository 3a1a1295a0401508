import Foundation
import SpecAnalysis
import SpecModel
import SpecSyntax
import SpecTestSupport
import SpecWorkspace
import XCTest

/// The background index: what it finds, the import graph, summaries, updates and roots.
final class WorkspaceIndexTests: XCTestCase {
    private static let files = [
        "tokens.design.jsonc": """
        {
          "colors": { 1️⃣"brand": "systemBlue", 2️⃣"ink": "label" },
          "typography": { 3️⃣"heading": "title2" }
        }
        """,
        "features/a.design.jsonc": """
        { "imports": ["../tokens.design.jsonc"], "screens": [{ 1️⃣"id": "cart" }, { 2️⃣"title": "Café" }, {}] }
        """,
        "features/b.design.jsonc": ##"{ "imports": ["../c.design.jsonc", "../../outside.design.json", "notes.json"], "screens": [] }"##,
        "c.design.jsonc": ##"{ "imports": ["tokens.design.jsonc"] }"##,
        "loop/x.design.json": ##"{ "imports": ["y.design.json"] }"##,
        "loop/y.design.json": ##"{ "imports": ["x.design.json"] }"##,
        "notes.json": "{}",
        ".build/skipped.design.json": ##"{ "imports": ["../tokens.design.jsonc"] }"##
    ]

    private func indexed(_ workspace: MarkedWorkspace) -> WorkspaceIndex {
        let index = WorkspaceIndex()
        index.setRoots([workspace.root])
        index.waitUntilIndexed()
        return index
    }

    func testIndexesWhatTheFolderHoldsAndAnswersItsImportGraph() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let index = indexed(workspace)
        let folder = SpecFolder(root: workspace.root)
        XCTAssertEqual(index.specPaths(), folder.specPaths())
        XCTAssertEqual(index.progress, .init(discovered: 6, indexed: 6, isComplete: true))
        for path in folder.specPaths() {
            XCTAssertEqual(index.importers(of: path), folder.importers(of: path), path)
        }
        XCTAssertEqual(
            index.importers(of: workspace.path("tokens.design.jsonc")),
            ["c.design.jsonc", "features/a.design.jsonc", "features/b.design.jsonc"].map(workspace.path))
        XCTAssertEqual(index.importers(of: workspace.path("loop/x.design.json")), [workspace.path("loop/y.design.json")])
        XCTAssertEqual(index.summary(ofSpecAt: workspace.path("features/b.design.jsonc"))?.imports, [workspace.path("c.design.jsonc")])
    }

    func testSummariesPlaceTokensAndScreensInEveryEncoding() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let index = indexed(workspace)
        let tokens = try XCTUnwrap(index.summary(ofSpecAt: workspace.path("tokens.design.jsonc")))
        XCTAssertEqual(tokens.symbols.map(\.name), ["brand", "ink", "heading"])
        XCTAssertEqual(tokens.symbols.map(\.kind), [.colorToken, .colorToken, .typeToken])
        XCTAssertEqual(tokens.symbols.map(\.container), ["colors", "colors", "typography"])
        let lineIndex = LineIndex(workspace["tokens.design.jsonc"].text)
        for (symbol, marker) in zip(tokens.symbols, ["1", "2", "3"]) {
            let offset = try XCTUnwrap(workspace["tokens.design.jsonc"].offset(marker))
            XCTAssertEqual(symbol.place.positions(encoding: .utf16).start, lineIndex.position(of: offset, encoding: .utf16), symbol.name)
            XCTAssertEqual(
                symbol.place.positions(encoding: .utf16).end, lineIndex.position(of: offset + symbol.name.utf8.count + 2, encoding: .utf16))
        }
        let feature = try XCTUnwrap(index.summary(ofSpecAt: workspace.path("features/a.design.jsonc")))
        XCTAssertEqual(feature.symbols.map(\.name), ["cart", "Café", "screen 3"])
        XCTAssertEqual(feature.symbols.map(\.kind), [.screen, .screen, .screen])
        let text = workspace["features/a.design.jsonc"]
        let cafe = try XCTUnwrap(text.offset("2"))
        let featureLines = LineIndex(text.text)
        for encoding in PositionEncoding.allCases {
            // The value after "title" ends after a two-byte "é": the columns differ per encoding.
            let end = featureLines.position(of: cafe + #""title": "Café""#.utf8.count, encoding: encoding)
            XCTAssertEqual(feature.symbols[1].place.positions(encoding: encoding).end, end, encoding.rawValue)
        }
    }

    func testAnalysesResolveImportsThroughTheFilesGiven() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let index = indexed(workspace)
        let analysis = try XCTUnwrap(index.analysis(ofSpecAt: workspace.path("features/b.design.jsonc")))
        XCTAssertNotNil(analysis.spec.importedToken(named: "brand", kind: .color))
        XCTAssertNil(index.analysis(ofSpecAt: workspace.path("gone.design.json")))
    }

    func testAnalysesReadOnlyOpenDocumentsAndImportsThroughTheFiles() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let files = RecordingFiles()
        let index = WorkspaceIndex(files: files)
        index.setRoots([workspace.root])
        index.waitUntilIndexed()
        let a = workspace.path("features/a.design.jsonc")
        XCTAssertNotNil(index.analysis(ofSpecAt: a)?.spec.importedToken(named: "brand", kind: .color))
        XCTAssertEqual(files.lookedUp, [workspace.path("tokens.design.jsonc")], "a spec that is not open is read from disk, uncached")
        index.openDocument(path: a)
        XCTAssertNotNil(index.analysis(ofSpecAt: a))
        XCTAssertEqual(
            Array(files.lookedUp.dropFirst()), [a, workspace.path("tokens.design.jsonc")],
            "an open document is read through the files given")
    }

    func testUpdatesFollowChangesCreationsAndDeletionsOnDisk() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let index = indexed(workspace)
        let tokens = workspace.path("tokens.design.jsonc")
        try workspace.write("c.design.jsonc", "{}")
        try FileManager.default.createDirectory(atPath: workspace.path("new"), withIntermediateDirectories: true)
        try workspace.write("new/d.design.json", ##"{ "imports": ["../features/a.design.jsonc"] }"##)
        try FileManager.default.removeItem(atPath: workspace.path("loop"))
        try workspace.write(".build/skipped.design.json", "{}")
        index.update(paths: [
            workspace.path("c.design.jsonc"), workspace.path("new/d.design.json"), workspace.path("loop"),
            workspace.path(".build/skipped.design.json")
        ])
        index.waitUntilIndexed()
        XCTAssertEqual(index.importers(of: tokens), ["features/a.design.jsonc", "new/d.design.json"].map(workspace.path))
        XCTAssertFalse(index.specPaths().contains(workspace.path("loop/x.design.json")))
        XCTAssertEqual(index.specPaths(), SpecFolder(root: workspace.root).specPaths())
        try FileManager.default.removeItem(atPath: workspace.path("features/a.design.jsonc"))
        index.update(paths: [workspace.path("features/a.design.jsonc")])
        index.waitUntilIndexed()
        XCTAssertEqual(index.importers(of: tokens), [])
    }

    func testAnOpenDocumentsTextStandsInFrontOfDiskUntilClosed() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let index = indexed(workspace)
        let tokens = workspace.path("tokens.design.jsonc")
        let x = workspace.path("loop/x.design.json")
        let edited = LineIndex(##"{ "imports": ["y.design.json", "../tokens.design.jsonc"] }"##)
        index.updateDocument(path: x, tree: SyntaxTree.parse(bytes: edited.bytes), lineIndex: edited)  // not open: ignored
        index.waitUntilIndexed()
        XCTAssertEqual(index.importers(of: tokens).count, 3)
        index.openDocument(path: x)
        index.updateDocument(path: x, tree: SyntaxTree.parse(bytes: edited.bytes), lineIndex: edited)
        index.update(paths: [x])  // a save of the old text on disk does not replace the open text
        index.waitUntilIndexed()
        XCTAssertEqual(
            index.importers(of: tokens),
            ["c.design.jsonc", "features/a.design.jsonc", "features/b.design.jsonc", "loop/x.design.json", "loop/y.design.json"].map(
                workspace.path))
        index.closeDocument(path: x)
        index.waitUntilIndexed()
        XCTAssertEqual(
            index.importers(of: tokens), ["c.design.jsonc", "features/a.design.jsonc", "features/b.design.jsonc"].map(workspace.path))
    }

    func testRootsAddedAndRemoved() throws {
        let first = try MarkedWorkspace(Self.files)
        let second = try MarkedWorkspace(["only.design.json": ##"{ "colors": { "accent": "systemPink" } }"##])
        let index = indexed(first)
        index.setRoots([first.root, second.root])
        index.waitUntilIndexed()
        XCTAssertEqual(index.specPaths().count, 7)
        XCTAssertEqual(index.roots, [first.root, second.root])
        index.setRoots([second.root])
        index.waitUntilIndexed()
        XCTAssertEqual(index.specPaths(), [second.path("only.design.json")])
        XCTAssertEqual(index.root(forSpecAt: second.path("only.design.json")), second.root)
        XCTAssertEqual(index.root(forSpecAt: first.path("c.design.jsonc")), first.root)  // outside every root: its own folder
    }

    func testQuestionsAreAnsweredWhileAScanIsUnderWay() throws {
        var files: [String: String] = ["tokens.design.json": ##"{ "colors": { "brand": "systemBlue" } }"##]
        for number in 0..<249 {
            files["features/f\(number).design.json"] = ##"{ "imports": ["../tokens.design.json"], "screens": [] }"##
        }
        let workspace = try MarkedWorkspace(files)
        let reported = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        let first = Once()
        let index = WorkspaceIndex()
        index.observeProgress { progress in
            guard !progress.isComplete, first.claim() else { return }
            reported.signal()
            resume.wait()  // holds the scan here, after its first progress report
        }
        index.setRoots([workspace.root])
        reported.wait()
        XCTAssertEqual(index.progress, .init(discovered: 250, indexed: WorkspaceIndex.progressInterval, isComplete: false))
        XCTAssertEqual(index.summaries().count, WorkspaceIndex.progressInterval)
        XCTAssertEqual(index.specPaths().count, 250, "the folders are listed while the scan runs")
        XCTAssertEqual(
            index.importers(of: workspace.path("tokens.design.json")).count, WorkspaceIndex.progressInterval,
            "what is indexed so far (feature specs sort first)")
        XCTAssertNotNil(index.analysis(ofSpecAt: workspace.path("features/f200.design.json")))
        resume.signal()
        index.waitUntilIndexed()
        XCTAssertEqual(index.progress, .init(discovered: 250, indexed: 250, isComplete: true))
        XCTAssertEqual(index.importers(of: workspace.path("tokens.design.json")).count, 249)
    }
}

/// True for the first caller of `claim` only (thread-safe).
private final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }
}

/// Disk, recording every path looked up.
private final class RecordingFiles: SpecFileProvider, @unchecked Sendable {
    private let disk = DiskSpecFiles()
    private let lock = NSLock()
    private var paths: [String] = []

    var lookedUp: [String] {
        lock.lock()
        defer { lock.unlock() }
        return paths
    }

    func lookUp(_ path: String, displayPath: String, root: String) -> SpecFileLookup {
        lock.lock()
        paths.append(path)
        lock.unlock()
        return disk.lookUp(path, displayPath: displayPath, root: root)
    }
}
