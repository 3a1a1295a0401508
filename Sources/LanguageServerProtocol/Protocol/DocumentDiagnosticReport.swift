/// `textDocument/diagnostic` result: a full report, or `unchanged` for the previous result id.
public struct DocumentDiagnosticReport: Codable, Hashable, Sendable {
    /// `full` or `unchanged`.
    public var kind: String
    /// Identifies this result for the next pull.
    public var resultId: String
    /// The diagnostics (full reports only).
    public var items: [LSPDiagnostic]?

    /// A full report.
    public static func full(resultId: String, items: [LSPDiagnostic]) -> DocumentDiagnosticReport {
        DocumentDiagnosticReport(kind: "full", resultId: resultId, items: items)
    }

    /// An unchanged report.
    public static func unchanged(resultId: String) -> DocumentDiagnosticReport {
        DocumentDiagnosticReport(kind: "unchanged", resultId: resultId, items: nil)
    }

    /// Creates a value from its members.
    public init(kind: String, resultId: String, items: [LSPDiagnostic]? = nil) {
        self.kind = kind
        self.resultId = resultId
        self.items = items
    }
}
