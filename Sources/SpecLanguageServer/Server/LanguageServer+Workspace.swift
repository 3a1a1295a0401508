import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecFoundation
import SpecWorkspace

/// The workspace beyond the open documents: the background index and its progress, spec files
/// changed on disk, workspace folders, and re-checking the open specs that import a changed spec.
/// Everything here runs on `queue`, except the index's progress observer.
extension LanguageServer {
    /// The token the indexing work-done progress is reported on.
    static let indexingProgressToken = ProgressToken.string("designspec/indexing")
    /// The id of the watched-files registration.
    static let watchedSpecsRegistrationID = "designspec/watched-specs"
    /// The files the client is asked to watch: specs, and the repository configuration.
    static let watchedSpecsPattern = "**/*.design.{json,jsonc}"
    static let watchedConfigurationPattern = "**/.designspec.{json,jsonc}"
    /// Token sources an import may name: DTCG tokens files and resolver documents, and asset catalogs
    /// (the folder itself, and every file and folder inside one — a colorset's `Contents.json`, a
    /// colorset added or removed).
    static let watchedTokenSourcePatterns = ImportResolver.watchedTokenSourcePatterns

    /// After `initialized`: asks the client to watch spec files (where it registers dynamically) and
    /// starts indexing the workspace folders, with work-done progress where the client shows it.
    func startWorkspace() {
        if onQueue.options.registersWatchedFiles {
            let registration = Registration(
                id: Self.watchedSpecsRegistrationID, method: "workspace/didChangeWatchedFiles",
                registerOptions: DidChangeWatchedFilesRegistrationOptions(
                    watchers: [
                        FileSystemWatcher(globPattern: Self.watchedSpecsPattern),
                        FileSystemWatcher(globPattern: Self.watchedConfigurationPattern)
                    ] + Self.watchedTokenSourcePatterns.map { FileSystemWatcher(globPattern: $0) }))
            sendRequest(RegisterCapabilityRequest(RegistrationParams(registrations: [registration]))) { result in
                if case .failure(let error) = result { ServerLog.log("client/registerCapability failed: \(error.message)") }
            }
        }
        if onQueue.options.showsServerProgress {
            let progress = IndexingProgress(writer: writer, index: workspace.index)
            workspace.index.observeProgress { progress.advanced($0) }
            sendRequest(WorkDoneProgressCreateRequest(WorkDoneProgressCreateParams(token: Self.indexingProgressToken))) { result in
                switch result {
                case .success: progress.begin()
                case .failure(let error): ServerLog.log("window/workDoneProgress/create failed: \(error.message)")
                }
            }
        }
        workspace.startIndexing()
    }

    /// `workspace/didChangeWatchedFiles`: forgets what is cached of the files (a changed repository
    /// configuration re-analyses every open document; a changed `Contents.json`, catalog folder or
    /// tokens file drops what was read of its token source), updates the index and, once it is
    /// updated (the queue never waits for it), re-checks the open specs that import them.
    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
        let paths = params.changes.map(\.uri).filter { $0.hasPrefix("file:") }
            .map { WorkspacePaths.absolute(FromProtocol.path(ofURI: $0), relativeTo: "/") }
        let tokenSources = ImportResolver.forgetTokenSources(changed: paths)
        workspace.host.apply(.filesChangedOnDisk(paths)) { [self] in
            queue.async { self.recheckOpenSpecs(importing: Set(paths + tokenSources)) }
        }
        if workspace.forgetConfigurations(among: paths) { reanalyseOpenDocuments() }
    }

    /// `workspace/didChangeWorkspaceFolders`: the index follows, and open specs resolve their imports
    /// in their (possibly new) folder.
    func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersParams) {
        workspace.changeRoots(adding: params.event.added.map(\.uri), removing: params.event.removed.map(\.uri))
        recheck(onQueue.documents.keys.sorted())
    }

    /// Re-checks the open specs other than `changed` that import one of them (directly or not), as
    /// their last analysis or the index knows: each gets a new snapshot sharing its tree
    /// (`DocumentAnalysis.withImports`), and diagnostics debounced and cancelled like an edit's.
    func recheckOpenSpecs(importing changed: Set<String>) {
        let uris = Dictionary(onQueue.documents.map { ($1.document.path, $0) }, uniquingKeysWith: min)
        let dependents = workspace.host.snapshot().openSpecs(importing: changed, index: workspace.index) { path in
            guard let uri = uris[path], let analysis = onQueue.documents[uri]?.snapshot.reusableAnalysis else { return [] }
            return analysis.imports.files.map(\.path)
        }
        recheck(dependents.compactMap { uris[$0] })
    }

    private func recheck(_ uris: [String]) {
        for uri in uris {
            guard let state = onQueue.documents[uri], state.document.isDesignSpec else { continue }
            remakeSnapshot(of: uri)
            scheduleDiagnostics(for: uri)
        }
        if !uris.isEmpty { requestDiagnosticsRefresh() }
    }

    /// Symbols of every spec in the workspace: the open ones from their current text (with their
    /// components), the others from what the index holds so far (tokens and screens), whose names contain the query's
    /// characters in order (case-insensitive).
    func workspaceSymbols(_ params: WorkspaceSymbolParams, reply: Reply<[SymbolInformation]>) {
        let snapshots = onQueue.documents.keys.sorted().compactMap { snapshot(for: $0) }
        let openPaths = Set(onQueue.documents.values.map(\.document.path))
        let query = params.query.lowercased()
        let encoding = onQueue.options.positionEncoding
        let index = workspace.index
        workers.async {
            guard reply.isPending else { return }
            var symbols = snapshots.flatMap { snapshot in
                snapshot.toProtocol.symbolInformation(snapshot.analysis.outline(), container: nil)
                    .filter { Self.matches($0.name.lowercased(), query: query) }
            }
            index.waitForUpdates()  // the files changes reported before this request
            for summary in index.summaries() where !openPaths.contains(summary.path) {
                let uri = ToProtocol.uri(ofPath: summary.path)
                for symbol in summary.symbols where Self.matches(symbol.name.lowercased(), query: query) {
                    let (start, end) = symbol.place.positions(encoding: encoding)
                    let range = LSPRange(
                        start: Position(line: start.line, character: start.character),
                        end: Position(line: end.line, character: end.character))
                    symbols.append(
                        SymbolInformation(
                            name: symbol.name, kind: ToProtocol.symbolKind(symbol.kind),
                            location: Location(uri: uri, range: range), containerName: symbol.container))
                }
            }
            reply(symbols)
        }
    }
}

/// The work-done progress of the workspace's first indexing: `begin` once the client created the
/// token, `report`s as the index advances, `end` when it is complete — each at most once, in that
/// order, whichever of the client's answer and the index comes first. Thread-safe.
final class IndexingProgress: Sendable {
    private let writer: MessageWriter
    private let index: WorkspaceIndex
    // Messages are written while holding `phase`'s lock, so in order.
    private let phase = Locked(Phase.waitingForClient)

    private enum Phase {
        case waitingForClient
        case begun
        case ended
    }

    /// Reports `index`'s progress through `writer`.
    init(writer: MessageWriter, index: WorkspaceIndex) {
        self.writer = writer
        self.index = index
    }

    /// The client created the token: `begin`, and `end` at once if indexing is already complete.
    func begin() {
        phase.withLock { phase in
            guard phase == .waitingForClient else { return }
            let progress = index.progress
            send(
                .begin(
                    title: "Indexing design specs", cancellable: false, message: Self.message(progress),
                    percentage: Self.percentage(progress)))
            phase = .begun
            if progress.isComplete { end(progress, &phase) }
        }
    }

    /// The index advanced.
    func advanced(_ progress: WorkspaceIndex.IndexProgress) {
        phase.withLock { phase in
            guard phase == .begun else { return }
            if progress.isComplete {
                end(progress, &phase)
            } else {
                send(.report(message: Self.message(progress), percentage: Self.percentage(progress)))
            }
        }
    }

    private func end(_ progress: WorkspaceIndex.IndexProgress, _ phase: inout Phase) {
        send(.end(message: "\(progress.indexed) specs indexed"))
        phase = .ended
    }

    private func send(_ value: WorkDoneProgress) {
        writer.send(ProgressNotification(ProgressParams(token: LanguageServer.indexingProgressToken, value: value)))
    }

    private static func message(_ progress: WorkspaceIndex.IndexProgress) -> String {
        "\(progress.indexed)/\(progress.discovered) specs"
    }

    private static func percentage(_ progress: WorkspaceIndex.IndexProgress) -> Int {
        progress.discovered == 0 ? 0 : min(100, progress.indexed * 100 / progress.discovered)
    }
}
