import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecModel
import SpecWorkspace

/// Read-only requests: each captures the document's snapshot on `queue` and computes on `workers`, or
/// on `keystrokes` for completion and hover.
extension LanguageServer {
    /// Where a read-only request is computed.
    enum Lane {
        /// `keystrokes`: completion and hover, which a person waits for as they type.
        case keystroke
        /// `workers`: everything else.
        case document
    }

    /// The methods of the requests computed on `Lane.keystroke`: each holds the tracker's
    /// `keystrokeGate` from its arrival to its answer.
    static let keystrokeMethods: Set<String> = [CompletionRequest.method, HoverRequest.method, ResolveCompletionItemRequest.method]

    /// The queue of `lane`.
    func queue(of lane: Lane) -> DispatchQueue {
        switch lane {
        case .keystroke: keystrokes
        case .document: workers
        }
    }

    /// Runs `work` on `lane`'s queue against `uri`'s snapshot and answers with its result, or with
    /// `empty` when the document is not an open design spec. Cancelled requests are skipped; a request
    /// whose document moved on before its answer was ready answers ContentModified.
    func answer<Result: Encodable & Sendable>(
        _ reply: Reply<Result>, uri: String, empty: Result, lane: Lane = .document,
        work: @escaping @Sendable (AnalysisSnapshot) -> Result
    ) {
        guard let snapshot = snapshot(for: uri) else {
            reply(empty)
            return
        }
        queue(of: lane).async {
            guard reply.isPending else { return }
            reply.answer(snapshot.cancellable(work))
        }
    }

    func hover(_ params: TextDocumentPositionParams, reply: Reply<Hover?>) {
        let format = onQueue.options.hoverFormat
        answer(reply, uri: params.textDocument.uri, empty: Hover?.none, lane: .keystroke) { snapshot in
            let offset = snapshot.fromProtocol.offset(params.position)
            return snapshot.analysis.hover(at: offset, format: format).map { snapshot.toProtocol.hover($0, format: format) }
        }
    }

    func completion(_ params: TextDocumentPositionParams, reply: Reply<CompletionList>) {
        let options = onQueue.options
        let importable = importablePaths(forSpecAt: params.textDocument.uri)
        answer(reply, uri: params.textDocument.uri, empty: CompletionList(isIncomplete: false, items: []), lane: .keystroke) {
            snapshot in
            let result = snapshot.analysis.completions(at: snapshot.fromProtocol.offset(params.position), importablePaths: importable)
            let toProtocol = snapshot.toProtocol
            let items = result.items.map { toProtocol.completionItem($0, options: options) }
            return CompletionList(isIncomplete: result.isIncomplete, items: items)
        }
    }

    /// Fills in documentation left out of the completion list (the item carries its resolve key).
    func resolveCompletionItem(_ received: CompletionItem, reply: Reply<CompletionItem>) {
        let format = onQueue.options.documentationFormat
        keystrokes.async {
            guard reply.isPending else { return }
            var item = received
            if item.documentation == nil, let key = item.data?[ToProtocol.resolveKeyField]?.stringValue,
                let text = DocumentAnalysis.resolveDocumentation(for: key, format: format)
            {
                item.documentation = ToProtocol.documentation(text, kind: .value, format: format)
            }
            reply(item)
        }
    }

    /// Pull diagnostics: `unchanged` when the client already has this snapshot's result.
    func pullDiagnostics(_ params: DocumentDiagnosticParams, reply: Reply<DocumentDiagnosticReport>) {
        let empty = DocumentDiagnosticReport.full(resultId: "0", items: [])
        answer(reply, uri: params.textDocument.uri, empty: empty) { snapshot in
            let resultID = snapshot.resultID
            if params.previousResultId == resultID {
                return .unchanged(resultId: resultID)
            }
            return .full(resultId: resultID, items: snapshot.diagnostics().map(snapshot.toProtocol.diagnostic))
        }
    }

    /// Quick fixes from every suggested fix of the diagnostics that touch the range (the preferred one
    /// marked), and `source.fixAll.designspec`: every safe fix of the document in one edit.
    func codeActions(_ params: CodeActionParams, reply: Reply<[CodeAction]>) {
        let only = params.context.only
        let wantsQuickFixes = only?.contains { CodeActionKind.quickFix.rawValue.hasPrefix($0) } ?? true
        let wantsFixAll = only?.contains { CodeActionKind.fixAll.rawValue.hasPrefix($0) } ?? true
        let tokenRenames = tokenRenameEdits(forSpecAt: params.textDocument.uri)
        answer(reply, uri: params.textDocument.uri, empty: [CodeAction]()) { snapshot in
            let range = snapshot.fromProtocol.byteRange(params.range)
            let toProtocol = snapshot.toProtocol
            let diagnostics = snapshot.diagnostics()
            var actions: [CodeAction] = []
            if wantsQuickFixes {
                for diagnostic in diagnostics
                where diagnostic.range.lowerBound <= range.upperBound && range.lowerBound <= diagnostic.range.upperBound {
                    for (index, fix) in diagnostic.fixes.enumerated() {
                        var action = toProtocol.codeAction(for: diagnostic, fix: fix, isPreferred: index == 0)
                        if let rename = fix.renamesToken {
                            // A token rename reaches the specs importing the token; refused there, it is not offered.
                            guard let edit = tokenRenames(rename) else { continue }
                            action.edit = edit
                        }
                        actions.append(action)
                    }
                }
            }
            if wantsFixAll, let fixAll = toProtocol.fixAllAction(diagnostics) {
                actions.append(fixAll)
            }
            return actions
        }
    }

    func documentColors(_ params: DocumentIdentifierParams, reply: Reply<[ColorInformation]>) {
        answer(reply, uri: params.textDocument.uri, empty: [ColorInformation]()) { snapshot in
            snapshot.analysis.colorLocations().map(snapshot.toProtocol.colorInformation)
        }
    }

    /// The hex spelling of a picked color, quoted when the range holds a JSON string. A system color
    /// name or token use keeps its name: the picker never turns a name into a hex value.
    func colorPresentations(_ params: ColorPresentationParams, reply: Reply<[ColorPresentation]>) {
        answer(reply, uri: params.textDocument.uri, empty: [ColorPresentation]()) { snapshot in
            let range = snapshot.fromProtocol.byteRange(params.range)
            if let name = snapshot.analysis.colorLocations().first(where: { $0.range == range && $0.isName }) {
                let text = String(decoding: snapshot.analysis.tree.bytes[name.range], as: UTF8.self)
                return [
                    ColorPresentation(label: String(text.dropFirst().dropLast()), textEdit: TextEdit(range: params.range, newText: text))
                ]
            }
            let bytes = snapshot.analysis.lineIndex.bytes
            let quoted = range.lowerBound < bytes.count && bytes[range.lowerBound] == UInt8(ascii: "\"")
            let hex = FromProtocol.color(params.color).hex
            return [ColorPresentation(label: hex, textEdit: TextEdit(range: params.range, newText: quoted ? "\"\(hex)\"" : hex))]
        }
    }
}
