import SpecModel

/// Totals over all checked files.
struct CheckSummary: Equatable, Sendable {
    /// Diagnostics per severity.
    var counts: [Severity: Int]
    /// Files with at least one reported diagnostic.
    var filesWithProblems: Int
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
    /// `No problems found (5 files checked)`.
    var line: String {
        let checked = "(\(Self.plural(filesChecked, "file")) checked)"
        guard filesWithProblems > 0 else {
            return "No problems found \(checked)"
        }
        let parts = [
            Self.plural(count(.error), "error"), Self.plural(count(.warning), "warning"),
            "\(count(.information)) information", Self.plural(count(.hint), "hint")
        ]
        return parts.joined(separator: ", ") + " in \(Self.plural(filesWithProblems, "file")) \(checked)"
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
