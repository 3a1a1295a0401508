import DesignSpecCLI
import Foundation
import XCTest

/// Collects what a command writes, for in-process tests.
final class CapturedConsole: @unchecked Sendable {
    // `output` and `error` are only touched while `lock` is held.
    private let lock = NSLock()
    private var output = ""
    private var error = ""

    /// A console writing into this capture.
    var console: Console {
        Console(
            writeOutput: { text in self.append(text, toError: false) },
            writeError: { text in self.append(text, toError: true) }
        )
    }

    /// Everything written to standard output.
    var standardOutput: String {
        lock.lock()
        defer { lock.unlock() }
        return output
    }

    /// Everything written to standard error.
    var standardError: String {
        lock.lock()
        defer { lock.unlock() }
        return error
    }

    private func append(_ text: String, toError: Bool) {
        lock.lock()
        if toError { error += text } else { output += text }
        lock.unlock()
    }
}

/// The result of running a command.
struct CommandResult {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String
}

/// Paths and runners shared by the CLI tests.
enum CLITestSupport {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file in the package, e.g. `Examples/recipes.design.jsonc`.
    static func packageFile(_ relativePath: String) -> String {
        packageRoot.appendingPathComponent(relativePath).path
    }

    /// Runs `designspec` in-process.
    static func runInProcess(_ arguments: [String]) -> CommandResult {
        let capture = CapturedConsole()
        let code = CommandLineInterface.run(arguments, console: capture.console)
        return CommandResult(exitCode: code, standardOutput: capture.standardOutput, standardError: capture.standardError)
    }

    /// The built `designspec` executable: next to the test bundle (the same build directory), or
    /// under the package's `.build/debug`.
    static func binary() throws -> URL {
        var directories: [URL] = []
        for bundle in [Bundle.main, Bundle(for: CapturedConsole.self)] {
            directories.append(bundle.bundleURL)
            directories.append(bundle.bundleURL.deletingLastPathComponent())
            if let executable = bundle.executableURL {
                directories.append(executable.deletingLastPathComponent())
            }
        }
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent("designspec")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        throw NSError(
            domain: "CLITestSupport", code: 1,
            userInfo: [
                NSLocalizedDescriptionKey: "designspec executable not found near the test bundle; searched \(directories.map(\.path))"
            ])
    }

    /// Runs the built binary (or `executable`) with `arguments` in `directory` (default: the package
    /// root), feeding it `standardInput` (default: nothing).
    static func runBinary(
        _ arguments: [String], in directory: URL = packageRoot, standardInput: Data? = nil, executable: URL? = nil
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = try executable ?? binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        let inURL = scratch.appendingPathComponent("in")
        try (standardInput ?? Data()).write(to: inURL)
        let input = try FileHandle(forReadingFrom: inURL)
        defer { try? input.close() }
        process.standardInput = input
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return CommandResult(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
