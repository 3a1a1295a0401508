import Foundation
import SpecAnalysis
import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecTokenSources

/// Follows a spec's `"imports"` inside one workspace root and collects the tokens they make visible.
///
/// Paths are relative to the importing spec's folder. Nothing outside `root` is read (symbolic links
/// included). Imports are followed transitively, each file once per resolution (an import whose
/// files an earlier import already reached adds nothing), so cycles end and a web of specs that all
/// import each other costs one pass over its imports; the precedence is the one `SpecImports`
/// describes. An import that leads back to the importing spec reports the shortest such chain.
/// Resolving reads through `files`, which parses each file once per version; where each file's
/// imports lead is worked out once per version of the file in its `ImportGraph` (one per `check`
/// run, one for the language server's lifetime), so resolving every spec of a web reads no import
/// string twice.
public struct ImportResolver: Sendable {
    /// The workspace root: the folder that holds every spec that may be read.
    public let root: String
    /// Where files are read from.
    public let files: any SpecFileProvider
    /// Where each file's imports lead, shared by every resolution of this resolver (and of any other
    /// resolver given the same graph).
    public let graph: ImportGraph
    /// Which paths lie inside `root`.
    let inside: PathsInsideRoot

    /// How deep imports are followed (a chain longer than this is cut off).
    public static let maximumDepth = 64

    /// A resolver for specs under `root` (an absolute path), working out where imports lead in
    /// `graph` (share one between resolvers that live one after another, as keystrokes do).
    public init(root: String, files: any SpecFileProvider, graph: ImportGraph = ImportGraph()) {
        self.root = WorkspacePaths.absolute(root, relativeTo: "/")
        self.files = files
        self.graph = graph
        inside = PathsInsideRoot(root: self.root)
    }

    /// The imports of the spec at `path` (absolute) whose `"imports"` strings are `references`.
    public func imports(ofSpecAt path: String, references: [ImportReference]) -> SpecImports {
        guard !references.isEmpty else { return SpecImports(entries: [], colorTokens: [:], typographyTokens: [:], conflicts: []) }
        let importer = WorkspacePaths.absolute(path, relativeTo: "/")
        var entries: [ImportEntry] = []
        var colors: [String: ImportedToken] = [:]
        var typography: [String: ImportedToken] = [:]
        var conflicts: [TokenConflict] = []
        var firstPosition: [String: Int] = [:]
        let folder = WorkspacePaths.directory(of: importer)
        let nodes = graph.nodes(written: references.map(\.path), from: folder)
        let opened = zip(references, nodes).map { open($0.path, node: $1) }
        var resolution = Resolution(
            resolver: self, importer: importer,
            targets: zip(opened, nodes).compactMap { opened, node in
                if case .file(let file) = opened, file.path != importer { return (file, node) }
                return nil
            })
        var conflicted: Set<String> = []
        for (position, reference) in references.enumerated() {
            let target: SpecSourceFile
            switch opened[position] {
            case .failed(let status):
                entries.append(ImportEntry(written: reference.path, status: status))
                continue
            case .file(let file):
                target = file
            }
            if target.path == importer {
                entries.append(ImportEntry(written: reference.path, status: .importsItself))
                continue
            }
            if let first = firstPosition[target.path] {
                entries.append(ImportEntry(written: reference.path, status: .duplicate(firstPosition: first)))
                continue
            }
            firstPosition[target.path] = position
            let node = graph.node(of: target.path)
            // Files an earlier import reached add nothing: their tokens were collected through it.
            let reached = resolution.reach(from: node)
            for file in reached {
                collect(
                    file.spec.colorTokens, kind: .color, from: file, position: position, into: &colors, conflicts: &conflicts,
                    conflicted: &conflicted)
                collect(
                    file.spec.typographyTokens, kind: .typography, from: file, position: position, into: &typography, conflicts: &conflicts,
                    conflicted: &conflicted)
            }
            let status: ImportStatus = resolution.cycle(from: node).map { .cycle($0) } ?? .resolved(displayPath: target.displayPath)
            let files = reached.first === target ? reached : [target] + reached
            entries.append(ImportEntry(written: reference.path, status: status, reachedFiles: files))
        }
        return SpecImports(entries: entries, colorTokens: colors, typographyTokens: typography, conflicts: conflicts)
    }

    /// The imports of `analysis`'s spec at `path`.
    public func imports(of analysis: DocumentAnalysis, at path: String) -> SpecImports {
        imports(ofSpecAt: path, references: analysis.importReferences)
    }

    /// What opening an import gave.
    enum Opened {
        case file(SpecSourceFile)
        case failed(ImportStatus)
    }

    /// Opens the spec `written` names (at `node` of the graph), or says why it cannot.
    func open(_ written: String, node: Int) -> Opened {
        guard !written.isEmpty else { return .failed(Self.notASpec("the path is empty")) }
        let path = graph.path(of: node)
        guard inside.contains(node, path: path) else { return .failed(.outsideWorkspace(root: root)) }
        if TokenSources.isTokenSource(path: path) {
            // An asset catalog or a DTCG file: its tokens, as a tokens-only spec.
            guard let source = TokenSourceCache.shared.source(at: path, displayPath: WorkspacePaths.display(path, root: root), root: root)
            else {
                return .failed(.missing(nearest: nil))
            }
            return .file(source.file)
        }
        if !DesignSpecFiles.isDesignSpec(path: path), path.hasSuffix(".json"),
            let source = TokenSourceCache.shared.source(
                at: path, displayPath: WorkspacePaths.display(path, root: root), root: root, explicitImport: true)
        {
            // A DTCG document under another name (Style Dictionary's `tokens.json`), named explicitly.
            return .file(source.file)
        }
        guard DesignSpecFiles.isDesignSpec(path: path) else {
            return .failed(
                Self.notASpec("its name does not end in \(Self.importableEndings), and it is no DTCG tokens or resolver document"))
        }
        switch files.lookUp(path, displayPath: WorkspacePaths.display(path, root: root), root: root) {
        case .missing: return .failed(.missing(nearest: nearestSpec(to: written, at: path)))
        case .directory: return .failed(Self.notASpec("it is a folder"))
        case .unreadable(let reason): return .failed(Self.notASpec("it cannot be read: \(reason)"))
        case .file(let file):
            guard file.spec.root != nil else { return .failed(Self.notASpec("its top level is not a JSON object")) }
            return .file(file)
        }
    }

    /// An import that is no design spec, for `reason`, with what may be imported (every token source
    /// reader's format, from `TokenSources.readers`).
    static func notASpec(_ reason: String) -> ImportStatus {
        .notASpec(
            reason: reason + "; import `*.design.json` or `*.design.jsonc` files whose top level is an object, or a token source: "
                + TokenSources.formatList)
    }

    /// The name endings an import may have, for messages: a spec's, then every token source reader's.
    static var importableEndings: String {
        let endings = [".design.json", ".design.jsonc"] + TokenSources.fileEndings
        return endings.dropLast().joined(separator: ", ") + " or " + (endings.last ?? "")
    }

    /// The glob patterns of every token source, for an editor to watch (from `TokenSources.readers`).
    public static var watchedTokenSourcePatterns: [String] { TokenSources.watchPatterns }

    /// The file at `path` (inside the root) as an imported spec — a design spec whose top level is an
    /// object, or the tokens-only spec an asset catalog or a tokens file is read into — or nil.
    func followedFile(at path: String) -> SpecSourceFile? {
        let displayPath = WorkspacePaths.display(path, root: root)
        if TokenSources.isTokenSource(path: path) {
            return TokenSourceCache.shared.source(at: path, displayPath: displayPath, root: root)?.file
        }
        guard case .file(let file) = files.lookUp(path, displayPath: displayPath, root: root), file.spec.root != nil else { return nil }
        return file
    }

    /// `written` with its file name replaced by the closest spec name in the folder it points into
    /// (inside the root), for a missing import; nil when none is close.
    private func nearestSpec(to written: String, at path: String) -> String? {
        let folder = WorkspacePaths.directory(of: path)
        guard WorkspacePaths.isInside(folder, root: root),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return nil }
        let name = (path as NSString).lastPathComponent
        guard let nearest = Suggester.suggestion(for: name, in: names.filter(DesignSpecFiles.isDesignSpec(path:)).sorted()) else {
            return nil
        }
        let writtenFolder = (written as NSString).deletingLastPathComponent
        return writtenFolder.isEmpty ? nearest : writtenFolder + "/" + nearest
    }

    private func collect(
        _ tokens: [Token], kind: TokenKind, from file: SpecSourceFile, position: Int,
        into visible: inout [String: ImportedToken], conflicts: inout [TokenConflict], conflicted: inout Set<String>
    ) {
        for token in tokens {
            let candidate = ImportedToken(token: token, file: file, entryPosition: position)
            guard let winner = visible[token.name] else {
                visible[token.name] = candidate
                continue
            }
            let sameDefinition = winner.file.path == file.path && winner.token.keyNode.range == token.keyNode.range
            guard !sameDefinition, winner.valueText != candidate.valueText,
                conflicted.insert(kind.rawValue + "\u{0}" + token.name).inserted
            else { continue }
            conflicts.append(TokenConflict(kind: kind, name: token.name, winner: winner, loser: candidate))
        }
    }
}
