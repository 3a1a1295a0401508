/// How `check` and `rules` print their results.
enum OutputFormat: String, CaseIterable, Sendable {
    /// `path:line:col: severity: message [rule-id]` lines and a summary (for people and quickfix lists).
    case text
    /// A stable JSON document (see `JSONReportFormatter`).
    case json
    /// SARIF 2.1.0 (for code-scanning services).
    case sarif
    /// One self-contained HTML page with the screens drawn and every finding (for CI artifacts).
    case html

    /// Parses a `--format` value; `allowed` limits the formats a command supports.
    static func parse(_ value: String, allowed: [OutputFormat], command: String) throws(UsageError) -> OutputFormat {
        guard let format = OutputFormat(rawValue: value.lowercased()), allowed.contains(format) else {
            let names = allowed.map(\.rawValue).joined(separator: ", ")
            throw UsageError("unknown format '\(value)'; use one of: \(names)", command: command)
        }
        return format
    }
}
