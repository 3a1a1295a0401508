import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecModel
import SpecSyntax
import SpecWorkspace

/// Definition, references and rename across the specs of the workspace (`WorkspaceNavigation`), fixes
/// that rename a token, and the paths completion offers in `"imports"`: the open documents' snapshots
/// are captured on `queue`, the work runs on `workers`, and places in other files are converted with
/// their own text (an open document's current one).
extension LanguageServer {
    func definition(_ params: TextDocumentPositionParams, reply: Reply<Location?>) {
        answerAcrossFiles(reply, uri: params.textDocument.uri, empty: Location?.none) { snapshot, navigation, files in
            navigation.definition(at: snapshot.fromProtocol.offset(params.position)).map(files.location)
        }
    }

    func references(_ params: ReferenceParams, reply: Reply<[Location]>) {
        answerAcrossFiles(reply, uri: params.textDocument.uri, empty: [Location](), readsIndex: true) { snapshot, navigation, files in
            files.locations(
                navigation.references(
                    at: snapshot.fromProtocol.offset(params.position), includeDeclaration: params.context.includeDeclaration))
        }
    }

    /// Rename: the declaration and every use in each spec that sees the token, as one `WorkspaceEdit`
    /// over files (`documentChanges` with versions, null for files not open, when the client takes
    /// them); a refused name is a RequestFailed error with its reason. It waits for the workspace's
    /// first indexing, so no importer is missed.
    func rename(_ params: RenameParams, reply: Reply<WorkspaceEdit>) {
        guard let snapshot = snapshot(for: params.textDocument.uri) else {
            reply.fail(.requestFailed("\(params.textDocument.uri) is not an open design spec"))
            return
        }
        let versioned = onQueue.options.takesDocumentChanges
        let context = navigationContext(for: snapshot)
        // The edit covers every open spec: any change to one of them makes it stale.
        let host = workspace.host.snapshot()
        workers.async {
            guard reply.isPending else { return }
            // An edit must reach every spec that uses the name: during the first indexing (about 1 s for
            // 1,000 specs) rename waits for it, as references do; other requests answer from what is indexed.
            self.workspace.waitForFirstIndexing()
            let renamed = host.cancellable(readingDocumentAt: nil) {
                context.navigationReadingIndex(from: snapshot).rename(at: snapshot.fromProtocol.offset(params.position), to: params.newName)
            }
            switch renamed {
            case .failure:
                reply.fail(.contentModified)
            case .success(.failure(let refusal)):
                reply.fail(.requestFailed(refusal.message))
            case .success(.success(let fileEdits)):
                reply(context.files.workspaceEdit(fileEdits, versioned: versioned))
            }
        }
    }

    /// The paths the open spec `uri` may import (the other specs of its workspace, relative to its
    /// folder), listed only when completion asks for them inside `"imports"`.
    func importablePaths(forSpecAt uri: String) -> @Sendable () -> [String] {
        guard let snapshot = snapshot(for: uri) else { return { [] } }
        let context = navigationContext(for: snapshot)
        return { context.navigation(from: snapshot).importablePaths() }
    }

    /// The edit of a fix that renames a token of the open spec `uri`: the rename over every spec that
    /// sees the token, as `rename` answers it; nil when the rename is refused in one of them.
    func tokenRenameEdits(forSpecAt uri: String) -> @Sendable (TokenRename) -> WorkspaceEdit? {
        guard let snapshot = snapshot(for: uri) else { return { _ in nil } }
        let context = navigationContext(for: snapshot)
        let versioned = onQueue.options.takesDocumentChanges
        let workspace = workspace
        return { rename in
            workspace.waitForFirstIndexing()
            let navigation = context.navigationReadingIndex(from: snapshot)
            guard case .success(let fileEdits) = navigation.rename(at: rename.declaration.lowerBound, to: rename.newName) else {
                return nil
            }
            return context.files.workspaceEdit(fileEdits, versioned: versioned)
        }
    }

    /// Answers from `uri`'s snapshot with cross-file navigation, on `workers`; `empty` when the document
    /// is not an open spec. When it `readsIndex` (references answer from the index's token uses), it
    /// waits for the workspace's first indexing, as rename does, so no spec that uses the token is
    /// missed, and brings the index up to date with the open specs first. It answers ContentModified
    /// when what it read moved on meanwhile: the document (definition), or any open spec or file on
    /// disk (references, which read them all).
    private func answerAcrossFiles<Result: Encodable & Sendable>(
        _ reply: Reply<Result>, uri: String, empty: Result, readsIndex: Bool = false,
        work: @escaping @Sendable (AnalysisSnapshot, WorkspaceNavigation, OpenSpecDocuments) -> Result
    ) {
        guard let snapshot = snapshot(for: uri) else {
            reply(empty)
            return
        }
        let context = navigationContext(for: snapshot)
        let host = workspace.host.snapshot()
        workers.async {
            guard reply.isPending else { return }
            if readsIndex { self.workspace.waitForFirstIndexing() }
            reply.answer(
                host.cancellable(readingDocumentAt: readsIndex ? nil : context.path) {
                    let navigation = readsIndex ? context.navigationReadingIndex(from: snapshot) : context.navigation(from: snapshot)
                    return work(snapshot, navigation, context.files)
                })
        }
    }

    /// What cross-file navigation from `snapshot` needs, captured on `queue`: the open specs and the
    /// workspace the document belongs to (none for a document that is not a file).
    private func navigationContext(for snapshot: AnalysisSnapshot) -> NavigationContext {
        var open: [String: AnalysisSnapshot] = [:]
        for state in onQueue.documents.values where state.document.isDesignSpec && state.document.path.hasPrefix("/") {
            open[state.document.path] = state.snapshot
        }
        let path = onQueue.documents[snapshot.uri]?.document.path ?? FromProtocol.path(ofURI: snapshot.uri)
        let files = OpenSpecDocuments(open: open, encoding: onQueue.options.positionEncoding)
        let disk = path.hasPrefix("/") ? workspace.specs(forSpecAt: path, settings: onQueue.settings.analysis) : nil
        return NavigationContext(path: path, files: files, specs: OpenDocumentsInFront(open: files, disk: disk), host: workspace.host)
    }
}

/// The spec a navigation request starts from and the workspace around it.
private struct NavigationContext: Sendable {
    let path: String
    let files: OpenSpecDocuments
    let specs: OpenDocumentsInFront

    /// Whose index is told of the open specs' current text.
    let host: SpecHost

    /// Navigation from `snapshot`.
    func navigation(from snapshot: AnalysisSnapshot) -> WorkspaceNavigation {
        WorkspaceNavigation(analysis: snapshot.analysis, at: path, in: specs)
    }

    /// Navigation from `snapshot` for references and rename, which read token uses from the index:
    /// the index is handed every open spec's current version first (each version once).
    func navigationReadingIndex(from snapshot: AnalysisSnapshot) -> WorkspaceNavigation {
        for open in files.open.values { host.index(open.text, tree: open.analysis.tree) }
        host.index.waitForUpdates()
        return navigation(from: snapshot)
    }
}

/// The open specs by path, and the protocol form of places and edits in any spec of the workspace.
struct OpenSpecDocuments: Sendable {
    /// Snapshots of the open specs, by absolute path.
    let open: [String: AnalysisSnapshot]
    /// Column unit of the session.
    let encoding: PositionEncoding

    /// The client's URI of the spec at `path` (an open document's own), else its `file:` URI.
    func uri(ofPath path: String) -> String {
        open[path]?.uri ?? ToProtocol.uri(ofPath: path)
    }

    /// The converter for the file of a place, with the text the place was found in.
    func toProtocol(path: String, lineIndex: LineIndex) -> ToProtocol {
        ToProtocol(uri: uri(ofPath: path), lineIndex: lineIndex, encoding: encoding)
    }

    /// `location` as an LSP location.
    func location(_ location: WorkspaceLocation) -> Location {
        self.location(location, uri: uri(ofPath: location.path))
    }

    /// `locations` as LSP locations, each file's URI made once (making one asks the file system).
    func locations(_ locations: [WorkspaceLocation]) -> [Location] {
        var uris: [String: String] = [:]
        return locations.map { location in
            let uri = uris[location.path] ?? uri(ofPath: location.path)
            uris[location.path] = uri
            return self.location(location, uri: uri)
        }
    }

    /// `location`, in the file named `uri`, as an LSP location.
    private func location(_ location: WorkspaceLocation, uri: String) -> Location {
        if let place = location.place { return Location(uri: uri, range: range(place)) }
        return Location(uri: uri, range: ToProtocol(uri: uri, lineIndex: location.lineIndex, encoding: encoding).range(location.range))
    }

    /// A place the workspace index keeps, as an LSP range.
    private func range(_ place: SymbolPlace) -> LSPRange {
        let (start, end) = place.positions(encoding: encoding)
        return LSPRange(
            start: Position(line: start.line, character: start.character), end: Position(line: end.line, character: end.character))
    }

    /// `fileEdits` as one edit over files: versioned `documentChanges` (null versions for files
    /// that are not open) when `versioned`, else `changes` by URI.
    func workspaceEdit(_ fileEdits: [WorkspaceFileEdit], versioned: Bool) -> WorkspaceEdit {
        let converted = fileEdits.map { file in
            if let places = file.places {
                return (
                    uri: uri(ofPath: file.path), path: file.path,
                    edits: zip(places, file.replacements).map { TextEdit(range: range($0), newText: $1.newText) }
                )
            }
            let converter = toProtocol(path: file.path, lineIndex: file.lineIndex)
            return (
                uri: converter.uri, path: file.path,
                edits: file.replacements.map { TextEdit(range: converter.range($0.range), newText: $0.newText) }
            )
        }
        guard versioned else {
            return WorkspaceEdit(changes: Dictionary(converted.map { ($0.uri, $0.edits) }, uniquingKeysWith: +), documentChanges: nil)
        }
        return WorkspaceEdit(
            changes: nil,
            documentChanges: converted.map {
                .init(textDocument: .init(uri: $0.uri, version: open[$0.path]?.version), edits: $0.edits)
            })
    }
}

/// The workspace's specs with the open documents in front: an open spec is its current snapshot's
/// analysis, and whether it imports a spec is read from that analysis, not from disk.
struct OpenDocumentsInFront: WorkspaceSpecs {
    /// The open specs.
    let open: OpenSpecDocuments
    /// The specs on disk around the document (nil for a document that is not a file).
    let disk: (any WorkspaceSpecs)?

    func specPaths() -> [String] {
        Array(Set(disk?.specPaths() ?? []).union(open.open.keys)).sorted()
    }

    func analysis(ofSpecAt path: String) -> DocumentAnalysis? {
        open.open[path]?.analysis ?? disk?.analysis(ofSpecAt: path)
    }

    func importers(of path: String) -> [String] {
        let closed = (disk?.importers(of: path) ?? []).filter { open.open[$0] == nil }
        let opened = open.open.filter { candidate, snapshot in
            candidate != path && snapshot.analysis.imports.files.contains { $0.path == path }
        }.keys
        return (closed + opened).sorted()
    }

    /// An open spec is analysed from its snapshot (its current text); the others are answered by the
    /// index when it knows them.
    func indexedTokenUses(ofSpecAt path: String, name: String, kind: TokenKind) -> IndexedTokenUses? {
        open.open[path] == nil ? disk?.indexedTokenUses(ofSpecAt: path, name: name, kind: kind) : nil
    }
}
