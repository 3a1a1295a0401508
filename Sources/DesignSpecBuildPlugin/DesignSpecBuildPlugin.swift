import Foundation
import PackagePlugin

/// A SwiftPM build-tool plugin: runs `designspec check` on the design specs among a target's files
/// (`*.design.json`, `*.design.jsonc`), so every build prints their findings as clang-style
/// `path:line:column: severity: message` lines, and fails exactly when `check` exits non-zero
/// (an error-severity finding, after the repository configuration and the spec's own `"rules"`).
///
/// The command declares no output files, so SwiftPM runs it on every build, as a linter should: the
/// findings are shown again until they are fixed. The package directory is the workspace root, so
/// imports resolve inside the package and its `.designspec.json(c)` applies.
@main
struct DesignSpecBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let specs = module.sourceFiles.map(\.url).filter(Self.isDesignSpec)
        guard !specs.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "designspec check \(target.name) (\(specs.count) spec\(specs.count == 1 ? "" : "s"))",
                executable: try context.tool(named: "designspec").url,
                arguments: ["check", "--no-summary", "--root", context.package.directoryURL.path] + specs.map(\.path),
                inputFiles: specs,
                outputFiles: []
            )
        ]
    }

    /// The file names `designspec check <dir>` looks for.
    static func isDesignSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".design.json") || name.hasSuffix(".design.jsonc")
    }
}
