import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecFoundation
import SpecSyntax
import SpecWorkspace

/// `workspace/diagnostic` (pull): every spec of the workspace folders, every open spec and every spec
/// the client holds a result for, one report each, with work-done progress and partial results when
/// the client passes their tokens.
extension LanguageServer {
    /// Captures the open documents' snapshots on `queue`, then checks one spec per core per work item
    /// on `diagnosticsQueue` (see `WorkspaceDiagnosticsRun`).
    func workspaceDiagnostics(_ params: WorkspaceDiagnosticParams, reply: Reply<WorkspaceDiagnosticReport>) {
        var open: [String: AnalysisSnapshot] = [:]
        for state in onQueue.documents.values where state.document.isDesignSpec {
            open[state.document.path] = state.snapshot
        }
        let run = WorkspaceDiagnosticsRun(
            server: self, reply: reply, params: params, openSnapshots: open,
            settings: onQueue.settings.analysis, encoding: onQueue.options.positionEncoding)
        diagnosticsQueue.async { run.start() }
    }
}

/// One `workspace/diagnostic` request being answered.
///
/// Runs on the server's `diagnosticsQueue`, one spec per core per work item, checked side by side: a
/// pushed diagnostics run of the document being typed in waits for one such step at most (about one
/// spec's check), never for the whole workspace, and `$/cancelRequest` (answered at once by the reader
/// thread) is noticed before the next step. Only one spec's analysis per core is held at a time; with
/// a partial result token, reports leave in batches and are not kept either.
final class WorkspaceDiagnosticsRun: Sendable {
    /// How many document reports one partial result carries.
    static let batchSize = 32
    /// How many specs one work item checks, side by side: a few per core, so a core that finishes a
    /// small spec takes the next instead of waiting for the other core's large one (at one per core,
    /// that wait was a step's cost), and still few enough that the serial diagnostics queue runs an
    /// open document's diagnostics between steps.
    static let specsPerStep = 4 * max(1, ProcessInfo.processInfo.activeProcessorCount)

    private let server: LanguageServer
    private let reply: Reply<WorkspaceDiagnosticReport>
    private let workDoneToken: ProgressToken?
    private let partialResultToken: ProgressToken?
    /// The result ids the client holds (and the URI it names each document by), by file path.
    private let previousResults: [String: (uri: String, resultID: String)]
    /// The open specs' snapshots as of the request, by file path.
    private let openSnapshots: [String: AnalysisSnapshot]
    private let settings: AnalysisSettings
    private let encoding: PositionEncoding

    /// Progress of the run (the steps run one at a time on `diagnosticsQueue`; the lock is never held
    /// while a spec is checked).
    private let run = Locked(Progress())

    private struct Progress {
        var paths: [String] = []
        var checked = 0
        var reportedPercentage = 0
        /// Reports not yet sent as a partial result, or the whole result without a partial result token.
        var reports: [WorkspaceDocumentDiagnosticReport] = []
    }

    init(
        server: LanguageServer, reply: Reply<WorkspaceDiagnosticReport>, params: WorkspaceDiagnosticParams,
        openSnapshots: [String: AnalysisSnapshot],
        settings: AnalysisSettings, encoding: PositionEncoding
    ) {
        self.server = server
        self.reply = reply
        workDoneToken = params.workDoneToken
        partialResultToken = params.partialResultToken
        previousResults = Dictionary(
            params.previousResultIds.map { (FromProtocol.path(ofURI: $0.uri), ($0.uri, $0.value)) },
            uniquingKeysWith: { _, last in last })
        self.openSnapshots = openSnapshots
        self.settings = settings
        self.encoding = encoding
    }

    /// Lists the specs and checks the first.
    func start() {
        guard reply.isPending else { return }
        let paths = listSpecs()
        run.withLock { $0.paths = paths }
        progress(.begin(title: "Checking design specs", cancellable: false, message: "0/\(paths.count) specs", percentage: 0))
        step()
    }

    /// Every spec below the workspace folders (each folder's specs once, also where folders nest),
    /// every open spec, and every spec the client holds a result for, sorted by path, less those their
    /// root's repository configuration excludes. A folder that cannot be listed (it vanished) adds nothing.
    ///
    /// The folders are listed on disk as well as asked: the workspace's own list may still be
    /// incomplete while it is being indexed, and this answer is about every spec.
    private func listSpecs() -> [String] {
        var found = Set(openSnapshots.keys).union(previousResults.keys.filter(DesignSpecFiles.isDesignSpec(path:)))
        for root in server.workspace.roots {
            // A path directly inside `root` selects `root` itself, not a folder nested in it.
            found.formUnion(server.workspace.specs(forSpecAt: root + "/", settings: settings).specPaths())
            found.formUnion(SpecFolder.specFiles(under: root) ?? [])
        }
        let workspace = server.workspace
        return found.filter { path in
            let root = workspace.root(forSpecAt: path)
            return !workspace.configuration(ofRoot: root).excludes(relativePath: WorkspacePaths.display(path, root: root))
        }.sorted()
    }

    /// The result id of the empty report of a spec that is gone (deleted or unreadable); a fingerprint
    /// in base 36 never contains a hyphen, so it never names a spec's result.
    static let goneResultID = "no-file"

    /// Checks the next spec, then queues the step after it; ends the run when cancelled or done.
    private func step() {
        guard reply.isPending else {
            progress(.end(message: "Cancelled"))
            return
        }
        // A few specs per core, checked side by side; their reports keep the paths' order.
        let chunk: [String]? = run.withLock { run in
            guard run.checked < run.paths.count else { return nil }
            let next = Array(run.paths[run.checked..<min(run.paths.count, run.checked + Self.specsPerStep)])
            run.checked += next.count
            return next
        }
        guard let chunk else {
            finish()
            return
        }
        for report in ParallelMap.map(chunk, { path in self.report(forSpecAt: path) ?? self.goneReport(forSpecAt: path) }) {
            guard let report else { continue }
            let batchIsFull = run.withLock { run in
                run.reports.append(report)
                return run.reports.count >= Self.batchSize
            }
            if partialResultToken != nil, batchIsFull { sendPartialResult() }
        }
        let (checked, total, newPercentage) = run.withLock { run -> (Int, Int, Int?) in
            let percentage = run.checked * 100 / run.paths.count
            guard percentage != run.reportedPercentage else { return (run.checked, run.paths.count, nil) }
            run.reportedPercentage = percentage
            return (run.checked, run.paths.count, percentage)
        }
        if let percentage = newPercentage {
            progress(.report(message: "\(checked)/\(total) specs", percentage: percentage))
        }
        server.diagnosticsQueue.async { self.step() }
    }

    /// The report of the spec at `path`, or nil when it cannot be read (it vanished, is unreadable,
    /// or lies outside every workspace folder).
    ///
    /// An open spec is reported as its snapshot has it (its version and text), with its imports as
    /// they are now; any other spec is read through the workspace, open documents in front of disk,
    /// and only inside a workspace folder: a URI the client names in `previousResultIds` is never a
    /// reason to read a file elsewhere.
    private func report(forSpecAt path: String) -> WorkspaceDocumentDiagnosticReport? {
        let workspace = server.workspace
        if let snapshot = openSnapshots[path] {
            let analysis = SpecComposition.withCurrentImports(snapshot.analysis, at: path, resolver: workspace.resolver(forSpecAt: path))
            return report(of: analysis, at: path, version: snapshot.version, toProtocol: snapshot.toProtocol)
        }
        guard workspace.roots.contains(where: { WorkspacePaths.isInside(path, root: $0) }),
            let analysis = workspace.specs(forSpecAt: path, settings: workspace.settings(forSpecAt: path, editor: settings)).analysis(
                ofSpecAt: path)
        else { return nil }
        let toProtocol = ToProtocol(uri: ToProtocol.uri(ofPath: path), lineIndex: analysis.lineIndex, encoding: encoding)
        return report(of: analysis, at: path, version: nil, toProtocol: toProtocol)
    }

    /// For a spec that cannot be read and that the client holds a result for: an empty report, so the
    /// client drops its diagnostics (`unchanged` once it has that empty report).
    private func goneReport(forSpecAt path: String) -> WorkspaceDocumentDiagnosticReport? {
        guard let previous = previousResults[path] else { return nil }
        if previous.resultID == Self.goneResultID {
            return .unchanged(uri: previous.uri, version: nil, resultId: Self.goneResultID)
        }
        return .full(uri: previous.uri, version: nil, resultId: Self.goneResultID, items: [])
    }

    /// `unchanged` when the client holds this result id already, else the full diagnostics.
    private func report(of analysis: DocumentAnalysis, at path: String, version: Int?, toProtocol: ToProtocol)
        -> WorkspaceDocumentDiagnosticReport
    {
        let resultID = ToProtocol.resultID(of: analysis)
        if previousResults[path]?.resultID == resultID {
            return .unchanged(uri: toProtocol.uri, version: version, resultId: resultID)
        }
        return .full(uri: toProtocol.uri, version: version, resultId: resultID, items: analysis.diagnostics().map(toProtocol.diagnostic))
    }

    /// Sends the reports gathered since the last partial result (unless the request was cancelled).
    private func sendPartialResult() {
        guard let token = partialResultToken else { return }
        let reports = run.withLock { run in
            defer { run.reports = [] }
            return run.reports
        }
        guard !reports.isEmpty else { return }
        let batch = WorkspaceDiagnosticReport(items: reports)
        server.tracker.whilePending(reply.id) {
            server.writer.send(ProgressNotification(ProgressParams(token: token, value: batch)), delivery: .queued)
        }
    }

    /// Sends the last partial result, ends the progress and answers: with every report, or with none
    /// when they were all sent as partial results.
    private func finish() {
        sendPartialResult()
        let (count, reports) = run.withLock { run in
            defer { run.reports = [] }
            return (run.paths.count, run.reports)
        }
        progress(.end(message: "\(count) specs checked"))
        reply(WorkspaceDiagnosticReport(items: reports))
    }

    /// Reports work-done progress when the client asked for it.
    private func progress(_ value: WorkDoneProgress) {
        guard let token = workDoneToken else { return }
        server.writer.send(ProgressNotification(ProgressParams(token: token, value: value)))
    }
}
