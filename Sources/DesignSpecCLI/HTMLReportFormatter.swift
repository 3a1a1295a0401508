import SpecAnalysis
import SpecPreview

/// `check --format html`: one self-contained page with every file's screens drawn and its findings
/// (the same pictures as `designspec preview`), for CI artifacts.
struct HTMLReportFormatter {
    /// The page for `reports` (each made with `keepsAnalysis`; a report without its analysis is drawn from its path alone).
    func format(_ reports: [FileReport]) -> String {
        let inputs = reports.map { report in
            SpecPreview.Input(
                analysis: report.analysis ?? DocumentAnalysis(bytes: [], path: report.path),
                diagnostics: report.entries.map(\.diagnostic), displayPath: report.path)
        }
        let files = reports.count == 1 ? "1 file" : "\(reports.count) files"
        return SpecPreview.report(inputs, title: "designspec check — \(files)")
    }
}
