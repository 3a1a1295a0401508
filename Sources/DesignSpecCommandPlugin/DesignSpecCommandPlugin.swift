import Foundation
import PackagePlugin

/// `swift package designspec check|format [--target <name>]... [<designspec options>] [<path>...]`:
/// runs the package's own `designspec` on the package's design specs.
///
/// `--target <name>` (repeatable) checks or formats the specs among that target's files, the ones the
/// build-tool plugin checks. Without it, paths are
/// passed on as given (relative to the package directory); when no argument names an existing file
/// or folder, the whole package directory is used. `format` rewrites files, so SwiftPM asks for
/// `--allow-writing-to-package-directory` (the plugin declares that permission for both verbs).
@main
struct DesignSpecCommandPlugin: CommandPlugin {
    static let usage = "usage: swift package designspec check|format [--target <name>]... [<designspec options>] [<path>...]"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let remaining = extractor.remainingArguments
        guard let subcommand = remaining.first, subcommand == "check" || subcommand == "format" else {
            Diagnostics.error(Self.usage)
            return
        }
        let packageDirectory = context.package.directoryURL
        var operands: [String]
        if targetNames.isEmpty {
            let namesAPath = remaining.dropFirst().contains { argument in
                argument == "-" || FileManager.default.fileExists(atPath: packageDirectory.appending(path: argument).path)
                    || (argument.hasPrefix("/") && FileManager.default.fileExists(atPath: argument))
            }
            operands = namesAPath ? [] : ["."]
        } else {
            let targets = try context.package.targets(named: targetNames)
            operands = targets.flatMap { target in
                (target as? SourceModuleTarget)?.sourceFiles.map(\.url).filter(Self.isDesignSpec).map { url in
                    url.path.hasPrefix(packageDirectory.path + "/") ? String(url.path.dropFirst(packageDirectory.path.count + 1)) : url.path
                } ?? []
            }
            guard !operands.isEmpty else {
                Diagnostics.error(
                    "no design specs (*.design.json, *.design.jsonc) among the files of \(targetNames.joined(separator: ", "))")
                return
            }
        }

        let process = Process()
        process.executableURL = try context.tool(named: "designspec").url
        process.arguments = remaining + operands
        process.currentDirectoryURL = packageDirectory  // operands and printed paths are relative to it
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("designspec \(subcommand) exited with status \(process.terminationStatus)")
        }
    }

    /// The file names `designspec check <dir>` looks for (as in DesignSpecBuildPlugin: plugins cannot
    /// share a library).
    static func isDesignSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".design.json") || name.hasSuffix(".design.jsonc")
    }
}
