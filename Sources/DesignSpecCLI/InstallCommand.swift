import Foundation
import SpecKnowledge

/// `designspec install [--prefix <dir>]`: copies the running binary and its data bundle to
/// `<prefix>/lib/designspec/` and links `<prefix>/bin/designspec` to it, so the command works from PATH
/// and the editor configs find it. The default prefix is `~/.local`.
struct InstallCommand: Equatable {
    /// Every flag `install` accepts.
    static let flags = ["--prefix", "--help", "-h"]

    /// Where to install.
    var prefix: String

    /// Parses the arguments after `install`.
    static func parse(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws(UsageError) -> InstallCommand {
        var prefix: String?
        var cursor = ArgumentCursor(arguments, command: "install")
        while let token = cursor.next() {
            switch token {
            case .operand(let operand):
                throw UsageError("unexpected operand '\(operand)'; use --prefix <dir>", command: "install")
            case .flag("--prefix", let inline):
                prefix = try cursor.value(of: "--prefix", inline: inline)
            case .flag(let name, _):
                throw cursor.unknownFlag(name, known: flags)
            }
        }
        guard let chosen = prefix ?? environment["HOME"].map({ $0 + "/.local" }) else {
            throw UsageError("HOME is not set; give --prefix <dir>", command: "install")
        }
        return InstallCommand(prefix: chosen)
    }

    /// Copies and links; exit 2 when something cannot be read or written.
    func run(console: Console) -> ExitCode {
        let fileManager = FileManager.default
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        guard let resources = ResourceLoader.resourcesFolder, fileManager.isExecutableFile(atPath: executable.path) else {
            console.error("cannot find the running binary and its data bundle (\(ResourceLoader.bundleName)) to copy")
            return .usageOrIOError
        }
        let bundle = resources.deletingLastPathComponent()
        let root = URL(fileURLWithPath: prefix, isDirectory: true).standardizedFileURL
        let library = root.appendingPathComponent("lib/designspec", isDirectory: true)
        let binDirectory = root.appendingPathComponent("bin", isDirectory: true)
        let installedBinary = library.appendingPathComponent("designspec")
        let link = binDirectory.appendingPathComponent("designspec")
        do {
            try fileManager.createDirectory(at: library, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: binDirectory, withIntermediateDirectories: true)
            for (source, target) in [(executable, installedBinary), (bundle, library.appendingPathComponent(ResourceLoader.bundleName))] {
                if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
                try fileManager.copyItem(at: source, to: target)
            }
            if (try? fileManager.destinationOfSymbolicLink(atPath: link.path)) != nil || fileManager.fileExists(atPath: link.path) {
                try fileManager.removeItem(at: link)
            }
            try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: installedBinary.path)
        } catch {
            console.error("cannot install into \(root.path): \(error.localizedDescription)")
            return .usageOrIOError
        }
        console.output("installed \(link.path) -> \(installedBinary.path)")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        if !path.split(separator: ":").contains(where: { URL(fileURLWithPath: String($0)).standardizedFileURL.path == binDirectory.path }) {
            console.output("note: \(binDirectory.path) is not on PATH; add it, e.g. export PATH=\"\(binDirectory.path):$PATH\"")
        }
        return .success
    }
}
