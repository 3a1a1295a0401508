import Foundation
import SpecAnalysis
import SpecModel
import SpecSyntax
import SpecWorkspace

/// The result of checking one file: its diagnostics with every position precomputed, so the output
/// formatters need nothing but this value.
struct FileReport: Sendable {
    /// One diagnostic and the places it mentions, located.
    struct Entry: Sendable {
        /// The diagnostic as the analysis produced it.
        var diagnostic: Diagnostic
        /// Where `diagnostic.range` is.
        var range: SourceRange
        /// Where each of `diagnostic.related` is, in the same order: in this report's file or, for
        /// a related location in an imported spec, in that file.
        var related: [Location]
        /// The fixes offered, in the order of `diagnostic.fixes`, each with every edit it makes
        /// (a fix renaming a token edits the specs importing it too; one they refuse is left out).
        var fixes: [Fix]
    }

    /// A fix with its edits located.
    struct Fix: Sendable {
        /// Short imperative title.
        var title: String
        /// Every replacement, grouped by file (this report's file first when it has any), each
        /// file's in document order.
        var edits: [Edit]
    }

    /// One replacement of a fix.
    struct Edit: Sendable {
        /// The file, named as output names files.
        var path: String
        /// The range replaced.
        var range: SourceRange
        /// The new text.
        var newText: String
    }

    /// The path as given on the command line (or found under a given directory).
    var path: String
    /// Diagnostics in document order.
    var entries: [Entry]
    /// The analysis itself, kept only when asked for (the HTML report draws the screens).
    var analysis: DocumentAnalysis?
    /// True for a checked spec, false for a token source (a colorset's `Contents.json`, a tokens
    /// file) reported because a checked spec imports it: such a file is not counted as checked.
    var isCheckedSpec = true

    /// A range in a named file.
    struct Location: Sendable {
        /// The file, named as output names files (`FileReport.path` for the report's own file).
        var path: String
        /// The range in that file.
        var range: SourceRange
    }

    /// Number of entries with `severity`.
    func count(of severity: Severity) -> Int {
        entries.count { $0.diagnostic.severity == severity }
    }

    /// Analyses `bytes` read from `path` on their own (imports unresolved) and locates every diagnostic.
    init(path: String, bytes: [UInt8], settings: AnalysisSettings, errorsOnly: Bool, keepsAnalysis: Bool = false) {
        let analysis = DocumentAnalysis(bytes: bytes, path: path, settings: settings)
        self.init(path: path, analysis: analysis, errorsOnly: errorsOnly, keepsAnalysis: keepsAnalysis, pathOf: { $0 }, renameEdits: nil)
    }

    /// Locates every diagnostic of `analysis`, the file output names `path`.
    /// - Parameter errorsOnly: keep error-severity diagnostics only.
    /// - Parameter keepsAnalysis: keep the `DocumentAnalysis` in `analysis`.
    /// - Parameter pathOf: how output names the spec at an absolute path (a related location's
    ///   imported spec, a file a token rename edits).
    /// - Parameter renameEdits: the edits of a fix renaming a token, in every spec it reaches, or
    ///   nil when a spec refuses the name (the fix is left out); without it (no workspace), each
    ///   fix makes its own edits.
    init(
        path: String, analysis: DocumentAnalysis, errorsOnly: Bool, keepsAnalysis: Bool,
        pathOf: (String) -> String, renameEdits: ((TokenRename) -> [WorkspaceFileEdit]?)?
    ) {
        self.path = path
        self.analysis = keepsAnalysis ? analysis : nil
        let own = analysis.lineIndex
        entries = analysis.diagnostics().compactMap { diagnostic in
            if errorsOnly, diagnostic.severity != .error {
                return nil
            }
            let related = diagnostic.related.map { location in
                guard let file = location.file else { return Location(path: path, range: Self.locate(location.range, in: own)) }
                return Location(path: pathOf(file.path), range: Self.locate(location.range, in: file.lineIndex))
            }
            let fixes = diagnostic.fixes.compactMap { fix -> Fix? in
                guard let rename = fix.renamesToken, let renameEdits else {
                    return Fix(
                        title: fix.title,
                        edits: fix.edits.map { Edit(path: path, range: Self.locate($0.range, in: own), newText: $0.newText) })
                }
                guard let fileEdits = renameEdits(rename) else { return nil }
                return Fix(
                    title: fix.title,
                    edits: fileEdits.flatMap { file in
                        file.replacements.map {
                            Edit(path: pathOf(file.path), range: Self.locate($0.range, in: file.lineIndex), newText: $0.newText)
                        }
                    })
            }
            return Entry(diagnostic: diagnostic, range: Self.locate(diagnostic.range, in: own), related: related, fixes: fixes)
        }
    }

    /// The findings at a token source file (a colorset's `Contents.json`, a tokens file), the file
    /// output names `path`.
    /// - Parameter errorsOnly: keep error-severity diagnostics only.
    init(path: String, sourceFindings: TokenSourceFileFindings, errorsOnly: Bool) {
        self.path = path
        analysis = nil
        isCheckedSpec = false
        entries = sourceFindings.diagnostics.filter { !errorsOnly || $0.severity == .error }.map { diagnostic in
            Entry(diagnostic: diagnostic, range: Self.locate(diagnostic.range, in: sourceFindings.lineIndex), related: [], fixes: [])
        }
    }

    /// `range` in the text `index` describes, in every unit the formats need.
    private static func locate(_ range: Range<Int>, in index: LineIndex) -> SourceRange {
        let size = index.bytes.count
        func point(_ offset: Int) -> SourcePoint {
            let utf8 = index.position(of: offset, encoding: .utf8)
            let utf16 = index.position(of: offset, encoding: .utf16)
            return SourcePoint(
                line: utf8.line + 1, utf8Column: utf8.character + 1, utf16Column: utf16.character + 1, offset: min(max(0, offset), size))
        }
        return SourceRange(start: point(range.lowerBound), end: point(range.upperBound))
    }

    /// Creates a report from located entries (for tests and tools).
    init(path: String, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }
}
