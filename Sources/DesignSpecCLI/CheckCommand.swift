import Foundation
import SpecAnalysis

/// `designspec check`: finds design specs, analyses them on all cores, prints the diagnostics in path
/// order, and exits 0 (no errors), 1 (errors found) or 2 (usage or I/O error).
struct CheckCommand {
    /// The parsed options.
    let options: CheckOptions
    /// Where to write.
    let console: Console

    /// Runs the check.
    func run() -> ExitCode {
        let found = SpecFileFinder().find(options.paths)
        var ioProblems = found.problems
        let settings = options.settings
        let errorsOnly = options.errorsOnly
        let keepsAnalysis = options.format == .html
        let standardInput = found.files.contains(SpecFileFinder.standardInputPath) ? FileHandle.standardInput.readDataToEndOfFile() : nil
        let outcomes = ParallelMap.map(found.files) { path -> Outcome in
            if path == SpecFileFinder.standardInputPath, let standardInput {
                let name = SpecFileFinder.standardInputDisplayName
                return .report(FileReport(path: name, bytes: [UInt8](standardInput), settings: settings, errorsOnly: errorsOnly, keepsAnalysis: keepsAnalysis))
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                return .unreadable("\(path): cannot read file")
            }
            return .report(FileReport(path: path, bytes: [UInt8](data), settings: settings, errorsOnly: errorsOnly, keepsAnalysis: keepsAnalysis))
        }
        var reports: [FileReport] = []
        for outcome in outcomes {
            switch outcome {
            case .report(let report): reports.append(report)
            case .unreadable(let message): ioProblems.append(message)
            }
        }
        for problem in ioProblems {
            console.error(problem)
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
        case unreadable(String)
    }
}
