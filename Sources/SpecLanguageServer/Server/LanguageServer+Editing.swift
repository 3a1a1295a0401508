import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecFormat
import SpecSyntax

/// Navigation, rename, outline, folding, selection, formatting, inlay hints, semantic tokens and links.
/// Each captures the document's snapshot on `queue` and computes on `workers`, like the other features.
extension LanguageServer {
    func definition(id: RequestID, body: Data) {
        guard let params = decodeParams(TextDocumentPositionParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: Location?.none) { snapshot in
            let offset = snapshot.fromProtocol.offset(params.position)
            return snapshot.analysis.definition(at: offset).map { Location(uri: snapshot.uri, range: snapshot.toProtocol.range($0)) }
        }
    }

    func references(id: RequestID, body: Data) {
        guard let params = decodeParams(ReferenceParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: [Location]()) { snapshot in
            let offset = snapshot.fromProtocol.offset(params.position)
            let toProtocol = snapshot.toProtocol
            return snapshot.analysis.references(at: offset, includeDeclaration: params.context.includeDeclaration)
                .map { Location(uri: snapshot.uri, range: toProtocol.range($0)) }
        }
    }

    func prepareRename(id: RequestID, body: Data) {
        guard let params = decodeParams(TextDocumentPositionParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: PrepareRenameResult?.none) { snapshot in
            let offset = snapshot.fromProtocol.offset(params.position)
            return snapshot.analysis.prepareRename(at: offset).map {
                PrepareRenameResult(range: snapshot.toProtocol.range($0.range), placeholder: $0.placeholder)
            }
        }
    }

    /// Rename: one edit for the declaration and every use; a refused name is a RequestFailed error with its reason.
    func rename(id: RequestID, body: Data) {
        guard let params = decodeParams(RenameParams.self, body: body, id: id) else { return }
        guard let snapshot = snapshot(for: params.textDocument.uri) else {
            reply(id, error: .requestFailed("\(params.textDocument.uri) is not an open design spec"))
            return
        }
        let versioned = options.takesDocumentChanges
        workers.async {
            guard self.tracker.isPending(id) else { return }
            let offset = snapshot.fromProtocol.offset(params.position)
            switch snapshot.analysis.rename(at: offset, to: params.newName) {
            case .failure(let refusal):
                self.reply(id, error: .requestFailed(refusal.message))
            case .success(let replacements):
                let toProtocol = snapshot.toProtocol
                let edits = replacements.map { TextEdit(range: toProtocol.range($0.range), newText: $0.newText) }
                let edit = versioned
                    ? WorkspaceEdit(changes: nil, documentChanges: [.init(textDocument: .init(uri: snapshot.uri, version: snapshot.version), edits: edits)])
                    : WorkspaceEdit(changes: [snapshot.uri: edits], documentChanges: nil)
                self.reply(id, result: edit)
            }
        }
    }

    func documentSymbols(id: RequestID, body: Data) {
        guard let params = decodeParams(DocumentIdentifierParams.self, body: body, id: id) else { return }
        if options.takesHierarchicalSymbols {
            answer(id, uri: params.textDocument.uri, empty: [DocumentSymbol]()) { snapshot in
                snapshot.analysis.outline().map(snapshot.toProtocol.documentSymbol)
            }
        } else {
            answer(id, uri: params.textDocument.uri, empty: [SymbolInformation]()) { snapshot in
                snapshot.toProtocol.symbolInformation(snapshot.analysis.outline(), container: nil)
            }
        }
    }

    func foldingRanges(id: RequestID, body: Data) {
        guard let params = decodeParams(DocumentIdentifierParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: [FoldingRange]()) { snapshot in
            snapshot.analysis.foldingRegions().compactMap(snapshot.toProtocol.foldingRange)
        }
    }

    func selectionRanges(id: RequestID, body: Data) {
        guard let params = decodeParams(SelectionRangeParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: [SelectionRange]()) { snapshot in
            params.positions.map { position in
                let ranges = snapshot.analysis.selectionRanges(at: snapshot.fromProtocol.offset(position))
                let outermostFirst = ranges.reversed().map(snapshot.toProtocol.range)
                let chain = outermostFirst.reduce(SelectionRange?.none) { parent, range in SelectionRange(range: range, parent: parent) }
                let here = LSPRange(start: position, end: position)
                return chain ?? SelectionRange(range: here, parent: nil)
            }
        }
    }

    func formatting(id: RequestID, body: Data) {
        guard let params = decodeParams(DocumentFormattingParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: [TextEdit]()) { snapshot in
            let formatter = SpecFormatter(options: Self.formattingOptions(params.options))
            let tree = snapshot.analysis.tree
            guard let text = formatter.format(tree) else { return [] }
            return snapshot.toProtocol.minimalEdit(replacing: 0..<tree.bytes.count, with: text)
        }
    }

    func rangeFormatting(id: RequestID, body: Data) {
        guard let params = decodeParams(DocumentRangeFormattingParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: [TextEdit]()) { snapshot in
            let formatter = SpecFormatter(options: Self.formattingOptions(params.options))
            let range = snapshot.fromProtocol.byteRange(params.range)
            guard let (replaced, text) = formatter.format(snapshot.analysis.tree, range: range) else { return [] }
            return snapshot.toProtocol.minimalEdit(replacing: replaced, with: text)
        }
    }

    func inlayHints(id: RequestID, body: Data) {
        guard let params = decodeParams(DocumentRangeParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: [InlayHint]()) { snapshot in
            let range = snapshot.fromProtocol.byteRange(params.range)
            return snapshot.analysis.inlayHints(in: range).map(snapshot.toProtocol.inlayHint)
        }
    }

    func semanticTokens(id: RequestID, body: Data, ranged: Bool) {
        guard let params = decodeParams(DocumentRangeParamsOrWhole.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: SemanticTokens(data: [])) { snapshot in
            let range = ranged ? params.range.map(snapshot.fromProtocol.byteRange) ?? 0..<0 : 0..<snapshot.analysis.tree.bytes.count
            return snapshot.toProtocol.semanticTokens(snapshot.analysis.semanticSpans(in: range))
        }
    }

    func documentLinks(id: RequestID, body: Data) {
        guard let params = decodeParams(DocumentIdentifierParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: [DocumentLink]()) { snapshot in
            snapshot.analysis.documentLinks().compactMap(snapshot.toProtocol.documentLink)
        }
    }

    // MARK: Helpers

    private static func formattingOptions(_ options: FormattingOptionsParams) -> SpecFormat.FormattingOptions {
        SpecFormat.FormattingOptions(tabSize: options.tabSize, insertSpaces: options.insertSpaces)
    }

    /// True when `query`'s characters occur in `name` in order.
    static func matches(_ name: String, query: String) -> Bool {
        var remaining = query[...]
        for character in name where character == remaining.first {
            remaining = remaining.dropFirst()
        }
        return remaining.isEmpty
    }
}

/// Params with a document and an optional range (`semanticTokens/full` has none, `/range` has one).
struct DocumentRangeParamsOrWhole: Codable, Hashable, Sendable {
    /// The document.
    var textDocument: TextDocumentIdentifier
    /// The range, for `semanticTokens/range`.
    var range: LSPRange?
}
