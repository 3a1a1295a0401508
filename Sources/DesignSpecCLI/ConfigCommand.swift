import Foundation
import SpecAnalysis
import SpecWorkspace

/// `designspec config [<check options>] [<dir> | --root <dir>]`: the settings `check` would use for
/// the specs of `<dir>` (default: the current directory), each with where it comes from — the
/// repository configuration (`.designspec.json(c)` at that root), the command line, or the default —
/// and the configuration file's problems. Exit 2 when the folder is not there or the file has errors.
struct ConfigCommand {
    /// The settings the command line gives (`--rule`, `--platform`, `--legacy`, `--strict`).
    let options: CheckOptions
    /// The root whose configuration is read.
    let root: String

    /// Parses the arguments after `config`: `check`'s settings flags and at most one folder.
    static func parse(_ arguments: [String]) throws(UsageError) -> ConfigCommand {
        var folders: [String] = []
        var flags: [String] = []
        for argument in arguments {
            if argument.hasPrefix("-") || flags.last.map(Self.takesValue) == true {
                flags.append(argument)
            } else {
                folders.append(argument)
            }
        }
        guard folders.count <= 1 else { throw UsageError("config takes at most one folder", command: "config") }
        let options = try CheckOptions.parse(flags + ["."])
        if let folder = folders.first, let root = options.root, folder != root {
            throw UsageError("config takes one folder: '\(folder)' or --root '\(root)', not both", command: "config")
        }
        return ConfigCommand(options: options, root: folders.first ?? options.root ?? ".")
    }

    private static func takesValue(_ flag: String) -> Bool {
        ["--rule", "--platform", "--format", "--root"].contains(flag)
    }

    /// Prints the settings and the file's problems; exit 2 when the file has errors.
    func run(console: Console) -> ExitCode {
        let here = FileManager.default.currentDirectoryPath
        let absolute = WorkspacePaths.absolute(root, relativeTo: here)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue else {
            console.error("\(root): not a folder; config reads the configuration of a folder")
            return .usageOrIOError
        }
        let configuration = RepositoryConfiguration.load(root: absolute)
        let file = configuration.path.map { WorkspacePaths.display($0, root: here) }
        console.output("configuration file: \(file ?? "none (\(RepositoryConfiguration.fileNames.joined(separator: " or ")) at \(root))")")
        for line in configuration.effectiveSettings(under: options.settings, explicitSource: "command line") {
            console.output(line)
        }
        for problem in configuration.problemLines(displayPath: file ?? root) {
            console.error(problem)
        }
        return configuration.hasErrors ? .usageOrIOError : .success
    }
}
