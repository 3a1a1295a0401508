import Foundation
import SpecAnalysis
import SpecModel
import SpecWorkspace

/// The workspaces of one `check` or `preview` run: the root each spec's `"imports"` resolve in, read
/// through one `RunSpecFiles` shared by every spec of the run, so a tokens file imported by a
/// thousand specs is read and parsed once. The run has one `SpecHost`, as the language server does,
/// with no open documents: its snapshot is the disk the run reads, and its import graph is shared
/// by every root's specs.
///
/// The root of a directory operand is that directory. The root of a file operand is the current
/// directory when the file lies inside it, else the file's folder. Standard input stands for a spec
/// in the current directory: its imports are relative to the current directory, which is its root.
/// `--root <dir>` sets the root for every operand, and each must lie inside it. Imports are resolved
/// as the language server resolves them (`ImportResolver`): nothing outside the root is read, and
/// every checked file is read through `SpecFileGate` inside its root.
///
/// Each root's repository configuration (`.designspec.json(c)`, see `RepositoryConfiguration`) sets
/// the analysis settings under the command line's, and leaves the specs it excludes out of folder
/// operands.
///
/// Checking a file reads that file and what it imports. Only a fix that renames a token needs the
/// specs around a file operand (those importing it): they are found then, by a bounded walk that
/// skips what `.gitignore` names (`SpecDiscovery.bounded`); when it cannot see everything, the fix
/// is not offered.
struct CheckWorkspace: Sendable {
    /// Where one checked spec's imports resolve.
    struct Placement: Sendable {
        /// The spec's absolute path (for standard input, `<current directory>/<stdin>`).
        let path: String
        /// The workspace the spec belongs to.
        let folder: SpecFolder
        /// The root as the user would spell it (`.`, `Examples/workspace`, `/abs/dir`): other files
        /// of the workspace are named in output relative to it, the way checked files are spelled.
        let spelledRoot: String
        /// True when the spec was found in a folder operand rather than named on the command line.
        let wasFound: Bool
    }

    /// What reading a checked file gave.
    enum Read: Sendable {
        /// Its text.
        case bytes([UInt8])
        /// A file found in a folder that was not read (it vanished, dangles, leads outside the
        /// root, is not a regular file): a note on standard error, and the run goes on.
        case skipped(note: String)
        /// A file named on the command line that could not be read: an I/O error.
        case failed(message: String)
    }

    /// Each checked path (as spelled, `-` for standard input) → where it resolves imports.
    private let placements: [String: Placement]
    /// Specs found in folder operands that the root's configuration excludes (as spelled).
    let excluded: Set<String>
    /// The repository configuration of each root (see `RepositoryConfiguration`), by root.
    let configurations: [String: RepositoryConfiguration]

    /// Places every file of `found`: `explicitRoot` is `--root`, `currentDirectory` the directory
    /// relative operands are read from. Throws when a file lies outside `explicitRoot`.
    /// `command` names the subcommand in usage errors.
    init(
        found: SpecFileFinder.Result, explicitRoot: String?, settings: AnalysisSettings, command: String,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(UsageError) {
        let here = WorkspacePaths.absolute(currentDirectory, relativeTo: "/")
        let host = SpecHost()
        let files = RunSpecFiles(underlying: host.snapshot())
        var folders: [String: SpecFolder] = [:]
        var configurations: [String: RepositoryConfiguration] = [:]
        func configuration(at root: String) -> RepositoryConfiguration {
            if let known = configurations[root] { return known }
            let loaded = RepositoryConfiguration.load(root: root)
            configurations[root] = loaded
            return loaded
        }
        func folder(at root: String, discovery: SpecDiscovery) -> SpecFolder {
            let key = root + "\u{0}" + (discovery == .complete ? "complete" : "bounded")
            if let existing = folders[key] { return existing }
            let made = SpecFolder(
                root: root, settings: configuration(at: root).applied(to: settings), files: files, discovery: discovery,
                importGraph: host.importGraph)
            folders[key] = made
            return made
        }
        let explicit = explicitRoot.map { WorkspacePaths.absolute($0, relativeTo: here) }
        var placements: [String: Placement] = [:]
        var excluded: Set<String> = []
        for spelled in found.files {
            let isStandardInput = spelled == SpecFileFinder.standardInputPath
            let operand = found.operands[spelled] ?? spelled
            let path = WorkspacePaths.absolute(isStandardInput ? SpecFileFinder.standardInputDisplayName : spelled, relativeTo: here)
            let root: String
            let spelledRoot: String
            if let explicitRoot, let explicit {
                guard WorkspacePaths.isInside(path, root: explicit) else {
                    let what = isStandardInput ? "standard input (read as a spec in the current directory)" : spelled
                    throw UsageError("\(what) is not inside --root \(explicitRoot)", command: command)
                }
                (root, spelledRoot) = (explicit, explicitRoot)
            } else if isStandardInput {
                (root, spelledRoot) = (here, ".")
            } else if operand != spelled {
                (root, spelledRoot) = (WorkspacePaths.absolute(operand, relativeTo: here), operand)
            } else if WorkspacePaths.isInside(path, root: here) {
                (root, spelledRoot) = (here, spelled.hasPrefix("/") ? here : ".")
            } else {
                let folderSpelled = WorkspacePaths.directory(of: spelled)
                (root, spelledRoot) = (WorkspacePaths.directory(of: path), folderSpelled.isEmpty ? "." : folderSpelled)
            }
            let wasFound = operand != spelled
            if wasFound, configuration(at: root).excludes(relativePath: WorkspacePaths.display(path, root: root)) {
                excluded.insert(spelled)
                continue
            }
            placements[spelled] = Placement(
                path: path, folder: folder(at: root, discovery: wasFound ? .complete : .bounded),
                spelledRoot: spelledRoot, wasFound: wasFound)
        }
        self.placements = placements
        self.excluded = excluded
        self.configurations = configurations
    }

    /// True when a configuration file read has an error (a value of the wrong kind, an unknown
    /// setting or rule id, a file that may not be read).
    var hasInvalidConfiguration: Bool {
        configurations.values.contains { $0.hasErrors }
    }

    /// The problems of every configuration file read, as `path:line:column:` lines for standard error.
    var configurationProblems: [String] {
        configurations.keys.sorted().flatMap { root -> [String] in
            guard let configuration = configurations[root], let path = configuration.path else { return [] }
            return configuration.problemLines(displayPath: WorkspacePaths.display(path, root: FileManager.default.currentDirectoryPath))
        }
    }

    /// Reads the checked `spelled` path (not standard input) through `SpecFileGate`, inside its root.
    func read(_ spelled: String) -> Read {
        guard let placement = placements[spelled] else { return .failed(message: "\(spelled): cannot read file") }
        switch SpecFileGate.read(placement.path, root: placement.folder.root) {
        case .success(let contents):
            return .bytes(contents.bytes)
        case .failure(let refusal) where placement.wasFound:
            return .skipped(note: "note: \(spelled): skipped: \(refusal.reason)")
        case .failure(let refusal):
            return .failed(message: "\(spelled): cannot read file: \(refusal.reason)")
        }
    }

    /// `bytes`, the text of the checked `spelled` path, analysed with its imports resolved in its
    /// workspace; `displayPath` names it in messages.
    func analysis(of bytes: [UInt8], at spelled: String, displayPath: String) -> DocumentAnalysis {
        guard let placement = placements[spelled] else {
            return DocumentAnalysis(bytes: bytes, path: displayPath)
        }
        return placement.folder.analysis(of: bytes, at: placement.path, displayPath: displayPath)
    }

    /// The findings at the asset catalogs and tokens files the checked `spelled` spec imports (see
    /// `ImportResolver.tokenSourceFindings(of:)`), `analysis` being that spec's.
    func tokenSourceFindings(of analysis: DocumentAnalysis, at spelled: String) -> [TokenSourceFileFindings] {
        placements[spelled]?.folder.resolver.tokenSourceFindings(of: analysis) ?? []
    }

    /// How output names the spec at the absolute `path`, in the workspace of the checked `spelled`
    /// path: `displayPath` for that checked spec itself, else the path below the root, prefixed by
    /// the root as the user spelled it.
    func reportPath(of path: String, from spelled: String, displayPath: String) -> String {
        guard let placement = placements[spelled] else { return path }
        if path == placement.path { return displayPath }
        let below = WorkspacePaths.display(path, root: placement.folder.root)
        let root = placement.spelledRoot
        if below.hasPrefix("/") || root == "." { return below }
        return root.hasSuffix("/") ? root + below : root + "/" + below
    }

    /// The edits of a fix that renames one of the checked `spelled` spec's tokens, in that spec and
    /// in every spec of its workspace that uses the token through an import (as the editor's quick
    /// fix makes them); nil when a spec refuses the new name, and the fix is not offered.
    func renameEdits(_ rename: TokenRename, of analysis: DocumentAnalysis, at spelled: String) -> [WorkspaceFileEdit]? {
        guard let placement = placements[spelled] else { return nil }
        // A bounded walk that stopped early would miss importers, and the rename would break them.
        if placement.folder.discovery != .complete, !placement.folder.listing().isComplete { return nil }
        let navigation = WorkspaceNavigation(analysis: analysis, at: placement.path, in: placement.folder)
        guard case .success(let edits) = navigation.rename(at: rename.declaration.lowerBound, to: rename.newName) else { return nil }
        return edits
    }
}
