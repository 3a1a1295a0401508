import Foundation
import SpecAnalysis
import SpecModel
import SpecSyntax

/// Parse, resolve imports, `withImports`: how a spec is analysed with what it imports, the one
/// composition `SpecFolder` (`check`, `preview`) and the language server's snapshots share.
public enum SpecComposition {
    /// Why a document that is not a file has its imports unresolved.
    public static let notAFileReason =
        "imports are read relative to a spec's file, and this document is not a file (save it in a workspace folder)"

    /// `bytes`, the text of the spec at `path` read once (no earlier version to reuse), analysed with
    /// its imports resolved by `resolver`; messages name it `displayPath` (`path` by default).
    public static func analysis(
        of bytes: [UInt8], at path: String, displayPath: String? = nil, settings: AnalysisSettings, resolver: ImportResolver?
    ) -> DocumentAnalysis {
        withCurrentImports(DocumentAnalysis(bytes: bytes, path: displayPath ?? path, settings: settings), at: path, resolver: resolver)
    }

    /// One version of an edited document, the text of `lineIndex` at `path`, analysed with its imports
    /// resolved by `resolver` (nil for a document that is not a file: its imports are not resolved).
    /// With `previous` (an earlier version's analysis) only the container an edit damaged is parsed
    /// again, and its imports are kept when they are unchanged; `edit`, the change from `previous`'s
    /// text to this one when the caller knows it, spares comparing the texts.
    public static func analysis(
        ofVersion lineIndex: LineIndex, at path: String, settings: AnalysisSettings, resolver: ImportResolver?,
        reusing previous: DocumentAnalysis?, edit: ByteEdit? = nil
    ) -> DocumentAnalysis {
        let parsed = DocumentAnalysis(
            lineIndex: lineIndex, path: path, settings: settings, imports: previous?.imports ?? .none, reusing: previous, edit: edit)
        return withCurrentImports(parsed, at: path, resolver: resolver)
    }

    /// `analysis` (of the spec at `path`) with its imports as `resolver` resolves them now: itself when
    /// they are the ones it has.
    public static func withCurrentImports(_ analysis: DocumentAnalysis, at path: String, resolver: ImportResolver?) -> DocumentAnalysis {
        let imports =
            resolver?.imports(of: analysis, at: path) ?? .notResolved(analysis.importReferences, reason: notAFileReason)
        return imports.fingerprint == analysis.imports.fingerprint ? analysis : analysis.withImports(imports)
    }
}

/// A folder of specs read through a `SpecFileProvider` (disk by default) on every question: `designspec check <dir>` and tests use it; the
/// language server's index answers the same questions from memory.
public struct SpecFolder: WorkspaceSpecs {
    /// The workspace root (absolute, standardized).
    public let root: String
    /// Settings every spec is analysed with.
    public let settings: AnalysisSettings
    /// Resolves imports inside `root`.
    public let resolver: ImportResolver
    /// How the folder's specs are found (every spec below `root` by default).
    public let discovery: SpecDiscovery

    /// The workspace rooted at `root`, read through `files` (a fresh disk cache by default), its
    /// specs found by `discovery`, its imports worked out in `importGraph` (a fresh one by default).
    public init(
        root: String, settings: AnalysisSettings = AnalysisSettings(), files: any SpecFileProvider = DiskSpecFiles(),
        discovery: SpecDiscovery = .complete, importGraph: ImportGraph = ImportGraph()
    ) {
        self.root = WorkspacePaths.absolute(root, relativeTo: FileManager.default.currentDirectoryPath)
        self.settings = settings
        resolver = ImportResolver(root: self.root, files: files, graph: importGraph)
        self.discovery = discovery
    }

    public func specPaths() -> [String] {
        listing().paths
    }

    /// The specs below `root` as `discovery` finds them, and whether it saw every one.
    public func listing() -> SpecDiscovery.Listing {
        discovery.specFiles(under: root) ?? SpecDiscovery.Listing(paths: [], isComplete: false)
    }

    public func analysis(ofSpecAt path: String) -> DocumentAnalysis? {
        guard case .file(let file) = resolver.files.lookUp(path, displayPath: WorkspacePaths.display(path, root: root), root: root) else {
            return nil
        }
        return analysis(of: file.lineIndex.bytes, at: path)
    }

    /// `bytes`, the text of the spec at `path`, analysed with its imports resolved in this folder.
    public func analysis(of bytes: [UInt8], at path: String, displayPath: String? = nil) -> DocumentAnalysis {
        SpecComposition.analysis(of: bytes, at: path, displayPath: displayPath, settings: settings, resolver: resolver)
    }

    public func importers(of path: String) -> [String] {
        let target = WorkspacePaths.absolute(path, relativeTo: root)
        return specPaths().filter { candidate in
            guard candidate != target,
                case .file(let file) = resolver.files.lookUp(
                    candidate, displayPath: WorkspacePaths.display(candidate, root: root), root: root),
                !file.spec.importReferences.isEmpty
            else { return false }
            return resolver.imports(ofSpecAt: candidate, references: file.spec.importReferences).files.contains { $0.path == target }
        }
    }

    /// Spec files (`*.design.json`, `*.design.jsonc`) below `directory`, sorted, as a complete
    /// `SpecDiscovery` walk finds them; nil when it cannot be listed.
    public static func specFiles(under directory: String) -> [String]? {
        SpecDiscovery.complete.specFiles(under: directory)?.paths
    }
}
