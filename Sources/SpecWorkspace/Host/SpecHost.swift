import Foundation
import SpecAnalysis
import SpecFoundation
import SpecModel
import SpecSyntax

/// The one home of a workspace's changing state (after rust-analyzer's `AnalysisHost`): the open
/// documents' texts and versions in front of disk, the import graph and the workspace index.
///
/// Every change is one `apply(_:)`, made by one owner in order (the language server's queue, or
/// `check` before it starts), and bumps `revision`. `snapshot()` is an immutable view of one
/// revision: the files every analysis reads its imports through, the importers a change asks to
/// re-check, and the cancellation a request answers `Cancelled` by once the text it read has moved.
/// Nothing here knows LSP; the server converts its messages into `SpecChange`s.
///
/// **Invariants:** an open document's text exists once, here, one `HostDocument` per version (the
/// server's analyses and every importer's lookup share it; an importer reuses the tree the
/// document's own analysis made instead of parsing the text again). The index is handed a version
/// only by an explicit `index(_:tree:)` — never as a side effect of building an analysis — and at
/// most once per version. `apply` does no parsing, indexing or rule work: it is cheap enough for
/// every keystroke.
public final class SpecHost: Sendable {
    /// The open documents and the revision; also the files the index and resolvers read.
    private let store: HostStore
    /// Where each spec's imports lead, kept from one revision to the next.
    public let importGraph: ImportGraph
    /// Every spec of the workspace folders, summarised in the background.
    public let index: WorkspaceIndex

    /// A host with no open documents, reading everything else from disk.
    public init() {
        let store = HostStore()
        let graph = ImportGraph()
        self.store = store
        importGraph = graph
        index = WorkspaceIndex(files: store, importGraph: graph)
    }

    /// The current revision: how many changes were applied.
    public var revision: Int {
        store.state.withLock { $0.revision }
    }

    /// What is on disk (parsed once per modification), behind the open documents.
    public var disk: DiskSpecFiles { store.disk }

    /// Applies `change` and returns the document it leaves at its path (nil after a close or a change
    /// on disk). Cancels what was computed from the text it replaces. `indexed` (for
    /// `filesChangedOnDisk`) is called on a background queue once the index has read the files again.
    @discardableResult
    public func apply(_ change: SpecChange, indexed: (@Sendable () -> Void)? = nil) -> HostDocument? {
        switch change {
        case .open(let path, let version, let lineIndex, let isSpec):
            let document = store.replace(path: path) { _, revision in
                HostDocument(path: path, version: version, lineIndex: lineIndex, isSpec: isSpec, revision: revision)
            }
            if isSpec { index.openDocument(path: path) }
            return document
        case .edit(let path, let version, let lineIndex):
            return store.replace(path: path) { current, revision in
                guard let current else { return nil }
                return HostDocument(path: path, version: version, lineIndex: lineIndex, isSpec: current.isSpec, revision: revision)
            }
        case .close(let path):
            let closed = store.state.withLock { $0.documents[path] }
            store.replace(path: path) { _, _ in nil }
            store.disk.forget(path)
            if closed?.isSpec == true { index.closeDocument(path: path) }
            return nil
        case .filesChangedOnDisk(let paths):
            for path in paths { store.disk.forget(path) }
            store.advance()
            index.update(paths: paths, applied: indexed)
            return nil
        }
    }

    /// An immutable view of the current revision.
    public func snapshot() -> SpecHostSnapshot {
        store.state.withLock { state in
            SpecHostSnapshot(
                revision: state.revision, documents: state.documents, moved: state.moved, anythingMoved: state.anythingMoved,
                disk: store.disk)
        }
    }

    /// The open document at `path` in the current revision.
    public func document(at path: String) -> HostDocument? {
        store.state.withLock { $0.documents[path] }
    }

    /// Hands the index `document`'s text parsed as `tree` (a version the rule run or a request that
    /// reads the index has analysed): once per version, and never a version older than one given.
    /// The summary is made on the index's own queue.
    public func index(_ document: HostDocument, tree: SyntaxTree) {
        guard document.isSpec, document.markIndexed() else { return }
        index.updateDocument(path: document.path, version: document.version, tree: tree, lineIndex: document.lineIndex)
    }
}

/// One change to the workspace, in the host's terms (paths and bytes; the server converts LSP).
public enum SpecChange: Sendable {
    /// A document was opened at `path` with `version` of the text of `lineIndex`; `isSpec` when it is
    /// a design spec, whose text other specs' imports and the index then read instead of disk.
    case open(path: String, version: Int, lineIndex: LineIndex, isSpec: Bool)
    /// The open document at `path` now has `version` with the text of `lineIndex`.
    case edit(path: String, version: Int, lineIndex: LineIndex)
    /// The document at `path` was closed: disk answers for it again.
    case close(path: String)
    /// Files or folders changed on disk: what was read of them is forgotten, the index reads them again.
    case filesChangedOnDisk([String])
}

/// One version of an open document, as the host holds it; immutable but for the tree its own
/// analysis offers and whether the index has it.
public final class HostDocument: Sendable {
    /// The path (absolute for files; the URI for documents that are not files).
    public let path: String
    /// The editor's version.
    public let version: Int
    /// The text and its line index.
    public let lineIndex: LineIndex
    /// Whether it is a design spec (read by importers and the index instead of disk).
    public let isSpec: Bool
    /// The host revision that made this version.
    public let revision: Int
    /// What was derived from this version: its syntax tree (once an analysis made one), the
    /// `SpecSourceFile` importers read, and whether the index has it.
    private let derived = Locked(Derived())

    private struct Derived {
        var tree: SyntaxTree?
        var sourceFile: SpecSourceFile?
        var isIndexed = false
    }

    init(path: String, version: Int, lineIndex: LineIndex, isSpec: Bool, revision: Int) {
        self.path = path
        self.version = version
        self.lineIndex = lineIndex
        self.isSpec = isSpec
        self.revision = revision
    }

    /// Offers the tree an analysis of this version's text made, so importers read the spec without
    /// parsing it again (the first tree offered is kept; one of another length is ignored).
    public func offerTree(_ tree: SyntaxTree) {
        guard tree.bytes.count == lineIndex.bytes.count else { return }
        derived.withLock { derived in
            if derived.tree == nil { derived.tree = tree }
        }
    }

    /// This version as a file another spec imports, named `displayPath`: made once, from the tree
    /// its own analysis offered when there is one, else parsed once here.
    func sourceFile(displayPath: String) -> SpecSourceFile {
        let (known, tree) = derived.withLock { ($0.sourceFile, $0.tree) }
        if let known, known.displayPath == displayPath { return known }
        let file =
            tree.map { SpecSourceFile(path: path, displayPath: displayPath, lineIndex: lineIndex, tree: $0) }
            ?? SpecSourceFile(path: path, displayPath: displayPath, lineIndex: lineIndex)
        derived.withLock { $0.sourceFile = file }
        return file
    }

    /// Marks this version indexed; false when it was already.
    fileprivate func markIndexed() -> Bool {
        derived.withLock { derived in
            defer { derived.isIndexed = true }
            return !derived.isIndexed
        }
    }
}

/// The host's mutable state behind one lock, and the provider of files at the current revision.
private final class HostStore: SpecFileProvider, Sendable {
    let disk = DiskSpecFiles()
    let state = Locked(State())

    struct State {
        var revision = 0
        var documents: [String: HostDocument] = [:]
        /// Cancelled once the document at a path moves on from the text it had.
        var moved: [String: CancellationToken] = [:]
        /// Cancelled by any change.
        var anythingMoved = CancellationToken()
    }

    /// Bumps the revision, sets the document at `path` to what `make` returns for the current one
    /// and the new revision, and cancels what the old text's readers hold.
    @discardableResult
    func replace(path: String, _ make: (HostDocument?, Int) -> HostDocument?) -> HostDocument? {
        state.withLock { state in
            state.revision += 1
            let document = make(state.documents[path], state.revision)
            state.documents[path] = document
            state.moved[path]?.cancel()
            state.moved[path] = document == nil ? nil : CancellationToken()
            state.anythingMoved.cancel()
            state.anythingMoved = CancellationToken()
            return document
        }
    }

    /// Bumps the revision for a change outside the open documents.
    func advance() {
        state.withLock { state in
            state.revision += 1
            state.anythingMoved.cancel()
            state.anythingMoved = CancellationToken()
        }
    }

    func lookUp(_ path: String, displayPath: String, root: String) -> SpecFileLookup {
        let open = state.withLock { $0.documents[path] }
        guard let open, open.isSpec else { return disk.lookUp(path, displayPath: displayPath, root: root) }
        return .file(open.sourceFile(displayPath: displayPath))
    }
}

/// An immutable view of one host revision: the open documents in front of disk (the files imports
/// resolve through), who imports a changed spec, and whether the text a computation read has moved.
public struct SpecHostSnapshot: SpecFileProvider {
    /// The revision this view shows.
    public let revision: Int
    /// The open documents by path.
    public let documents: [String: HostDocument]
    /// Cancelled when the document at a path moves on.
    private let moved: [String: CancellationToken]
    /// Cancelled by any later change.
    private let anythingMoved: CancellationToken
    /// Disk behind the open documents.
    private let disk: DiskSpecFiles

    fileprivate init(
        revision: Int, documents: [String: HostDocument], moved: [String: CancellationToken], anythingMoved: CancellationToken,
        disk: DiskSpecFiles
    ) {
        self.revision = revision
        self.documents = documents
        self.moved = moved
        self.anythingMoved = anythingMoved
        self.disk = disk
    }

    public func lookUp(_ path: String, displayPath: String, root: String) -> SpecFileLookup {
        guard let open = documents[path], open.isSpec else { return disk.lookUp(path, displayPath: displayPath, root: root) }
        return .file(open.sourceFile(displayPath: displayPath))
    }

    /// What a computation from the document at `path` needs: cancelled once that document's text
    /// moves on (or it closes); with `path` nil (a question about the whole workspace), by any change.
    public func cancellation(readingDocumentAt path: String?) -> CancellationToken {
        guard let path else { return anythingMoved }
        // A path that is not open has no text of its own here to move: the workspace is what it reads.
        return moved[path] ?? anythingMoved
    }

    /// Runs `work` for a computation that reads the document at `path` (nil: the whole workspace) and
    /// returns its result, or `Cancelled` when the text it needs moved before it began or while it ran.
    public func cancellable<Value>(readingDocumentAt path: String?, _ work: () -> Value) -> Cancellable<Value> {
        let token = cancellation(readingDocumentAt: path)
        guard !token.isCancelled else { return .failure(Cancelled()) }
        let value = work()
        return token.isCancelled ? .failure(Cancelled()) : .success(value)
    }

    /// The open specs other than `changed` that import one of `changed` (directly or not), sorted, as
    /// `index` knows from its summaries or `importsOf` (an open spec's imports as its last analysis
    /// resolved them) says.
    public func openSpecs(
        importing changed: Set<String>, index: WorkspaceIndex, importsOf: (String) -> [String]
    ) -> [String] {
        let others = documents.values.filter { $0.isSpec && !changed.contains($0.path) }.map(\.path)
        // Typing in the only open spec (the common case) asks the index nothing.
        guard !changed.isEmpty, !others.isEmpty else { return [] }
        let importers = Set(changed.flatMap { index.importers(of: $0) })
        return others.filter { path in
            importers.contains(path) || importsOf(path).contains { changed.contains($0) }
        }.sorted()
    }
}

/// A computation stopped because the revision it read moved on (rust-analyzer's `Cancelled`): its
/// result would describe text the editor no longer has.
public struct Cancelled: Error, Sendable, Hashable {
    /// The one value.
    public init() {}
}

/// A result, or `Cancelled` when the text it was computed from moved on meanwhile.
public typealias Cancellable<Value> = Result<Value, Cancelled>
