import Foundation
import PackagePlugin

/// A build-tool plugin for SwiftPM targets and Xcode project targets: runs `designspec check` on the
/// design specs among a target's files (`*.design.json`, `*.design.jsonc`), so a build prints their
/// findings as clang-style `path:line:column: severity: message` lines, and fails exactly when `check`
/// exits non-zero (an error-severity finding, after the repository configuration and the spec's own
/// `"rules"`).
///
/// The check runs as a compiler does: when a spec of the target changes, and on every build while an
/// error remains (a failed command is run again). At `swift-tools-version` 6.0 and later the command
/// declares no output files. Before 6.0 SwiftPM skips such a command ("does not declare any output files
/// and therefore will not run"), so there, and in Xcode, the command declares one output: a Swift file
/// holding only a comment, which `designspec check --build-stamp` writes when no error was found.
/// SwiftPM compiles it into the target (an output of another type would become a resource of it).
@main
struct DesignSpecBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try Self.checkCommands(
            files: module.sourceFiles.map(\.url), targetName: target.name, root: context.package.directoryURL,
            tool: context.tool(named: "designspec").url,
            stampDirectory: context.package.toolsVersion.major >= 6 ? nil : context.pluginWorkDirectoryURL)
    }

    /// The one `designspec check` command for a target's `files` (none when no file is a spec), with
    /// `root` as the workspace root: imports resolve inside it and its `.designspec.json(c)` applies.
    /// With a `stampDirectory`, the command's output is a stamp there (see the type's comment).
    static func checkCommands(files: [URL], targetName: String, root: URL, tool: URL, stampDirectory: URL?) -> [Command] {
        let specs = files.filter(isDesignSpec)
        guard !specs.isEmpty else { return [] }
        let stamp = stampDirectory?.appendingPathComponent("designspec-check-\(targetName).swift")
        let stampArguments = stamp.map { ["--build-stamp", $0.path] } ?? []
        return [
            .buildCommand(
                displayName: "designspec check \(targetName) (\(specs.count) spec\(specs.count == 1 ? "" : "s"))",
                executable: tool,
                arguments: ["check", "--no-summary", "--root", root.path] + stampArguments + specs.map(\.path),
                inputFiles: specs,
                outputFiles: stamp.map { [$0] } ?? []
            )
        ]
    }

    /// The file names `designspec check <dir>` looks for.
    static func isDesignSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".design.json") || name.hasSuffix(".design.jsonc")
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same check for a target of an Xcode project (Build Phases › Run Build Tool Plug-ins), with the
    /// project's folder as the workspace root, and a stamp as the command's output.
    extension DesignSpecBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.checkCommands(
                files: target.inputFiles.map(\.url), targetName: target.displayName, root: context.xcodeProject.directoryURL,
                tool: context.tool(named: "designspec").url, stampDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
