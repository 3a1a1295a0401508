import SpecFoundation
import SpecModel
import SpecSyntax

/// The JSON format of `check`: one stable document (keys sorted, pretty-printed).
///
/// ```json
/// { "formatVersion": 1, "tool": { "name": "designspec", "version": "0.1.0" },
///   "summary": { "errors": 1, "warnings": 0, "information": 0, "hints": 0, "filesChecked": 1, "filesWithProblems": 1 },
///   "files": [ { "path": "a.design.json", "diagnostics": [ {
///       "code": "min-touch-target", "severity": "error", "message": "…", "url": "https://…",
///       "range": { "start": { "line": 3, "column": 5, "offset": 40 }, "end": { … } },
///       "tags": [], "related": [ { "message": "…", "path": "tokens.design.jsonc", "range": { … } } ],
///       "fix": { "title": "…", "newText": "44", "range": { … },
///                "edits": [ { "newText": "44", "path": "a.design.json", "range": { … } }, … ] },
///       "alternativeFixes": [ { "title": "…", "edits": [ … ] } ] } ] } ] }
/// ```
/// Lines and columns are 1-based, columns count UTF-8 bytes, offsets are 0-based UTF-8 byte offsets
/// and ends are exclusive. `fix` is the preferred fix: its first edit as `newText` and `range`, and
/// every edit it makes in `edits` (a size fix sets width and height; a fix renaming a token also
/// renames it in the specs importing it, each edit naming its file in `path`). `url`, `fix` and
/// `alternativeFixes` are left out when absent. Every checked file is listed. A related location's
/// `path` names its file: the diagnostic's own file, or the imported spec it lies in (named the way
/// checked files are, relative to the same folder).
struct JSONReportFormatter {
    /// Version of this document's shape; bumped on incompatible changes.
    static let formatVersion = 1

    /// The document, ending in a newline.
    func format(_ reports: [FileReport]) -> String {
        let summary = CheckSummary(reports: reports)
        let document: JSONValue = [
            "formatVersion": .int(Self.formatVersion),
            "tool": ["name": "designspec", "version": .string(DesignSpecVersion.current)],
            "summary": [
                "errors": .int(summary.count(.error)), "warnings": .int(summary.count(.warning)),
                "information": .int(summary.count(.information)), "hints": .int(summary.count(.hint)),
                "filesChecked": .int(summary.filesChecked), "filesWithProblems": .int(summary.filesWithProblems)
            ],
            "files": .array(
                reports.map { report in
                    ["path": .string(report.path), "diagnostics": .array(report.entries.map(Self.diagnostic))]
                })
        ]
        return JSONWriter.pretty(document)
    }

    private static func diagnostic(_ entry: FileReport.Entry) -> JSONValue {
        let diagnostic = entry.diagnostic
        var object: [String: JSONValue] = [
            "code": .string(diagnostic.code),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "range": range(entry.range),
            "tags": .array(diagnostic.tags.map(\.rawValue).sorted().map(JSONValue.string)),
            "related": .array(
                zip(diagnostic.related, entry.related).map { related, location in
                    ["message": .string(related.message), "path": .string(location.path), "range": Self.range(location.range)]
                })
        ]
        if let url = diagnostic.documentationURL {
            object["url"] = .string(url)
        }
        var fixes: [JSONValue] = []
        for fix in entry.fixes {
            let edits = JSONValue.array(
                fix.edits.map { edit in ["newText": .string(edit.newText), "path": .string(edit.path), "range": range(edit.range)] })
            if fixes.isEmpty, let first = fix.edits.first {
                fixes.append(["title": .string(fix.title), "newText": .string(first.newText), "range": range(first.range), "edits": edits])
            } else {
                fixes.append(["title": .string(fix.title), "edits": edits])
            }
        }
        if let preferred = fixes.first {
            object["fix"] = preferred
        }
        if fixes.count > 1 {
            object["alternativeFixes"] = .array(Array(fixes.dropFirst()))
        }
        return .object(object)
    }

    private static func range(_ range: SourceRange) -> JSONValue {
        ["start": point(range.start), "end": point(range.end)]
    }

    private static func point(_ point: SourcePoint) -> JSONValue {
        ["line": .int(point.line), "column": .int(point.utf8Column), "offset": .int(point.offset)]
    }
}
