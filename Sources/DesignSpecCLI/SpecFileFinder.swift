import Foundation
import SpecAnalysis

/// Expands the paths given to `check` into the design spec files to analyse.
///
/// A named file is checked whatever its name; a directory is walked recursively for `*.design.json`
/// and `*.design.jsonc`, skipping `.build`, `.git` and `node_modules`. Paths keep the spelling the
/// user gave (`Examples` → `Examples/recipes.design.jsonc`); the result is sorted and free of duplicates.
/// `-` stands for standard input.
struct SpecFileFinder {
    /// The operand that stands for standard input.
    static let standardInputPath = "-"
    /// How standard input is named in output.
    static let standardInputDisplayName = "<stdin>"

    /// Directory names never descended into.
    static let skippedDirectories: Set<String> = [".build", ".git", "node_modules"]

    /// The outcome: files to check and problems with the given paths.
    struct Result: Equatable {
        /// Files to analyse, sorted.
        var files: [String]
        /// One message per path that does not exist, cannot be read, or holds no design specs.
        var problems: [String]
    }

    private let fileManager = FileManager.default

    /// Expands `paths`.
    func find(_ paths: [String]) -> Result {
        var files: Set<String> = []
        var problems: [String] = []
        for path in paths {
            if path == Self.standardInputPath {
                files.insert(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append("\(path): no such file or directory")
                continue
            }
            if isDirectory.boolValue {
                let found = specs(under: path)
                if let found, !found.isEmpty {
                    files.formUnion(found)
                } else if found == nil {
                    problems.append("\(path): cannot read directory")
                } else {
                    problems.append("\(path): no design spec files (*.design.json, *.design.jsonc) found")
                }
            } else {
                files.insert(path)
            }
        }
        return Result(files: files.sorted(), problems: problems)
    }

    /// Spec files below `directory`, or nil when it cannot be listed.
    private func specs(under directory: String) -> [String]? {
        guard fileManager.isReadableFile(atPath: directory),
            (try? fileManager.contentsOfDirectory(atPath: directory)) != nil,
            let enumerator = fileManager.enumerator(atPath: directory)
        else {
            return nil
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if type == .typeDirectory {
                if Self.skippedDirectories.contains(name) {
                    enumerator.skipDescendants()
                }
                continue
            }
            if DesignSpecFiles.isDesignSpec(path: name) {
                result.append(directory == "." ? relative : prefix + relative)
            }
        }
        return result
    }
}
