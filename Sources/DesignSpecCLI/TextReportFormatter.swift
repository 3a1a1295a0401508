import SpecFoundation
import SpecModel
import SpecWorkspace

/// The text format: one `path:line:col: severity: message [rule-id]` line per diagnostic, with a
/// 1-based line and a 1-based UTF-8 byte column (clang's convention; vim's quickfix reads the
/// column as a byte index), then an optional summary line. A related location in another file (an
/// imported spec) follows its diagnostic as a `path:line:col: note: message` line, as clang prints
/// notes; related locations in the diagnostic's own file are left to the JSON and SARIF formats.
struct TextReportFormatter {
    /// Wrap severities and paths in ANSI colors.
    var usesColor = false
    /// Append the summary line.
    var showsSummary = true

    /// Writes the whole output, ending in a newline (nothing when there is nothing to print), in
    /// pieces of about `batchSize` bytes: each file's lines are built on all cores and handed to
    /// `write` in path order, so an output of many megabytes is never joined into one string.
    func write(_ reports: [FileReport], batchSize: Int = 1 << 18, to write: (String) -> Void) {
        var batch = ""
        for chunk in ParallelMap.map(reports, { report in text(for: report) }) {
            batch += chunk
            if batch.utf8.count >= batchSize {
                write(batch)
                batch = ""
            }
        }
        if showsSummary {
            batch += CheckSummary(reports: reports).line + "\n"
        }
        if !batch.isEmpty { write(batch) }
    }

    /// One file's diagnostic lines, each ending in a newline.
    func text(for report: FileReport) -> String {
        var text = ""
        for entry in report.entries {
            text += line(for: entry, path: report.path)
            text += "\n"
            for (related, location) in zip(entry.diagnostic.related, entry.related) where related.file != nil {
                text += note(related.message, at: location)
                text += "\n"
            }
        }
        return text
    }

    /// One `note:` line for a related location in another file.
    func note(_ message: String, at location: FileReport.Location) -> String {
        let place = "\(TerminalText.sanitized(location.path)):\(location.range.start.line):\(location.range.start.utf8Column):"
        return "\(paint(place, Self.bold)) \(paint("note:", Self.bold)) \(Self.singleLine(message))"
    }

    /// One diagnostic line.
    func line(for entry: FileReport.Entry, path: String) -> String {
        let diagnostic = entry.diagnostic
        let location = "\(TerminalText.sanitized(path)):\(entry.range.start.line):\(entry.range.start.utf8Column):"
        let message = Self.singleLine(diagnostic.message)
        return
            "\(paint(location, Self.bold)) \(paint(diagnostic.severity.rawValue + ":", Self.color(for: diagnostic.severity))) \(message) [\(TerminalText.sanitized(diagnostic.code))]"
    }

    /// Messages are printed on one line: line breaks become spaces, and control characters from the
    /// spec are escaped (`TerminalText.sanitized`) so they cannot drive the terminal.
    static func singleLine(_ text: String) -> String {
        guard !TerminalText.isPlain(text) else { return text }
        return TerminalText.sanitized(
            text.contains(where: \.isNewline) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text)
    }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private static let bold = "1"

    private static func color(for severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .information: return "1;36"
        case .hint: return "2"
        }
    }
}
