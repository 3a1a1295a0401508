import Foundation
import SpecAnalysis
import SpecFoundation
import SpecModel
import SpecWorkspace

/// `designspec check`: finds design specs, analyses them on all cores with their imports resolved
/// (`CheckWorkspace`), prints the diagnostics in path order, and exits 0 (no errors), 1 (errors
/// found) or 2 (usage or I/O error). Each finding is reported once, at the file it belongs to.
struct CheckCommand {
    /// The parsed options.
    let options: CheckOptions
    /// Where to write.
    let console: Console

    /// Runs the check; throws when an operand lies outside `--root`.
    func run() throws(UsageError) -> ExitCode {
        let found = SpecFileFinder().find(options.paths)
        let workspace = try CheckWorkspace(found: found, explicitRoot: options.root, settings: options.settings, command: "check")
        var ioProblems = found.problems
        let errorsOnly = options.errorsOnly
        let keepsAnalysis = options.format == .html
        // Only JSON and SARIF print fixes: a token rename's edits in other specs are looked for then.
        let printsFixes = options.format == .json || options.format == .sarif
        let standardInput = found.files.contains(SpecFileFinder.standardInputPath) ? FileHandle.standardInput.readDataToEndOfFile() : nil
        let outcomes = ParallelMap.map(found.files.filter { !workspace.excluded.contains($0) }) { path -> Outcome in
            let isStandardInput = path == SpecFileFinder.standardInputPath
            let bytes: [UInt8]
            if isStandardInput {
                bytes = [UInt8](standardInput ?? Data())
            } else {
                switch workspace.read(path) {
                case .bytes(let read): bytes = read
                case .skipped(let note): return .skipped(note)
                case .failed(let message): return .unreadable(message)
                }
            }
            let name = isStandardInput ? SpecFileFinder.standardInputDisplayName : path
            let analysis = workspace.analysis(of: bytes, at: path, displayPath: name)
            return .report(
                FileReport(
                    path: name, analysis: analysis, errorsOnly: errorsOnly, keepsAnalysis: keepsAnalysis,
                    pathOf: { workspace.reportPath(of: $0, from: path, displayPath: name) },
                    renameEdits: printsFixes ? { workspace.renameEdits($0, of: analysis, at: path) } : nil
                ))
        }
        var reports: [FileReport] = []
        var notes: [String] = []
        for outcome in outcomes {
            switch outcome {
            case .report(let report): reports.append(report)
            case .skipped(let note): notes.append(note)
            case .unreadable(let message): ioProblems.append(message)
            }
        }
        for problem in workspace.configurationProblems + ioProblems + notes {
            console.error(problem)
        }
        if options.root == nil, let hint = Self.rootHint(reports) {
            console.error(hint)
        }
        if reports.isEmpty, !ioProblems.isEmpty {
            return .usageOrIOError
        }
        console.writeOutput(render(reports))
        if !ioProblems.isEmpty {
            return .usageOrIOError
        }
        return CheckSummary(reports: reports).hasErrors ? .findings : .success
    }

    /// A hint on standard error when an import leaves the root `check` chose: the root may be too
    /// narrow (a file named inside a feature folder whose imports reach `../tokens.design.jsonc`).
    static func rootHint(_ reports: [FileReport]) -> String? {
        let outside = ImportFindings.Code.outsideWorkspace.rawValue
        guard reports.contains(where: { $0.entries.contains { $0.diagnostic.code == outside } }) else { return nil }
        return
            "note: some imports lead outside the workspace root; name the folder that holds all the specs with --root <dir>, or check that folder (see `designspec check --help`, IMPORTS)"
    }

    /// The reports in the chosen format.
    func render(_ reports: [FileReport]) -> String {
        switch options.format {
        case .text: return TextReportFormatter(usesColor: console.usesColor, showsSummary: options.showsSummary).format(reports)
        case .json: return JSONReportFormatter().format(reports)
        case .sarif: return SARIFReportFormatter().format(reports)
        case .html: return HTMLReportFormatter().format(reports)
        }
    }

    /// What happened to one file.
    private enum Outcome: Sendable {
        case report(FileReport)
        /// A file found in a folder and not read; the note says why.
        case skipped(String)
        case unreadable(String)
    }
}
