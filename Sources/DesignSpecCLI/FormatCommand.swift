import Foundation
import SpecFormat
import SpecWorkspace

/// `designspec format [--check | --diff] [--indent <n> | --tabs] <file-or-directory>...`: rewrites design
/// specs in the formatter's layout, or with `--check` only reports the files that would change, or with
/// `--diff` prints how they would change. The indentation comes from the flags, else from the
/// `.editorconfig` that applies to each file, else two spaces.
///
/// A rewrite changes the text and nothing else (`InPlaceFile`): mode, owner, hard links and symbolic
/// links stay, as do a UTF-8 byte order mark and the CRLF or LF line endings
/// (`SpecFormatter.formatFile`). A file with invalid UTF-8 is refused, never repaired. Every file is
/// opened through `SpecWriteGate.openForRewrite`, with the root `check` would use: a spec found in a
/// folder operand is formatted only when admitted inside that folder (a link out of it, a FIFO or an
/// oversized file is skipped with a note); a file operand, inside the current directory or its own
/// folder (a link out of it is an error, as for `check FILE`).
struct FormatCommand: Equatable {
    /// Every flag `format` accepts.
    static let flags = ["--check", "--diff", "--indent", "--tabs", "--help", "-h"]

    /// Report instead of rewriting.
    var checkOnly = false
    /// Print a unified diff of each file that would change instead of rewriting.
    var printsDiff = false
    /// Spaces per level given with `--indent`.
    var indentFlag: Int?
    /// `--tabs` given.
    var tabsFlag = false
    /// Files and directories as given.
    var paths: [String] = []

    /// Parses the arguments after `format`.
    static func parse(_ arguments: [String]) throws(UsageError) -> FormatCommand {
        var command = FormatCommand()
        var cursor = ArgumentCursor(arguments, command: "format")
        while let token = cursor.next() {
            switch token {
            case .operand(let operand):
                command.paths.append(operand)
            case .flag("--check", nil):
                command.checkOnly = true
            case .flag("--diff", nil):
                command.printsDiff = true
            case .flag("--tabs", nil):
                command.tabsFlag = true
            case .flag("--indent", let inline):
                let value = try cursor.value(of: "--indent", inline: inline)
                guard let size = Int(value), (1...16).contains(size) else {
                    throw UsageError("--indent takes a number of spaces from 1 to 16, not '\(value)'", command: "format")
                }
                command.indentFlag = size
            case .flag(let name, _):
                throw cursor.unknownFlag(name, known: flags)
            }
        }
        guard !command.paths.isEmpty else {
            throw UsageError("format needs at least one file or directory", command: "format")
        }
        guard !command.paths.contains(SpecFileFinder.standardInputPath) else {
            throw UsageError("format rewrites files in place; standard input ('-') is not supported", command: "format")
        }
        return command
    }

    /// The layout of the file at `path`: the flags when `--indent` or `--tabs` is given, else its
    /// `.editorconfig` (`indent_style`, `indent_size`), else two spaces.
    func options(for path: String) -> FormattingOptions {
        if indentFlag != nil || tabsFlag { return FormattingOptions(tabSize: indentFlag ?? 2, insertSpaces: !tabsFlag) }
        let config = EditorConfig.indentation(for: path)
        return FormattingOptions(tabSize: config.indentSize ?? 2, insertSpaces: config.insertSpaces ?? true)
    }

    /// The root a spec is admitted in, as `check` chooses it: the folder operand it was found in; for
    /// a file operand, the current directory when the file lies inside it, else the file's folder.
    static func root(of path: String, folder: String?, currentDirectory: String) -> String {
        if let folder { return WorkspacePaths.absolute(folder, relativeTo: currentDirectory) }
        let absolute = WorkspacePaths.absolute(path, relativeTo: currentDirectory)
        return WorkspacePaths.isInside(absolute, root: currentDirectory) ? currentDirectory : WorkspacePaths.directory(of: absolute)
    }

    /// Formats, checks or diffs every spec; exit 1 with `--check` or `--diff` when a file would change,
    /// 2 when a file could not be read, written or formatted (syntax errors).
    func run(console: Console) -> ExitCode {
        let found = SpecFileFinder().find(paths)
        var failed = !found.problems.isEmpty
        for problem in found.problems { console.error(problem) }
        var changed: [String] = []
        let checkOnly = checkOnly || printsDiff
        let here = FileManager.default.currentDirectoryPath
        for path in found.files {
            let file: InPlaceFile
            let folder = found.operands[path].flatMap { $0 == path ? nil : $0 }
            switch SpecWriteGate.openForRewrite(
                path, root: Self.root(of: path, folder: folder, currentDirectory: here), forWriting: !checkOnly)
            {
            case .success(let opened):
                file = opened
            case .failure(let refusal) where folder != nil:
                console.error("note: \(path): skipped: \(refusal.reason)")
                continue
            case .failure(let refusal):
                console.error("\(path): not formatted: \(refusal.reason)")
                failed = true
                continue
            }
            let formatted: [UInt8]
            switch SpecFormatter(options: options(for: path)).formatFile(file.bytes) {
            case .formatted(let bytes):
                formatted = bytes
            case .invalidUTF8(let line, let column, let byte):
                let hex = String(byte, radix: 16, uppercase: true)
                console.error(
                    "\(path):\(line):\(column): not formatted: invalid UTF-8 (byte 0x\(hex)); formatting would replace it with U+FFFD, so the file is left as it is — save it as UTF-8"
                )
                failed = true
                continue
            case .syntaxErrors:
                console.error("\(path): not formatted: it has syntax errors (run `designspec check \(path)`)")
                failed = true
                continue
            }
            guard formatted != file.bytes else { continue }
            if printsDiff {
                let name = TerminalText.sanitized(path)
                console.outputLines(LineDiff(old: file.bytes, new: formatted).unified(oldName: name, newName: name))
            }
            if !checkOnly {
                do {
                    try file.replaceContents(with: formatted)
                } catch {
                    console.error("\(path): cannot write the file: \(error.reason)")
                    failed = true
                    continue
                }
            }
            changed.append(path)
        }
        for path in changed where !printsDiff {
            console.output(checkOnly ? "\(path) would be reformatted" : "formatted \(path)")
        }
        if failed { return .usageOrIOError }
        if checkOnly && !changed.isEmpty { return .findings }
        if changed.isEmpty && !printsDiff {
            console.output("\(found.files.count) file\(found.files.count == 1 ? "" : "s") already formatted")
        }
        return .success
    }
}
