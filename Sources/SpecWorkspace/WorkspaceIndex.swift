import Dispatch
import Foundation
import SpecAnalysis
import SpecFoundation
import SpecModel
import SpecSyntax

/// Every spec below one or more workspace roots, indexed in the background: a `SpecSummary` per
/// spec (its direct imports and the tokens and screens it declares), from which it answers who
/// imports whom, which specs exist and the workspace's symbols without reading a file.
///
/// Nothing waits for indexing: questions are answered from what is indexed so far (`specPaths` lists
/// the folders meanwhile), and `progress` says whether it is complete. Analyses read through `files` (an editor's open documents in front
/// of disk); summaries are read from disk, or from an open document's text when told so.
///
/// It is the `WorkspaceSpecs` of analyses under default settings; `specs(settings:)` answers the
/// same questions with analyses under other settings.
///
/// Threading: `scans` (serial, utility priority) scans roots; `updates` (serial) applies updates in
/// the order they were asked for, never behind a scan; `state` (`Locked`) is what every question
/// reads. A scan stores a spec's summary only if no update touched the spec since the scan read it.
/// The progress observer is called on `scans`.
public final class WorkspaceIndex: WorkspaceSpecs, Sendable {
    /// Where analyses read specs (and what they import) from.
    public let files: any SpecFileProvider
    /// Internal, not private: tests hold it to keep the index incomplete.
    let scans = DispatchQueue(label: "designspec.workspace.index.scans", qos: .utility)
    private let updates = DispatchQueue(label: "designspec.workspace.index.updates", qos: .utility)
    /// What the index knows, behind its lock.
    private let state = Locked(State())

    /// Everything `state`'s lock guards.
    private struct State {
        var roots: [String] = []
        var summaries: [String: SpecSummary] = [:]
        /// Specs open in an editor: summarised from the editor's text rather than disk.
        var openPaths: Set<String> = []
        /// The newest parsed text of an open document, waiting for `updates` to summarise it.
        var pendingDocuments: [String: (tree: SyntaxTree, lineIndex: LineIndex)] = [:]
        /// The editor's version of each open document's summary (or of the text waiting for it).
        var documentVersions: [String: Int] = [:]
        /// How many updates touched each spec (a scan's summary read before one is stale).
        var revisions: [String: Int] = [:]
        /// Root scans asked for and not finished.
        var pendingScans = 0
        /// Hears how scans advance.
        var observer: (@Sendable (IndexProgress) -> Void)?
        /// Specs found by the scans since indexing last started, and how many of them are summarised.
        var discovered = 0
        var scanned = 0
    }

    /// How far indexing is.
    public struct IndexProgress: Sendable, Hashable {
        /// Spec files found so far by the scans under way (or last finished).
        public let discovered: Int
        /// How many of them are summarised.
        public let indexed: Int
        /// True when no scan is under way: every spec below the roots is indexed.
        public let isComplete: Bool

        /// A progress report.
        public init(discovered: Int, indexed: Int, isComplete: Bool) {
            self.discovered = discovered
            self.indexed = indexed
            self.isComplete = isComplete
        }
    }

    /// Where analyses work out where imports lead (kept from one analysis to the next).
    public let importGraph: ImportGraph

    /// An index with no roots yet (see `setRoots`) whose analyses read through `files` and work out
    /// imports in `importGraph`.
    public init(files: any SpecFileProvider = DiskSpecFiles(), importGraph: ImportGraph = ImportGraph()) {
        self.files = files
        self.importGraph = importGraph
    }

    /// Calls `observer` as scans advance, on a background queue: every `progressInterval` specs
    /// during a scan, and when one ends (replacing any earlier observer).
    public func observeProgress(_ observer: @escaping @Sendable (IndexProgress) -> Void) {
        locked { $0.observer = observer }
    }

    // MARK: Questions (any thread, never waiting for indexing)

    /// The roots (absolute, standardized), in the order given.
    public var roots: [String] { locked { $0.roots } }

    /// How far indexing is.
    public var progress: IndexProgress {
        locked(Self.progress)
    }

    private static func progress(_ state: inout State) -> IndexProgress {
        IndexProgress(discovered: state.discovered, indexed: state.scanned, isComplete: state.pendingScans == 0)
    }

    /// Every spec below the roots, sorted: the indexed ones; while a scan runs, also those the roots
    /// hold on disk (listing folders is cheap — no file is read), so no spec is missing meanwhile.
    public func specPaths() -> [String] {
        let (indexed, roots, isComplete) = locked { ($0.summaries.keys, $0.roots, $0.pendingScans == 0) }
        guard !isComplete else { return indexed.sorted() }
        var paths = Set(indexed)
        for root in roots { paths.formUnion(SpecFolder.specFiles(under: root) ?? []) }
        return paths.sorted()
    }

    /// Every summary indexed so far, sorted by path.
    public func summaries() -> [SpecSummary] {
        locked { $0.summaries.values.sorted { $0.path < $1.path } }
    }

    /// The summary of the spec at `path`, when indexed.
    public func summary(ofSpecAt path: String) -> SpecSummary? {
        locked { $0.summaries[path] }
    }

    public func analysis(ofSpecAt path: String) -> DocumentAnalysis? {
        analysis(ofSpecAt: path, settings: AnalysisSettings())
    }

    /// The spec at `path` analysed under `settings` with its imports resolved in its root; nil when it
    /// cannot be read. An open document is read through `files` (the editor's text); any other spec
    /// straight from disk, so analysing every spec of the workspace leaves only the imported ones
    /// cached in `files`.
    public func analysis(ofSpecAt path: String, settings: AnalysisSettings) -> DocumentAnalysis? {
        let path = WorkspacePaths.absolute(path, relativeTo: "/")
        let folder = SpecFolder(root: root(forSpecAt: path), settings: settings, files: files, importGraph: importGraph)
        if locked({ $0.openPaths.contains(path) }) { return folder.analysis(ofSpecAt: path) }
        guard case .success(let contents) = SpecFileGate.read(path, root: folder.root) else { return nil }
        return folder.analysis(of: contents.bytes, at: path)
    }

    /// This index's specs, analysed under `settings`.
    public func specs(settings: AnalysisSettings) -> some WorkspaceSpecs {
        IndexedSpecs(index: self, settings: settings)
    }

    public func importers(of path: String) -> [String] {
        let target = WorkspacePaths.absolute(path, relativeTo: "/")
        let summaries = locked { $0.summaries }
        var importersOf: [String: [String]] = [:]
        for summary in summaries.values {
            for imported in summary.imports { importersOf[imported, default: []].append(summary.path) }
        }
        var found: Set<String> = []
        var frontier = [target]
        while let next = frontier.popLast() {
            for importer in importersOf[next] ?? [] where importer != target && found.insert(importer).inserted {
                frontier.append(importer)
            }
        }
        return found.sorted()
    }

    /// Which definition of the token `name` of `kind` the spec at `path` sees, and where it writes the
    /// name, from the summaries alone: its own declaration, else the first spec declaring the name in
    /// the order `SpecImports` gives imports precedence (depth first, in the order written, each spec
    /// once, never back through `path`, at most `ImportResolver.maximumDepth` deep). Nil when the
    /// summaries cannot tell: the spec or an import on the way is not indexed (not yet, or not a file
    /// the index reads), or imports an asset catalog or a tokens file.
    public func indexedTokenUses(ofSpecAt path: String, name: String, kind: TokenKind) -> IndexedTokenUses? {
        let summaries = locked { $0.summaries }
        // The paths the index hands out are standardized already; only other spellings pay for it (a file system lookup).
        let path = summaries[path] == nil ? WorkspacePaths.absolute(path, relativeTo: "/") : path
        guard let summary = summaries[path] else { return nil }
        let definition: String?
        if summary.declares(name, kind: kind) {
            definition = path
        } else {
            var reached: Set<String> = [path]
            var found: String?
            var known = true
            func visit(_ spec: String, depth: Int) {
                guard found == nil, known, reached.insert(spec).inserted else { return }
                guard let imported = summaries[spec], !imported.importsTokenSources else {
                    known = false
                    return
                }
                if imported.declares(name, kind: kind) {
                    found = spec
                    return
                }
                guard depth + 1 <= ImportResolver.maximumDepth else { return }
                for next in imported.imports { visit(next, depth: depth + 1) }
            }
            guard !summary.importsTokenSources else { return nil }
            for imported in summary.imports { visit(imported, depth: 1) }
            guard known else { return nil }
            definition = found
        }
        let places = definition == nil ? [] : summary.tokenUses.filter { $0.kind == kind && $0.name == name }
        return IndexedTokenUses(definitionPath: definition, places: places)
    }

    /// The root imports of the spec at `path` resolve in: the innermost root holding it, else the
    /// spec's own folder.
    public func root(forSpecAt path: String) -> String {
        Self.root(forSpecAt: path, roots: roots)
    }

    // MARK: Updates (any thread; applied on `updates`, in order)

    /// Makes `roots` (absolute paths) the workspace's roots: specs below roots that are gone are
    /// forgotten (unless another root holds them) and new roots are scanned in the background.
    public func setRoots(_ roots: [String]) {
        let wanted = roots.map { WorkspacePaths.absolute($0, relativeTo: "/") }.reduce(into: [String]()) { result, root in
            if !result.contains(root) { result.append(root) }
        }
        let added: [String] = locked { state in
            let added = wanted.filter { !state.roots.contains($0) }
            state.roots = wanted
            state.summaries = state.summaries.filter { path, _ in wanted.contains { WorkspacePaths.isInside(path, root: $0) } }
            if !added.isEmpty {
                if state.pendingScans == 0 { (state.discovered, state.scanned) = (0, 0) }
                state.pendingScans += added.count
            }
            return added
        }
        for root in added {
            scans.async { self.scan(root) }
        }
    }

    /// The files or folders at `paths` changed, appeared or disappeared on disk: each is read again
    /// (a folder: every spec below it), or forgotten when gone. Paths outside every root are ignored. Specs whose summary comes from an
    /// open document keep it until `closeDocument`. `applied` is called (on a background queue) once
    /// they and every update asked for before are applied.
    public func update(paths: [String], applied: (@Sendable () -> Void)? = nil) {
        updates.async {
            for path in paths.map({ WorkspacePaths.absolute($0, relativeTo: "/") }) { self.refresh(path) }
            applied?()
        }
    }

    /// The spec at `path` was opened in an editor: from now until `closeDocument`, its summary comes
    /// from the editor's text (`updateDocument`), never from disk.
    public func openDocument(path: String) {
        let path = WorkspacePaths.absolute(path, relativeTo: "/")
        guard DesignSpecFiles.isDesignSpec(path: path) else { return }
        locked { _ = $0.openPaths.insert(path) }
    }

    /// The open document at `path` now has the text of `lineIndex`, parsed as `tree` — the editor's
    /// `version` of it, when known: the spec is summarised from it (each call replaces the last, unless
    /// it brings an older version than one already given; only the newest is summarised, without
    /// parsing again). Ignored unless the document is open.
    public func updateDocument(path: String, version: Int? = nil, tree: SyntaxTree, lineIndex: LineIndex) {
        let path = WorkspacePaths.absolute(path, relativeTo: "/")
        let accepted = locked { state -> Bool in
            guard state.openPaths.contains(path) else { return false }
            if let version {
                // Snapshots are built on several threads: a version finished late never replaces a newer one.
                guard state.documentVersions[path].map({ $0 <= version }) ?? true else { return false }
                state.documentVersions[path] = version
            }
            state.pendingDocuments[path] = (tree, lineIndex)
            return true
        }
        guard accepted else { return }
        updates.async {
            guard let document = self.locked({ $0.pendingDocuments.removeValue(forKey: path) }) else { return }
            let roots = self.roots
            guard roots.contains(where: { WorkspacePaths.isInside(path, root: $0) }) else { return }
            WorkLog.record(.indexSummary, path: path)
            let summary = SpecSummary(
                path: path, root: Self.root(forSpecAt: path, roots: roots), tree: document.tree, lineIndex: document.lineIndex)
            self.locked { state in
                guard state.openPaths.contains(path) else { return }
                state.summaries[path] = summary
                state.revisions[path, default: 0] += 1
            }
        }
    }

    /// The open document at `path` was closed: its summary is read from disk again.
    public func closeDocument(path: String) {
        let path = WorkspacePaths.absolute(path, relativeTo: "/")
        locked { state in
            state.openPaths.remove(path)
            state.pendingDocuments[path] = nil
            state.documentVersions[path] = nil
        }
        updates.async { self.refresh(path) }
    }

    /// Blocks until every scan and update asked for so far is applied. For tools, tests, and the one
    /// request that must not miss a spec: rename.
    public func waitUntilIndexed() {
        scans.sync {}
        updates.sync {}
    }

    /// Blocks until the updates asked for so far are applied (never waiting for a scan), so an answer
    /// reflects every change the caller has reported.
    public func waitForUpdates() {
        updates.sync {}
    }

    // MARK: Work (on `scans` and `updates`)

    private func scan(_ root: String) {
        let paths = locked { $0.roots.contains(root) } ? SpecFolder.specFiles(under: root) ?? [] : []
        locked { $0.discovered += paths.count }
        for (position, path) in paths.enumerated() {
            let (roots, isOpen, revision) = locked { ($0.roots, $0.openPaths.contains(path), $0.revisions[path] ?? 0) }
            guard roots.contains(root) else { break }  // the root was removed meanwhile
            if !isOpen, let summary = Self.summarize(path, roots: roots) {
                locked { state in
                    if !state.openPaths.contains(path), state.revisions[path] ?? 0 == revision { state.summaries[path] = summary }
                }
            }
            locked { $0.scanned += 1 }
            if position % Self.progressInterval == Self.progressInterval - 1 { report() }
        }
        locked { $0.pendingScans -= 1 }
        report()
    }

    /// How many specs a scan summarises between two progress reports.
    public static let progressInterval = 100

    private func report() {
        let (observer, progress) = locked { ($0.observer, Self.progress(&$0)) }
        observer?(progress)
    }

    private func refresh(_ path: String) {
        let (roots, isOpen) = locked { ($0.roots, $0.openPaths.contains(path)) }
        // A path outside every root (`/` itself, say) is none of the index's business: it is never walked.
        guard !isOpen, roots.contains(where: { WorkspacePaths.isInside(path, root: $0) }) else { return }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue {
            for spec in SpecFolder.specFiles(under: path) ?? [] where !locked({ $0.openPaths.contains(spec) }) {
                store(Self.summarize(spec, roots: roots), at: spec)
            }
            return
        }
        if !exists {
            let below = path.hasSuffix("/") ? path : path + "/"
            locked { state in
                for known in state.summaries.keys where known.hasPrefix(below) && !state.openPaths.contains(known) {
                    state.summaries[known] = nil
                    state.revisions[known, default: 0] += 1
                }
            }
        }
        store(exists ? Self.summarize(path, roots: roots) : nil, at: path)
    }

    private func store(_ summary: SpecSummary?, at path: String) {
        locked { state in
            guard !state.openPaths.contains(path) else { return }
            state.summaries[path] = summary
            state.revisions[path, default: 0] += 1
        }
    }

    /// The summary of the spec file at `path` on disk; nil when it is not a spec below `roots`, a
    /// file discovery skips (`SpecDiscovery`), or `SpecFileGate` does not let it be read.
    private static func summarize(_ path: String, roots: [String]) -> SpecSummary? {
        guard DesignSpecFiles.isDesignSpec(path: path), roots.contains(where: { WorkspacePaths.isInside(path, root: $0) }) else {
            return nil
        }
        let root = root(forSpecAt: path, roots: roots)
        let components = WorkspacePaths.display(path, root: root).split(separator: "/")
        guard !components.dropLast().contains(where: { SpecDiscovery.isSkippedDirectory(name: String($0)) }),
            !SpecDiscovery.isSkipped(name: String(components.last ?? "")),
            case .success(let contents) = SpecFileGate.read(path, root: root)
        else { return nil }
        return SpecSummary(path: path, root: root, tree: SyntaxTree.parse(bytes: contents.bytes))
    }

    /// The root imports of the spec at `path` resolve in: the innermost of `roots` holding it, else
    /// the spec's own folder (a file opened on its own sees its siblings and what lies below).
    public static func root(forSpecAt path: String, roots: [String]) -> String {
        roots.filter { WorkspacePaths.isInside(path, root: $0) }.max { $0.count < $1.count } ?? WorkspacePaths.directory(of: path)
    }

    private func locked<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLock(body)
    }
}

/// A workspace index whose analyses are made under given settings.
struct IndexedSpecs: WorkspaceSpecs {
    let index: WorkspaceIndex
    let settings: AnalysisSettings

    func specPaths() -> [String] { index.specPaths() }
    func analysis(ofSpecAt path: String) -> DocumentAnalysis? { index.analysis(ofSpecAt: path, settings: settings) }
    func importers(of path: String) -> [String] { index.importers(of: path) }
    func indexedTokenUses(ofSpecAt path: String, name: String, kind: TokenKind) -> IndexedTokenUses? {
        index.indexedTokenUses(ofSpecAt: path, name: name, kind: kind)
    }
}
