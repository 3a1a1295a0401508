import SpecModel

/// Totals over all checked files.
struct CheckSummary: Equatable, Sendable {
    /// Diagnostics per severity.
    var counts: [Severity: Int]
    /// Files with at least one reported diagnostic (specs and token source files).
    var filesWithProblems: Int
    /// Token source files (not specs) with at least one reported diagnostic.
    var tokenSourcesWithProblems: Int
    /// Specs checked (token source files reported beside them are not counted).
    var filesChecked: Int

    /// Totals over `reports`.
    init(reports: [FileReport]) {
        var counts: [Severity: Int] = [:]
        for report in reports {
            for entry in report.entries {
                counts[entry.diagnostic.severity, default: 0] += 1
            }
        }
        self.counts = counts
        filesWithProblems = reports.count { !$0.entries.isEmpty }
        tokenSourcesWithProblems = reports.count { !$0.isCheckedSpec && !$0.entries.isEmpty }
        filesChecked = reports.count(where: \.isCheckedSpec)
    }

    /// Diagnostics with `severity`.
    func count(_ severity: Severity) -> Int {
        counts[severity] ?? 0
    }

    /// True when an error-severity diagnostic was reported (exit code 1).
    var hasErrors: Bool {
        count(.error) > 0
    }

    /// `2 errors, 1 warning, 0 information, 3 hints in 2 files (5 files checked)`, or
    /// `No problems found (5 files checked)`. Token source files with findings are named apart, since
    /// they are not counted as checked: `… in 1 file and 1 token source file (1 file checked)`.
    var line: String {
        let checked = "(\(Self.plural(filesChecked, "file")) checked)"
        guard filesWithProblems > 0 else {
            return "No problems found \(checked)"
        }
        let parts = [
            Self.plural(count(.error), "error"), Self.plural(count(.warning), "warning"),
            "\(count(.information)) information", Self.plural(count(.hint), "hint")
        ]
        let specs = filesWithProblems - tokenSourcesWithProblems
        let places = [
            specs > 0 ? Self.plural(specs, "file") : nil,
            tokenSourcesWithProblems > 0 ? Self.plural(tokenSourcesWithProblems, "token source file") : nil
        ]
        return parts.joined(separator: ", ") + " in \(places.compactMap { $0 }.joined(separator: " and ")) \(checked)"
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
