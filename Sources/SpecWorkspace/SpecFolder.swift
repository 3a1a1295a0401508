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

    /// Folder names never descended into.
    public static let skippedDirectories: Set<String> = [".build", ".git", "node_modules"]

    /// The workspace rooted at `root`, read through `files` (a fresh disk cache by default), its
    /// imports worked out in `importGraph` (a fresh one by default).
    public init(
        root: String, settings: AnalysisSettings = AnalysisSettings(), files: any SpecFileProvider = DiskSpecFiles(),
        importGraph: ImportGraph = ImportGraph()
    ) {
        self.root = WorkspacePaths.absolute(root, relativeTo: FileManager.default.currentDirectoryPath)
        self.settings = settings
        resolver = ImportResolver(root: self.root, files: files, graph: importGraph)
    }

    public func specPaths() -> [String] {
        Self.specFiles(under: root) ?? []
    }

    public func analysis(ofSpecAt path: String) -> DocumentAnalysis? {
        guard case .file(let file) = resolver.files.lookUp(path, displayPath: WorkspacePaths.display(path, root: root)) else { return nil }
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
                  case .file(let file) = resolver.files.lookUp(candidate, displayPath: WorkspacePaths.display(candidate, root: root)),
                  !file.spec.importReferences.isEmpty
            else { return false }
            return resolver.imports(ofSpecAt: candidate, references: file.spec.importReferences).files.contains { $0.path == target }
        }
    }

    /// Spec files (`*.design.json`, `*.design.jsonc`) below `directory`, sorted; nil when it cannot be listed.
    public static func specFiles(under directory: String) -> [String]? {
        let fileManager = FileManager.default
        guard fileManager.isReadableFile(atPath: directory),
              (try? fileManager.contentsOfDirectory(atPath: directory)) != nil,
              let enumerator = fileManager.enumerator(atPath: directory)
        else { return nil }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                if skippedDirectories.contains(name) { enumerator.skipDescendants() }
                continue
            }
            if DesignSpecFiles.isDesignSpec(path: name) {
                result.append(directory == "." ? relative : prefix + relative)
            }
        }
        return result.sorted()
    }
}
