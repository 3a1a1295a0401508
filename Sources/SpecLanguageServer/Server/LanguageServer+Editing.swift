import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecFormat
import SpecSyntax

/// Prepare rename, outline, folding, selection, formatting, inlay hints, semantic tokens and links.
/// Each captures the document's snapshot on `queue` and computes on `workers`, like the other features.
/// Definition, references and rename work across files: `LanguageServer+WorkspaceNavigation.swift`.
extension LanguageServer {
    func prepareRename(_ params: TextDocumentPositionParams, reply: Reply<PrepareRenameResult?>) {
        answer(reply, uri: params.textDocument.uri, empty: PrepareRenameResult?.none) { snapshot in
            let offset = snapshot.fromProtocol.offset(params.position)
            return snapshot.analysis.prepareRename(at: offset).map {
                PrepareRenameResult(range: snapshot.toProtocol.range($0.range), placeholder: $0.placeholder)
            }
        }
    }

    func documentSymbols(_ params: DocumentIdentifierParams, reply: Reply<DocumentSymbolResult>) {
        if onQueue.options.takesHierarchicalSymbols {
            answer(reply, uri: params.textDocument.uri, empty: .hierarchical([])) { snapshot in
                .hierarchical(snapshot.analysis.outline().map(snapshot.toProtocol.documentSymbol))
            }
        } else {
            answer(reply, uri: params.textDocument.uri, empty: .flat([])) { snapshot in
                .flat(snapshot.toProtocol.symbolInformation(snapshot.analysis.outline(), container: nil))
            }
        }
    }

    func foldingRanges(_ params: DocumentIdentifierParams, reply: Reply<[FoldingRange]>) {
        answer(reply, uri: params.textDocument.uri, empty: [FoldingRange]()) { snapshot in
            snapshot.analysis.foldingRegions().compactMap(snapshot.toProtocol.foldingRange)
        }
    }

    func selectionRanges(_ params: SelectionRangeParams, reply: Reply<[SelectionRange]>) {
        answer(reply, uri: params.textDocument.uri, empty: [SelectionRange]()) { snapshot in
            params.positions.map { position in
                let ranges = snapshot.analysis.selectionRanges(at: snapshot.fromProtocol.offset(position))
                let outermostFirst = ranges.reversed().map(snapshot.toProtocol.range)
                let chain = outermostFirst.reduce(SelectionRange?.none) { parent, range in SelectionRange(range: range, parent: parent) }
                let here = LSPRange(start: position, end: position)
                return chain ?? SelectionRange(range: here, parent: nil)
            }
        }
    }

    func formatting(_ params: DocumentFormattingParams, reply: Reply<[TextEdit]>) {
        answer(reply, uri: params.textDocument.uri, empty: [TextEdit]()) { snapshot in
            let formatter = SpecFormatter(options: Self.formattingOptions(params.options))
            let tree = snapshot.analysis.tree
            guard let text = formatter.format(tree) else { return [] }
            return snapshot.toProtocol.minimalEdits(replacing: 0..<tree.bytes.count, with: text)
        }
    }

    func rangeFormatting(_ params: DocumentRangeFormattingParams, reply: Reply<[TextEdit]>) {
        answer(reply, uri: params.textDocument.uri, empty: [TextEdit]()) { snapshot in
            let formatter = SpecFormatter(options: Self.formattingOptions(params.options))
            let range = snapshot.fromProtocol.byteRange(params.range)
            guard let (replaced, text) = formatter.format(snapshot.analysis.tree, range: range) else { return [] }
            return snapshot.toProtocol.minimalEdits(replacing: replaced, with: text)
        }
    }

    func inlayHints(_ params: DocumentRangeParams, reply: Reply<[InlayHint]>) {
        answer(reply, uri: params.textDocument.uri, empty: [InlayHint]()) { snapshot in
            let range = snapshot.fromProtocol.byteRange(params.range)
            return snapshot.analysis.inlayHints(in: range).map(snapshot.toProtocol.inlayHint)
        }
    }

    func semanticTokens(_ params: SemanticTokensParams, ranged: Bool, reply: Reply<SemanticTokens>) {
        answer(reply, uri: params.textDocument.uri, empty: SemanticTokens(data: [])) { snapshot in
            let range = ranged ? params.range.map(snapshot.fromProtocol.byteRange) ?? 0..<0 : 0..<snapshot.analysis.tree.bytes.count
            return snapshot.toProtocol.semanticTokens(snapshot.analysis.semanticSpans(in: range))
        }
    }

    func documentLinks(_ params: DocumentIdentifierParams, reply: Reply<[DocumentLink]>) {
        answer(reply, uri: params.textDocument.uri, empty: [DocumentLink]()) { snapshot in
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
