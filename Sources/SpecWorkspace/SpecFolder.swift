import Foundation
import SpecAnalysis
import SpecModel

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
        let plain = DocumentAnalysis(bytes: bytes, path: displayPath ?? path, settings: settings)
        let references = plain.importReferences
        guard !references.isEmpty else { return plain }
        return plain.withImports(resolver.imports(ofSpecAt: path, references: references))
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
