import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecSyntax

/// Conversions from the core's results (byte offsets, plain structs) to LSP types; the only place
/// positions go out.
///
/// Every conversion goes through `LineIndex` in the negotiated position encoding.
struct ToProtocol {
    /// The document the results belong to.
    let uri: String
    /// Index of that document's text.
    let lineIndex: LineIndex
    /// Column unit of the outgoing positions.
    let encoding: PositionEncoding

    /// `source` of every diagnostic.
    static let diagnosticSource = "designspec"

    /// The `file:` URI of an absolute path (the inverse of `FromProtocol.path(ofURI:)`).
    static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// The pull-diagnostics `resultId` of `analysis`'s diagnostics: its input fingerprint, so it changes
    /// when the text, the settings or anything the spec imports changes, and is the same for an open
    /// document and the same text read from disk.
    static func resultID(of analysis: DocumentAnalysis) -> String {
        String(UInt(bitPattern: analysis.inputFingerprint), radix: 36)
    }

    /// The position of a byte offset.
    func position(_ offset: Int) -> Position {
        let position = lineIndex.position(of: offset, encoding: encoding)
        return Position(line: position.line, character: position.character)
    }

    /// The range of a byte range.
    func range(_ range: Range<Int>) -> LSPRange {
        LSPRange(start: position(range.lowerBound), end: position(range.upperBound))
    }

    /// An LSP diagnostic with code, HIG link, tags and related places.
    func diagnostic(_ diagnostic: Diagnostic) -> LSPDiagnostic {
        LSPDiagnostic(
            range: range(diagnostic.range),
            severity: Self.severity(diagnostic.severity),
            code: diagnostic.code,
            codeDescription: diagnostic.documentationURL.map { LSPDiagnostic.CodeDescription(href: $0) },
            source: Self.diagnosticSource,
            message: diagnostic.message,
            tags: Self.tags(of: diagnostic),
            relatedInformation: relatedInformation(of: diagnostic)
        )
    }

    /// A diagnostic's LSP tags, in order; nil when it has none.
    static func tags(of diagnostic: Diagnostic) -> [LanguageServerProtocol.DiagnosticTag]? {
        guard !diagnostic.tags.isEmpty else { return nil }
        return diagnostic.tags.map { tag -> LanguageServerProtocol.DiagnosticTag in
            switch tag {
            case .unnecessary: return .unnecessary
            case .deprecated: return .deprecated
            }
        }.sorted { $0.rawValue < $1.rawValue }
    }

    /// A diagnostic's related places, in this document or another file; nil when it has none.
    func relatedInformation(of diagnostic: Diagnostic) -> [LSPDiagnostic.RelatedInformation]? {
        guard !diagnostic.related.isEmpty else { return nil }
        return diagnostic.related.map { related -> LSPDiagnostic.RelatedInformation in
            guard let file = related.file else {
                return LSPDiagnostic.RelatedInformation(location: Location(uri: uri, range: range(related.range)), message: related.message)
            }
            let elsewhere = ToProtocol(uri: Self.uri(ofPath: file.path), lineIndex: file.lineIndex, encoding: encoding)
            return LSPDiagnostic.RelatedInformation(
                location: Location(uri: elsewhere.uri, range: elsewhere.range(related.range)), message: related.message)
        }
    }

    /// LSP `DiagnosticSeverity`.
    static func severity(_ severity: Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: return .error
        case .warning: return .warning
        case .information: return .information
        case .hint: return .hint
        }
    }

    /// A hover in the given markup kind.
    func hover(_ hover: HoverResult, format: MarkupFormat) -> Hover {
        Hover(contents: MarkupContent(kind: Self.markupKind(format), value: hover.contents), range: range(hover.range))
    }

    /// LSP's name of a markup format.
    static func markupKind(_ format: MarkupFormat) -> MarkupKind {
        switch format {
        case .markdown: return .markdown
        case .plaintext: return .plaintext
        }
    }

    /// A completion item: a plain-text edit of the candidate's range; documentation left for
    /// `completionItem/resolve` when the candidate has a resolve key instead.
    func completionItem(_ candidate: CompletionCandidate, options: ClientOptions) -> CompletionItem {
        var item = CompletionItem(
            label: candidate.label,
            kind: Self.completionKind(candidate.kind),
            detail: candidate.detail,
            sortText: candidate.sortText,
            filterText: candidate.filterText,
            insertTextFormat: .plainText,
            textEdit: TextEdit(range: range(candidate.replaceRange), newText: candidate.newText)
        )
        if let snippet = candidate.snippet, options.takesSnippets {
            item.insertTextFormat = .snippet
            item.textEdit = TextEdit(range: range(candidate.replaceRange), newText: snippet)
        }
        if let documentation = candidate.documentation {
            item.documentation = Self.documentation(documentation, kind: candidate.kind, format: options.documentationFormat)
        } else if let key = candidate.resolveKey {
            item.data = .object([Self.resolveKeyField: .string(key)])
        }
        if candidate.isDeprecated {
            if options.completionTagsDeprecated {
                item.tags = [.deprecated]
            } else if options.completionDeprecatedFlag {
                item.deprecated = true
            }
        }
        return item
    }

    /// The member of `CompletionItem.data` that carries the resolve key.
    static let resolveKeyField = "designspecResolveKey"

    /// Completion documentation: the bare swatch string for colors (`#RRGGBB` or `rgba(…)`, from which
    /// editors draw a swatch), Markdown when the client reads it, the raw text otherwise.
    static func documentation(_ text: String, kind: CompletionKind, format: MarkupFormat) -> CompletionItem.Documentation {
        if kind == .color || kind == .colorToken { return .string(text) }
        switch format {
        case .markdown: return .markup(MarkupContent(kind: .markdown, value: text))
        case .plaintext: return .string(text)
        }
    }

    /// LSP `CompletionItemKind` of a candidate kind.
    static func completionKind(_ kind: CompletionKind) -> CompletionItemKind {
        switch kind {
        case .symbol, .textStyle: return .constant
        case .color, .colorToken: return .color
        case .typographyToken: return .text
        case .property: return .property
        case .value: return .value
        case .componentKind: return .class
        case .snippet: return .snippet
        case .specFile: return .file
        }
    }

    /// A quick fix applying `fix` (all its edits) to `diagnostic`.
    func codeAction(for diagnostic: Diagnostic, fix: SuggestedFix, isPreferred: Bool) -> CodeAction {
        CodeAction(
            title: fix.title,
            kind: .quickFix,
            diagnostics: [self.diagnostic(diagnostic)],
            isPreferred: isPreferred,
            edit: WorkspaceEdit(changes: [uri: fix.edits.map { TextEdit(range: range($0.range), newText: $0.newText) }])
        )
    }

    /// "Fix all": every safe preferred fix of `diagnostics` whose edits overlap no earlier one, as one
    /// edit; nil when there is none.
    func fixAllAction(_ diagnostics: [Diagnostic]) -> CodeAction? {
        var edits: [FixEdit] = []
        var fixed: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let fix = diagnostic.fix, fix.isSafe else { continue }
            let overlaps = fix.edits.contains { new in edits.contains { $0.range.overlaps(new.range) || $0.range == new.range } }
            if overlaps { continue }
            edits += fix.edits
            fixed.append(diagnostic)
        }
        guard !edits.isEmpty else { return nil }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        return CodeAction(
            title: "Fix all safe designspec problems (\(fixed.count))", kind: CodeActionKind.fixAll,
            diagnostics: fixed.map(diagnostic), isPreferred: false,
            edit: WorkspaceEdit(changes: [uri: edits.map { TextEdit(range: range($0.range), newText: $0.newText) }]))
    }

    /// A document color.
    func colorInformation(_ location: ColorLocation) -> ColorInformation {
        ColorInformation(range: range(location.range), color: Self.color(location.color))
    }

    /// An LSP color.
    static func color(_ color: RGBAColor) -> ColorInformation.Color {
        ColorInformation.Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
