import Foundation
import SpecAnalysis
import SpecModel

/// The result of checking one file: its diagnostics with every position precomputed, so the output
/// formatters need nothing but this value.
struct FileReport: Sendable {
    /// One diagnostic and the places it mentions, located.
    struct Entry: Sendable {
        /// The diagnostic as the analysis produced it.
        var diagnostic: Diagnostic
        /// Where `diagnostic.range` is.
        var range: SourceRange
        /// Where each of `diagnostic.related` is, in the same order.
        var relatedRanges: [SourceRange]
        /// Where each edit of each of `diagnostic.fixes` applies, in the same order.
        var fixEditRanges: [[SourceRange]]
    }

    /// The path as given on the command line (or found under a given directory).
    var path: String
    /// Diagnostics in document order.
    var entries: [Entry]
    /// The analysis itself, kept only when asked for (the HTML report draws the screens).
    var analysis: DocumentAnalysis?

    /// Number of entries with `severity`.
    func count(of severity: Severity) -> Int {
        entries.count { $0.diagnostic.severity == severity }
    }

    /// Analyses `bytes` read from `path` and locates every diagnostic.
    /// - Parameter errorsOnly: keep error-severity diagnostics only.
    /// - Parameter keepsAnalysis: keep the `DocumentAnalysis` in `analysis`.
    init(path: String, bytes: [UInt8], settings: AnalysisSettings, errorsOnly: Bool, keepsAnalysis: Bool = false) {
        let analysis = DocumentAnalysis(bytes: bytes, path: path, settings: settings)
        let index = analysis.lineIndex
        func point(_ offset: Int) -> SourcePoint {
            let utf8 = index.position(of: offset, encoding: .utf8)
            let utf16 = index.position(of: offset, encoding: .utf16)
            return SourcePoint(line: utf8.line + 1, utf8Column: utf8.character + 1, utf16Column: utf16.character + 1, offset: min(max(0, offset), bytes.count))
        }
        func locate(_ range: Range<Int>) -> SourceRange {
            SourceRange(start: point(range.lowerBound), end: point(range.upperBound))
        }
        self.path = path
        self.analysis = keepsAnalysis ? analysis : nil
        entries = analysis.diagnostics().compactMap { diagnostic in
            if errorsOnly, diagnostic.severity != .error {
                return nil
            }
            return Entry(
                diagnostic: diagnostic, range: locate(diagnostic.range), relatedRanges: diagnostic.related.map { locate($0.range) },
                fixEditRanges: diagnostic.fixes.map { $0.edits.map { locate($0.range) } }
            )
        }
    }

    /// Creates a report from located entries (for tests and tools).
    init(path: String, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }
}
