import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecFoundation
import SpecModel
import SpecSyntax
import SpecWorkspace

/// The workspace the server sees: the folders the client opened, and the host that holds the open
/// documents' text in front of disk, the import graph and the index. Thread-safe: snapshots resolve
/// imports on worker threads.
final class ServerWorkspace: Sendable {
    /// Every open document's text, the import graph and the index; changed only on the server's queue.
    let host = SpecHost()
    /// Every spec in the workspace folders, indexed in the background from `startIndexing()` on.
    var index: WorkspaceIndex { host.index }
    private let state = Locked(State())

    private struct State {
        var folders: [String] = []
        var indexing = false
        /// The repository configuration of each root asked about, read on first use.
        var configurations: [String: RepositoryConfiguration] = [:]
    }

    /// The workspace folders (absolute, standardized paths), in the order the client gave them.
    var roots: [String] {
        state.withLock { $0.folders }
    }

    /// Replaces the workspace folders with the `file:` ones among `uris`.
    func setRoots(uris: [String]) {
        let paths = uris.filter { $0.hasPrefix("file:") }.map { WorkspacePaths.absolute(FromProtocol.path(ofURI: $0), relativeTo: "/") }
        let indexing = state.withLock { state in
            state.folders = paths
            return state.indexing
        }
        if indexing { index.setRoots(paths) }
    }

    /// Adds and removes workspace folders (`file:` URIs), as `workspace/didChangeWorkspaceFolders` says.
    func changeRoots(adding added: [String], removing removed: [String]) {
        let removedPaths = Set(
            removed.filter { $0.hasPrefix("file:") }.map { WorkspacePaths.absolute(FromProtocol.path(ofURI: $0), relativeTo: "/") })
        let kept = roots.filter { !removedPaths.contains($0) }.map(ToProtocol.uri(ofPath:))
        setRoots(uris: kept + added.filter { !kept.contains($0) })
    }

    /// Starts indexing the folders in the background (after `initialized`; never before the reply to
    /// `initialize`).
    func startIndexing() {
        let paths = state.withLock { state in
            state.indexing = true
            return state.folders
        }
        index.setRoots(paths)
    }

    /// Returns once the index holds every spec of the folders (at once when it does already): what a
    /// rename waits for, so that its edit reaches every spec that uses the name. Called on workers only.
    func waitForFirstIndexing() {
        if !index.progress.isComplete { index.waitUntilIndexed() }
    }

    /// The root imports of the spec at `path` are resolved in: the innermost workspace folder holding
    /// it, else the spec's own folder (a file opened on its own sees its siblings and what lies below).
    func root(forSpecAt path: String) -> String {
        WorkspaceIndex.root(forSpecAt: path, roots: roots)
    }

    /// The analysis settings of the spec at `path`: the editor's settings over its root's repository
    /// configuration (`.designspec.json(c)`); the editor's alone for documents that are not files.
    func settings(forSpecAt path: String, editor: AnalysisSettings) -> AnalysisSettings {
        guard path.hasPrefix("/") else { return editor }
        return configuration(ofRoot: root(forSpecAt: path)).applied(to: editor)
    }

    /// The repository configuration at `root`, read once until `forgetConfigurations(among:)`. A file
    /// with errors does not stop the server: its problems are logged (stderr, the editor's log of the
    /// server) each time it is read, and what it sets validly applies.
    func configuration(ofRoot root: String) -> RepositoryConfiguration {
        let known = state.withLock { $0.configurations[root] }
        if let known { return known }
        let loaded = RepositoryConfiguration.load(root: root)
        let isFirst = state.withLock { state -> Bool in
            let isFirst = state.configurations[root] == nil
            state.configurations[root] = loaded
            return isFirst
        }
        if isFirst, loaded.hasErrors, let path = loaded.path {
            for line in loaded.problemLines(displayPath: path) {
                ServerLog.log(ControlCharacters.escaped(line))
            }
        }
        return loaded
    }

    /// Forgets the configurations read when `paths` (changed on disk) hold a configuration file;
    /// returns whether they did.
    func forgetConfigurations(among paths: [String]) -> Bool {
        guard paths.contains(where: { path in RepositoryConfiguration.fileNames.contains { path.hasSuffix("/" + $0) } }) else {
            return false
        }
        state.withLock { $0.configurations = [:] }
        return true
    }

    /// The resolver for the spec at `path` reading through `files` (a host snapshot: the open
    /// documents of one revision in front of disk; the current revision when nil); nil for documents
    /// that are not files.
    func resolver(forSpecAt path: String, files: SpecHostSnapshot? = nil) -> ImportResolver? {
        guard path.hasPrefix("/") else { return nil }
        return ImportResolver(root: root(forSpecAt: path), files: files ?? host.snapshot(), graph: host.importGraph)
    }

    /// The specs of the workspace the spec at `path` belongs to, analysed under `settings`: the
    /// index for a spec in an indexed folder; else (no folders, or a file opened from elsewhere) the
    /// spec's own folder, read on each question.
    func specs(forSpecAt path: String, settings: AnalysisSettings) -> any WorkspaceSpecs {
        if index.roots.contains(where: { WorkspacePaths.isInside(path, root: $0) }) {
            return index.specs(settings: settings)
        }
        return SpecFolder(root: root(forSpecAt: path), settings: settings, files: host.snapshot(), importGraph: host.importGraph)
    }
}
