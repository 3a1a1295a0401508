import Foundation
import SpecAnalysis
import SpecModel
import SpecSyntax

/// One version of a design spec with the settings it is analysed under; the analysis itself is made
/// on first use, off the server's queue.
///
/// Creating a snapshot is cheap (it keeps the bytes), so the serial queue never waits for a parse:
/// the first worker that needs `analysis` builds it while the queue goes on applying edits, and other
/// workers wanting the same snapshot wait for that one build. Pushed and pulled diagnostics and code
/// actions of one version share one computation (`DocumentAnalysis` caches its diagnostics).
final class AnalysisSnapshot: @unchecked Sendable {
    /// Unique per snapshot in this server run; also the pull-diagnostics `resultId`.
    let id: Int
    /// The document's URI.
    let uri: String
    /// The document version.
    let version: Int
    /// Column unit of the session.
    private let encoding: PositionEncoding
    /// What to analyse; immutable.
    private let source: (bytes: [UInt8], path: String, settings: AnalysisSettings)
    /// The analysis once built. Guarded by `lock`.
    private var built: DocumentAnalysis?
    private let lock = NSLock()

    /// Captures `document` under `settings`; nothing is parsed yet.
    init(id: Int, document: OpenDocument, settings: AnalysisSettings, encoding: PositionEncoding) {
        self.id = id
        uri = document.uri
        version = document.version
        self.encoding = encoding
        source = (document.bytes, document.path, settings)
    }

    /// The analysis of this version (built on first use, on the calling thread).
    var analysis: DocumentAnalysis {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let analysis = DocumentAnalysis(bytes: source.bytes, path: source.path, settings: source.settings)
        built = analysis
        return analysis
    }

    /// Converter to LSP in the session's position encoding.
    var toProtocol: ToProtocol {
        ToProtocol(uri: uri, lineIndex: analysis.lineIndex, encoding: encoding)
    }

    /// Converter from LSP in the session's position encoding.
    var fromProtocol: FromProtocol {
        FromProtocol(lineIndex: analysis.lineIndex, encoding: encoding)
    }

    /// The pull-diagnostics result id of this snapshot.
    var resultID: String { String(id) }

    /// The document's diagnostics (computed once per snapshot).
    func diagnostics() -> [Diagnostic] {
        analysis.diagnostics()
    }
}
