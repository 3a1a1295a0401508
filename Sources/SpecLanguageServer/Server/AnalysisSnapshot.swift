import Foundation
import SpecAnalysis
import SpecFoundation
import SpecModel
import SpecRules
import SpecSyntax
import SpecWorkspace

/// One version of a design spec with the settings it is analysed under, against one host revision;
/// the analysis itself is made on first use, off the server's queue.
///
/// Creating a snapshot is cheap (it keeps the host's version of the text and a view of the host's
/// revision), so the serial queue never waits for a parse: the first worker that needs `analysis`
/// builds it — reparsing only the container an edit damaged when the previous version's analysis
/// exists — and other workers wanting the same snapshot wait for that one build, which never
/// includes rules or the workspace index. The build offers its tree to the host's version
/// (`HostDocument.offerTree`), so specs importing this one read it without a second parse. Pushed
/// and pulled diagnostics and code actions of one version share one rule run (`DocumentAnalysis`
/// caches its diagnostics). The workspace index learns a version only when the server hands it
/// over (`SpecHost.index`): after the version's rule run, or when a request that reads the index
/// (references, rename) needs it — never on a keystroke's request.
final class AnalysisSnapshot: Sendable {
    /// Unique per snapshot in this server run.
    let id: Int
    /// The document's URI.
    let uri: String
    /// The host's version of the document's text this snapshot analyses.
    let text: HostDocument
    /// The document version.
    var version: Int { text.version }
    /// Cancelled once the document's text moves on from `text`: a request answering from this
    /// snapshot then answers ContentModified.
    let moved: CancellationToken
    /// Column unit of the session.
    private let encoding: PositionEncoding
    /// What to analyse; immutable.
    private let source: (lineIndex: LineIndex, path: String, settings: AnalysisSettings)
    /// Resolves the document's imports in its workspace (nil for documents that are not files).
    private let resolver: ImportResolver?
    /// What builds have made of this version; its lock is never held during a build, so the server
    /// queue never waits for one.
    private let state: Locked<State>
    /// Serializes builds, so concurrent requests share one.
    private let buildGate = SerialGate()

    private struct State {
        /// The analysis once built.
        var built: DocumentAnalysis?
        /// An analysis of an earlier version to reuse the syntax tree of, until `built` exists.
        var base: DocumentAnalysis?
        /// The edit from `base`'s text to this version's.
        var editFromBase = ByteEdit.unchanged
    }

    /// Captures the host's version `text` of the document `uri` under `settings`; nothing is parsed
    /// yet. `previous` is the snapshot this version replaces, whose analysis (or whose own base) the
    /// build may reuse, and `edit` the change from its text to this one (composed with the edits
    /// since that base, so the build never compares texts); `resolver` resolves the imports when the
    /// analysis is built; `moved` is the host's token for the document's text moving on.
    init(
        id: Int, uri: String, text: HostDocument, settings: AnalysisSettings, encoding: PositionEncoding, previous: AnalysisSnapshot?,
        edit: ByteEdit, resolver: ImportResolver?, moved: CancellationToken
    ) {
        self.id = id
        self.uri = uri
        self.text = text
        self.moved = moved
        self.encoding = encoding
        source = (text.lineIndex, text.path, settings)
        self.resolver = resolver
        var state = State()
        if let (reused, editToPrevious) = previous?.reusable {
            state.base = reused
            state.editFromBase = editToPrevious.followed(by: edit)
        }
        self.state = Locked(state)
    }

    /// Runs `work` against this snapshot: its result, or `Cancelled` when the document's text moved
    /// on before it began or while it ran.
    func cancellable<Value>(_ work: (AnalysisSnapshot) -> Value) -> Cancellable<Value> {
        guard !moved.isCancelled else { return .failure(Cancelled()) }
        let value = work(self)
        return moved.isCancelled ? .failure(Cancelled()) : .success(value)
    }

    /// What `reusableAnalysis` gives, with the edit from its text to this version's.
    private var reusable: (analysis: DocumentAnalysis, edit: ByteEdit)? {
        state.withLock { state in
            if let built = state.built { return (built, .unchanged) }
            return state.base.map { ($0, state.editFromBase) }
        }
    }

    /// The analysis this snapshot's successor may reuse: its own when built, else its base (also
    /// while a build is under way: this never waits).
    var reusableAnalysis: DocumentAnalysis? {
        reusable?.analysis
    }

    /// The analysis of this version (built on first use, on the calling thread).
    var analysis: DocumentAnalysis {
        buildGate.withLock {
            let (existing, reused, edit) = state.withLock { ($0.built, $0.base, $0.editFromBase) }
            if let existing { return existing }
            let analysis = SpecComposition.analysis(
                ofVersion: source.lineIndex, at: source.path, settings: source.settings, resolver: resolver, reusing: reused, edit: edit)
            text.offerTree(analysis.tree)
            state.withLock { state in
                state.built = analysis
                state.base = nil
                state.editFromBase = .unchanged
            }
            if let reused {
                // Freeing a large document's tree, model and diagnostics takes a while: not on a keystroke's thread.
                MemoryPolicy.retire(reused)
            }
            return analysis
        }
    }

    /// Converter to LSP in the session's position encoding.
    var toProtocol: ToProtocol {
        ToProtocol(uri: uri, lineIndex: source.lineIndex, encoding: encoding)
    }

    /// Converter from LSP in the session's position encoding (needs no analysis).
    var fromProtocol: FromProtocol {
        FromProtocol(lineIndex: source.lineIndex, encoding: encoding)
    }

    /// The pull-diagnostics result id of this snapshot's diagnostics (builds the analysis).
    var resultID: String { ToProtocol.resultID(of: analysis) }

    /// The document's diagnostics (computed once per snapshot).
    func diagnostics() -> [Diagnostic] {
        analysis.diagnostics()
    }

    /// The document's diagnostics, or nil when `cancellation` stopped the rule run.
    func diagnostics(cancellation: CancellationToken) -> [Diagnostic]? {
        analysis.diagnostics(cancellation: cancellation)
    }
}
