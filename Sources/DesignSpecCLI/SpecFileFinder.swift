import Foundation
import SpecWorkspace

/// Expands the paths given to `check` into the design spec files to analyse.
///
/// A named file is checked whatever its name; a directory is walked recursively for `*.design.json`
/// and `*.design.jsonc` (`SpecDiscovery`: no hidden folders, `.build` or `node_modules`, no editor
/// lock files, backups or hidden files, no links to folders). Paths keep the spelling the
/// user gave (`Examples` → `Examples/recipes.design.jsonc`); the result is sorted and free of duplicates.
/// `-` stands for standard input.
struct SpecFileFinder {
    /// The operand that stands for standard input.
    static let standardInputPath = "-"
    /// How standard input is named in output.
    static let standardInputDisplayName = "<stdin>"

    /// The outcome: files to check and problems with the given paths.
    struct Result: Equatable {
        /// Files to analyse, sorted.
        var files: [String]
        /// One message per path that does not exist, cannot be read, or holds no design specs.
        var problems: [String]
        /// The operand that named each of `files` (the file itself, `-`, or the directory it was
        /// found under; the first such operand when several did).
        var operands: [String: String] = [:]
    }

    private let fileManager = FileManager.default

    /// Expands `paths`.
    func find(_ paths: [String]) -> Result {
        var files: Set<String> = []
        var problems: [String] = []
        var operands: [String: String] = [:]
        func add(_ file: String, from operand: String) {
            files.insert(file)
            if operands[file] == nil { operands[file] = operand }
        }
        for path in paths {
            if path == Self.standardInputPath {
                add(path, from: path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append("\(path): no such file or directory")
                continue
            }
            if isDirectory.boolValue {
                let found = SpecFolder.specFiles(under: path)
                if let found, !found.isEmpty {
                    for file in found { add(file, from: path) }
                } else if found == nil {
                    problems.append("\(path): cannot read directory")
                } else {
                    problems.append("\(path): no design spec files (*.design.json, *.design.jsonc) found")
                }
            } else {
                add(path, from: path)
            }
        }
        return Result(files: files.sorted(), problems: problems, operands: operands)
    }
}
