import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecFormat
import SpecSyntax

/// Prepare rename, outline, folding, selection, formatting, inlay hints, semantic tokens and links.
/// Each captures the document's snapshot on `queue` and computes on `workers`, like the other features.
/// Definition, references and rename work across files: `LanguageServer+WorkspaceNavigation.swift`.
extension LanguageServer {
    func prepareRename(id: RequestID, body: Data) {
        guard let params = decodeParams(TextDocumentPositionParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: PrepareRenameResult?.none) { snapshot in
            let offset = snapshot.fromProtocol.offset(params.position)
            return snapshot.analysis.prepareRename(at: offset).map {
                PrepareRenameResult(range: snapshot.toProtocol.range($0.range), placeholder: $0.placeholder)
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
            return snapshot.toProtocol.minimalEdits(replacing: 0..<tree.bytes.count, with: text)
        }
    }

    func rangeFormatting(id: RequestID, body: Data) {
        guard let params = decodeParams(DocumentRangeFormattingParams.self, body: body, id: id) else { return }
        answer(id, uri: params.textDocument.uri, empty: [TextEdit]()) { snapshot in
            let formatter = SpecFormatter(options: Self.formattingOptions(params.options))
            let range = snapshot.fromProtocol.byteRange(params.range)
            guard let (replaced, text) = formatter.format(snapshot.analysis.tree, range: range) else { return [] }
            return snapshot.toProtocol.minimalEdits(replacing: replaced, with: text)
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
