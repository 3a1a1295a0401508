/// `textDocument/diagnostic` result: a full report, or `unchanged` for the previous result id.
struct DocumentDiagnosticReport: Codable, Hashable, Sendable {
    /// `full` or `unchanged`.
    var kind: String
    /// Identifies this result for the next pull.
    var resultId: String
    /// The diagnostics (full reports only).
    var items: [LSPDiagnostic]?

    /// A full report.
    static func full(resultId: String, items: [LSPDiagnostic]) -> DocumentDiagnosticReport {
        DocumentDiagnosticReport(kind: "full", resultId: resultId, items: items)
    }

    /// An unchanged report.
    static func unchanged(resultId: String) -> DocumentDiagnosticReport {
        DocumentDiagnosticReport(kind: "unchanged", resultId: resultId, items: nil)
    }
}
