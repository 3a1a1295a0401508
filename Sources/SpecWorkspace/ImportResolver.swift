import Foundation
import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecTokenSources

/// Follows a spec's `"imports"` inside one workspace root and collects the tokens they make visible.
///
/// Paths are relative to the importing spec's folder. Nothing outside `root` is read (symbolic links
/// included). Imports are followed transitively, each file once per import, so cycles end; the
/// precedence is the one `SpecImports` describes. Resolving reads through `files`, which parses each
/// file once per version, so resolving again after a keystroke costs a lookup per imported file.
public struct ImportResolver: Sendable {
    /// The workspace root: the folder that holds every spec that may be read.
    public let root: String
    /// Where files are read from.
    public let files: any SpecFileProvider

    /// How deep imports are followed (a chain longer than this is cut off).
    public static let maximumDepth = 64

    /// A resolver for specs under `root` (an absolute path).
    public init(root: String, files: any SpecFileProvider) {
        self.root = WorkspacePaths.absolute(root, relativeTo: "/")
        self.files = files
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
        let opened = OpenedFiles(resolver: self)
        for (position, reference) in references.enumerated() {
            let target: SpecSourceFile
            switch opened.open(reference.path, from: importer) {
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
            var walk = Walk(importer: importer)
            walk.visit(target, chain: [importer], opened: opened)
            for file in walk.reached {
                collect(file.spec.colorTokens, kind: .color, from: file, position: position, into: &colors, conflicts: &conflicts)
                collect(file.spec.typographyTokens, kind: .typography, from: file, position: position, into: &typography, conflicts: &conflicts)
            }
            let status: ImportStatus = walk.cycle.map { .cycle($0) } ?? .resolved(displayPath: target.displayPath)
            entries.append(ImportEntry(written: reference.path, status: status, reachedFiles: walk.reached))
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

    /// Opens the spec `written` names from the spec at `importer`, or says why it cannot.
    func open(_ written: String, from importer: String) -> Opened {
        let path = WorkspacePaths.absolute(written, relativeTo: WorkspacePaths.directory(of: importer))
        guard !written.isEmpty else { return .failed(.notASpec(reason: "the path is empty")) }
        guard WorkspacePaths.isInside(path, root: root) else { return .failed(.outsideWorkspace(root: root)) }
        if TokenSources.isTokenSource(path: path) {
            // An asset catalog or a DTCG file: its tokens, as a tokens-only spec.
            guard let source = TokenSourceCache.shared.source(at: path, displayPath: WorkspacePaths.display(path, root: root), root: root) else {
                return .failed(.missing(nearest: nil))
            }
            return .file(source.file)
        }
        guard DesignSpecFiles.isDesignSpec(path: path) else {
            return .failed(.notASpec(reason: "its name does not end in .design.json, .design.jsonc, .xcassets, .tokens.json or .tokens"))
        }
        switch files.lookUp(path, displayPath: WorkspacePaths.display(path, root: root), root: root) {
        case .missing: return .failed(.missing(nearest: nearestSpec(to: written, at: path)))
        case .directory: return .failed(.notASpec(reason: "it is a folder"))
        case .unreadable(let reason): return .failed(.notASpec(reason: "it cannot be read: \(reason)"))
        case .file(let file):
            guard file.spec.root != nil else { return .failed(.notASpec(reason: "its top level is not a JSON object")) }
            return .file(file)
        }
    }

    /// `written` with its file name replaced by the closest spec name in the folder it points into
    /// (inside the root), for a missing import; nil when none is close.
    private func nearestSpec(to written: String, at path: String) -> String? {
        let folder = WorkspacePaths.directory(of: path)
        guard WorkspacePaths.isInside(folder, root: root),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let name = (path as NSString).lastPathComponent
        guard let nearest = SpellingSuggestions.closest(to: name, in: names.filter(DesignSpecFiles.isDesignSpec(path:)).sorted(), limit: 1).first
        else { return nil }
        let writtenFolder = (written as NSString).deletingLastPathComponent
        return writtenFolder.isEmpty ? nearest : writtenFolder + "/" + nearest
    }

    private func collect(
        _ tokens: [Token], kind: TokenKind, from file: SpecSourceFile, position: Int,
        into visible: inout [String: ImportedToken], conflicts: inout [TokenConflict]
    ) {
        for token in tokens {
            let candidate = ImportedToken(token: token, file: file, entryPosition: position)
            guard let winner = visible[token.name] else {
                visible[token.name] = candidate
                continue
            }
            let sameDefinition = winner.file.path == file.path && winner.token.keyNode.range == token.keyNode.range
            guard !sameDefinition, winner.valueText != candidate.valueText,
                  !conflicts.contains(where: { $0.kind == kind && $0.name == token.name }) else { continue }
            conflicts.append(TokenConflict(kind: kind, name: token.name, winner: winner, loser: candidate))
        }
    }

    /// What one resolution has opened, by the folder it was named from and the path as written: in a
    /// web of specs importing each other, each import is looked up once, not once per path through it.
    final class OpenedFiles {
        let resolver: ImportResolver
        private var opened: [String: Opened] = [:]

        init(resolver: ImportResolver) {
            self.resolver = resolver
        }

        func open(_ written: String, from importer: String) -> Opened {
            let key = WorkspacePaths.directory(of: importer) + "\u{0}" + written
            if let known = opened[key] { return known }
            let result = resolver.open(written, from: importer)
            opened[key] = result
            return result
        }
    }

    /// One import's depth-first walk: the files it reaches in precedence order, and the first chain
    /// that leads back to the importing spec.
    private struct Walk {
        let importer: String
        var reached: [SpecSourceFile] = []
        var seen: Set<String> = []
        var cycle: [String]?

        init(importer: String) {
            self.importer = importer
        }

        mutating func visit(_ file: SpecSourceFile, chain: [String], opened: OpenedFiles) {
            guard seen.insert(file.path).inserted else { return }
            reached.append(file)
            let chain = chain + [file.path]
            guard chain.count <= ImportResolver.maximumDepth else { return }
            for reference in file.spec.importReferences {
                guard case .file(let next) = opened.open(reference.path, from: file.path) else { continue }
                if next.path == importer {
                    if cycle == nil {
                        cycle = (chain + [importer]).map { WorkspacePaths.display($0, root: opened.resolver.root) }
                    }
                    continue
                }
                if chain.contains(next.path) { continue }
                visit(next, chain: chain, opened: opened)
            }
        }
    }
}
