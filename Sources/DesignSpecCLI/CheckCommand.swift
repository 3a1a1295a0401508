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
        if let stamp = options.buildStamp {
            try? FileManager.default.removeItem(atPath: stamp)
        }
        let status = try check()
        if status == .success, let stamp = options.buildStamp {
            do {
                try Data(Self.buildStampText.utf8).write(to: URL(fileURLWithPath: stamp))
            } catch {
                console.error("cannot write the build stamp \(stamp): \(error.localizedDescription)")
                return .usageOrIOError
            }
        }
        return status
    }

    /// What `--build-stamp` writes: a Swift comment, since SwiftPM compiles a build-tool plugin's `.swift`
    /// outputs into the target (other outputs would become resources of it).
    static let buildStampText =
        "// Written by designspec's build-tool plugin: `designspec check` found no error in this target's design specs.\n"

    /// Checks the operands and writes the report.
    private func check() throws(UsageError) -> ExitCode {
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
            let sources = workspace.tokenSourceFindings(of: analysis, at: path).map { findings in
                (path: workspace.reportPath(of: findings.path, from: path, displayPath: name), findings: findings)
            }
            return .report(
                FileReport(
                    path: name, analysis: analysis, errorsOnly: errorsOnly, keepsAnalysis: keepsAnalysis,
                    pathOf: { workspace.reportPath(of: $0, from: path, displayPath: name) },
                    renameEdits: printsFixes ? { workspace.renameEdits($0, of: analysis, at: path) } : nil
                ), sources)
        }
        var reports: [FileReport] = []
        var notes: [String] = []
        var sourceFindings: [(path: String, findings: TokenSourceFileFindings)] = []
        for outcome in outcomes {
            switch outcome {
            case .report(let report, let sources):
                reports.append(report)
                sourceFindings += sources
            case .skipped(let note): notes.append(note)
            case .unreadable(let message): ioProblems.append(message)
            }
        }
        reports += Self.tokenSourceReports(sourceFindings, errorsOnly: errorsOnly)
        for problem in workspace.configurationProblems + ioProblems + notes {
            console.error(problem)
        }
        if workspace.hasInvalidConfiguration, !options.ignoresInvalidConfiguration {
            console.error(Self.invalidConfigurationMessage)
            return .usageOrIOError
        }
        if options.root == nil, let hint = Self.rootHint(reports) {
            console.error(hint)
        }
        if reports.isEmpty, !ioProblems.isEmpty {
            return .usageOrIOError
        }
        writeReport(reports)
        if !ioProblems.isEmpty {
            return .usageOrIOError
        }
        return CheckSummary(reports: reports).hasErrors ? .findings : .success
    }

    /// Why `check` stopped: a repository configuration with errors fails the run, so a mistyped
    /// setting (`"strict": "yes"`) never turns a check off unnoticed.
    static let invalidConfigurationMessage =
        "the repository configuration has errors (above); nothing was checked. Fix it, or pass --ignore-invalid-config to check with the settings it does set"

    /// A hint on standard error when an import leaves the root `check` chose: the root may be too
    /// narrow (a file named inside a feature folder whose imports reach `../tokens.design.jsonc`).
    static func rootHint(_ reports: [FileReport]) -> String? {
        let outside = ImportFindings.Code.outsideWorkspace.rawValue
        guard reports.contains(where: { $0.entries.contains { $0.diagnostic.code == outside } }) else { return nil }
        return
            "note: some imports lead outside the workspace root; name the folder that holds all the specs with --root <dir>, or check that folder (see `designspec check --help`, IMPORTS)"
    }

    /// Writes the reports in the chosen format; text is written as it is built, file by file.
    func writeReport(_ reports: [FileReport]) {
        switch options.format {
        case .text:
            TextReportFormatter(usesColor: console.usesColor, showsSummary: options.showsSummary).write(reports, to: console.writeOutput)
        case .json: console.writeOutput(JSONReportFormatter().format(reports))
        case .sarif: console.writeOutput(SARIFReportFormatter().format(reports))
        case .html: console.writeOutput(HTMLReportFormatter().format(reports))
        }
    }

    /// One report per token source file the checked specs import (a colorset's `Contents.json`, a
    /// tokens file) that has findings, after the specs' reports, in path order: each finding once,
    /// however many specs import the file. `sources` are each spec's, with the path output names
    /// the file by (the first spec's spelling names a file that several reach).
    static func tokenSourceReports(_ sources: [(path: String, findings: TokenSourceFileFindings)], errorsOnly: Bool) -> [FileReport] {
        var names: [String: String] = [:]
        for source in sources where names[source.findings.path] == nil {
            names[source.findings.path] = source.path
        }
        return TokenSourceFileFindings.merged(sources.map(\.findings)).map { findings in
            FileReport(path: names[findings.path] ?? findings.path, sourceFindings: findings, errorsOnly: errorsOnly)
        }.filter { !$0.entries.isEmpty }.sorted { $0.path < $1.path }
    }

    /// What happened to one file.
    private enum Outcome: Sendable {
        /// The spec's report, and the findings at the token sources it imports (with the path output names each by).
        case report(FileReport, [(path: String, findings: TokenSourceFileFindings)])
        /// A file found in a folder and not read; the note says why.
        case skipped(String)
        case unreadable(String)
    }
}
