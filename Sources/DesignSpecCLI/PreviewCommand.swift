import Foundation
import SpecAnalysis
import SpecPreview
import SpecWorkspace

/// `designspec preview <spec>... [--out <dir>] [--root <dir>]`: writes one self-contained HTML page per
/// spec with its screens drawn as wireframes (imported tokens resolved as `check` resolves them) and
/// its findings on them, and prints each page's path.
/// Exits 0 when every page was written (findings do not change the exit code), 2 on usage or I/O errors.
struct PreviewCommand: Equatable {
    /// Every flag `preview` accepts.
    static let flags = ["--out", "--root", "--help", "-h"]

    /// Spec files and directories, as given.
    let paths: [String]
    /// Where the pages go (`--out`); nil: a fresh private folder under the temporary directory
    /// (`designspec-preview-XXXXXX`, made with `mkdtemp`, mode 0700), so `preview` never writes into
    /// a folder it does not own.
    let outputDirectory: String?
    /// `--root <dir>`: the workspace root imports resolve in (nil: chosen per operand, as `check` does).
    var root: String?

    /// Parses the arguments after `preview`.
    static func parse(_ arguments: [String]) throws(UsageError) -> PreviewCommand {
        var paths: [String] = []
        var output: String?
        var root: String?
        var cursor = ArgumentCursor(arguments, command: "preview")
        while let token = cursor.next() {
            switch token {
            case .operand(let path):
                paths.append(path)
            case .flag("--out", let inline):
                output = try cursor.value(of: "--out", inline: inline)
            case .flag("--root", let inline):
                root = try cursor.value(of: "--root", inline: inline)
            case .flag(let name, _):
                throw cursor.unknownFlag(name, known: flags)
            }
        }
        guard !paths.isEmpty else {
            throw UsageError("preview needs at least one spec file or directory", command: "preview")
        }
        return PreviewCommand(paths: paths, outputDirectory: output, root: root)
    }

    /// Writes the pages; throws when an operand lies outside `--root`.
    func run(console: Console) throws(UsageError) -> ExitCode {
        let found = SpecFileFinder().find(paths)
        let workspace = try CheckWorkspace(found: found, explicitRoot: root, settings: AnalysisSettings(), command: "preview")
        var failed = !found.problems.isEmpty
        for problem in workspace.configurationProblems + found.problems {
            console.error(problem)
        }
        let base: URL
        if let outputDirectory {
            base = URL(fileURLWithPath: outputDirectory, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            } catch {
                console.error("cannot create \(outputDirectory): \(error.localizedDescription)")
                return .usageOrIOError
            }
        } else {
            guard let folder = Self.makePrivateFolder() else {
                console.error("cannot create a folder for the pages under \(FileManager.default.temporaryDirectory.path); give one with --out <dir>")
                return .usageOrIOError
            }
            base = folder
        }
        let standardInput = found.files.contains(SpecFileFinder.standardInputPath) ? FileHandle.standardInput.readDataToEndOfFile() : nil
        var usedNames: Set<String> = []
        for path in found.files where !workspace.excluded.contains(path) {
            let isStandardInput = path == SpecFileFinder.standardInputPath
            let displayPath = isStandardInput ? SpecFileFinder.standardInputDisplayName : path
            let bytes: [UInt8]
            if isStandardInput {
                bytes = [UInt8](standardInput ?? Data())
            } else {
                switch workspace.read(path) {
                case .bytes(let read):
                    bytes = read
                case .skipped(let note):
                    console.error(note)
                    continue
                case .failed(let message):
                    console.error(message)
                    failed = true
                    continue
                }
            }
            let analysis = workspace.analysis(of: bytes, at: path, displayPath: displayPath)
            let page = SpecPreview.page(for: analysis, displayPath: displayPath)
            let fileName = Self.uniqueName(SpecPreview.pageFileName(forSpecPath: isStandardInput ? "stdin" : path), used: &usedNames)
            let url = base.appendingPathComponent(fileName)
            let target = SpecWriteGate.Target(file: url.path, bytes: Array(page.utf8), ownership: .fileMarked(Self.pageMark))
            switch SpecWriteGate.write([target], inputs: isStandardInput ? [] : [path]) {
            case .success:
                console.output(url.relativePath)
            case .failure(let refusal):
                console.error("\(url.relativePath): not written: \(refusal.reason)")
                failed = true
            }
        }
        return failed ? .usageOrIOError : .success
    }

    /// A new folder only this user can read, `designspec-preview-XXXXXX` under the temporary directory; nil when it cannot be made.
    private static func makePrivateFolder() -> URL? {
        let parent = FileManager.default.temporaryDirectory.path
        var template = Array((parent + "/designspec-preview-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) } }
        return made.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// What marks a page as designspec's (its generator), so a preview replaces only its own pages.
    static let pageMark = "<meta name=\"generator\" content=\"designspec "

    /// `name`, or `name` with `-2`, `-3`, … before `.preview.html` when an earlier spec took it.
    private static func uniqueName(_ name: String, used: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        while used.contains(candidate) {
            candidate = name.replacingOccurrences(of: ".preview.html", with: "-\(counter).preview.html")
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }
}
