import Foundation
import SpecModel

/// The JSON format of `check`: one stable document (keys sorted, pretty-printed).
///
/// ```json
/// { "formatVersion": 1, "tool": { "name": "designspec", "version": "0.1.0" },
///   "summary": { "errors": 1, "warnings": 0, "information": 0, "hints": 0, "filesChecked": 1, "filesWithProblems": 1 },
///   "files": [ { "path": "a.design.json", "diagnostics": [ {
///       "code": "min-touch-target", "severity": "error", "message": "…", "url": "https://…",
///       "range": { "start": { "line": 3, "column": 5, "offset": 40 }, "end": { … } },
///       "tags": [], "related": [ { "message": "…", "range": { … } } ],
///       "fix": { "title": "…", "newText": "44", "range": { … } } } ] } ] }
/// ```
/// Lines and columns are 1-based, columns count UTF-8 bytes, offsets are 0-based UTF-8 byte offsets
/// and ends are exclusive. `url` and `fix` are left out when absent. Every checked file is listed.
struct JSONReportFormatter {
    /// Version of this document's shape; bumped on incompatible changes.
    static let formatVersion = 1

    /// The document, ending in a newline.
    func format(_ reports: [FileReport]) -> String {
        let summary = CheckSummary(reports: reports)
        let document: [String: Any] = [
            "formatVersion": Self.formatVersion,
            "tool": ["name": "designspec", "version": DesignSpecVersion.current],
            "summary": [
                "errors": summary.count(.error), "warnings": summary.count(.warning),
                "information": summary.count(.information), "hints": summary.count(.hint),
                "filesChecked": summary.filesChecked, "filesWithProblems": summary.filesWithProblems,
            ],
            "files": reports.map { report in
                ["path": report.path, "diagnostics": report.entries.map(Self.diagnostic)] as [String: Any]
            },
        ]
        return JSONText.serialize(document)
    }

    private static func diagnostic(_ entry: FileReport.Entry) -> [String: Any] {
        let diagnostic = entry.diagnostic
        var object: [String: Any] = [
            "code": diagnostic.code,
            "severity": diagnostic.severity.rawValue,
            "message": diagnostic.message,
            "range": range(entry.range),
            "tags": diagnostic.tags.map(\.rawValue).sorted(),
            "related": zip(diagnostic.related, entry.relatedRanges).map { related, range in
                ["message": related.message, "range": Self.range(range)] as [String: Any]
            },
        ]
        if let url = diagnostic.documentationURL {
            object["url"] = url
        }
        if let fix = diagnostic.fix, let fixRange = entry.fixRange {
            object["fix"] = ["title": fix.title, "newText": fix.newText, "range": range(fixRange)] as [String: Any]
        }
        return object
    }

    private static func range(_ range: SourceRange) -> [String: Any] {
        ["start": point(range.start), "end": point(range.end)]
    }

    private static func point(_ point: SourcePoint) -> [String: Any] {
        ["line": point.line, "column": point.utf8Column, "offset": point.offset]
    }
}
