import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecFormat
import SpecSyntax

/// Conversions of the editing features' results to LSP types.
extension ToProtocol {
    /// A nested outline entry.
    func documentSymbol(_ symbol: OutlineSymbol) -> DocumentSymbol {
        DocumentSymbol(
            name: symbol.name, detail: symbol.detail, kind: Self.symbolKind(symbol.kind), range: range(symbol.range),
            selectionRange: range(symbol.selectionRange), children: symbol.children.isEmpty ? nil : symbol.children.map(documentSymbol))
    }

    /// The outline flattened, each entry naming its container.
    func symbolInformation(_ symbols: [OutlineSymbol], container: String?) -> [SymbolInformation] {
        symbols.flatMap { symbol in
            [
                SymbolInformation(
                    name: symbol.name, kind: Self.symbolKind(symbol.kind),
                    location: Location(uri: uri, range: range(symbol.selectionRange)), containerName: container)
            ]
                + symbolInformation(symbol.children, container: symbol.name)
        }
    }

    /// LSP symbol kinds: sections as namespaces, tokens as constants, screens as classes, controls as
    /// events, containers as objects, other elements as fields.
    static func symbolKind(_ kind: OutlineSymbol.Kind) -> SymbolKind {
        switch kind {
        case .section: return .namespace
        case .colorToken, .typeToken: return .constant
        case .screen: return .class
        case .control: return .event
        case .container: return .object
        case .element: return .field
        }
    }

    /// A folding range in lines; nil when it does not span two lines.
    func foldingRange(_ region: FoldingRegion) -> FoldingRange? {
        let start = lineIndex.line(containing: region.range.lowerBound)
        let end = lineIndex.line(containing: max(region.range.lowerBound, region.range.upperBound - 1))
        guard end > start else { return nil }
        switch region.kind {
        case .comment: return FoldingRange(startLine: start, endLine: end, kind: .comment)
        case .region: return FoldingRange(startLine: start, endLine: end, kind: .region)
        }
    }

    /// The edits that turn `lineIndex.bytes[replaced]` into `text`: one per changed run of lines, each
    /// trimmed to the bytes that change (so an editor applies them quickly and the cursor and unchanged
    /// lines stay put), as gopls and rust-analyzer answer; empty when nothing changes.
    func minimalEdits(replacing replaced: Range<Int>, with text: String) -> [TextEdit] {
        let diff = LineDiff(old: Array(lineIndex.bytes[replaced]), new: Array(text.utf8))
        return diff.replacements.map { replacement in
            let start = replaced.lowerBound + replacement.range.lowerBound
            return TextEdit(range: range(start..<(start + replacement.range.count)), newText: replacement.text)
        }
    }

    /// An inlay hint after its value.
    func inlayHint(_ hint: InlayHintItem) -> InlayHint {
        InlayHint(position: position(hint.offset), label: hint.label, kind: hint.kind == .size ? .parameter : .type, paddingLeft: true)
    }

    /// Token types sent for `SemanticSpan.Kind`s, in legend order.
    static let semanticTokensLegend = SemanticTokensLegend(
        tokenTypes: SemanticSpan.Kind.allCases.map(semanticTokenType), tokenModifiers: ["declaration", "defaultLibrary"])

    /// The LSP token type of a span kind: format keys as properties, unknown keys as parameters, token
    /// references as variables, system names as enum members, unknown names as plain strings.
    static func semanticTokenType(_ kind: SemanticSpan.Kind) -> String {
        switch kind {
        case .formatKey: return "property"
        case .unknownKey: return "parameter"
        case .tokenReference: return "variable"
        case .systemName: return "enumMember"
        case .unknownName: return "string"
        }
    }

    /// Spans relative-encoded as LSP asks: line delta, start delta, length, type, modifiers.
    func semanticTokens(_ spans: [SemanticSpan]) -> SemanticTokens {
        var data: [Int] = []
        var previous = Position(line: 0, character: 0)
        let kinds = SemanticSpan.Kind.allCases
        for span in spans where !span.range.isEmpty {
            let start = position(span.range.lowerBound)
            let end = position(span.range.upperBound)
            guard end.line == start.line, let type = kinds.firstIndex(of: span.kind) else { continue }
            let modifiers = (span.isDeclaration ? 1 : 0) | (span.kind == .systemName ? 2 : 0)
            let deltaLine = start.line - previous.line
            data += [
                deltaLine, deltaLine == 0 ? start.character - previous.character : start.character, end.character - start.character, type,
                modifiers
            ]
            previous = start
        }
        return SemanticTokens(data: data)
    }

    /// A link; a relative target (`$schema`) is resolved against the document's URI. Nil when it
    /// cannot be made a URI.
    func documentLink(_ link: DocumentLinkItem) -> DocumentLink? {
        if link.target.hasPrefix("http://") || link.target.hasPrefix("https://") {
            return DocumentLink(range: range(link.range), target: link.target)
        }
        guard let base = URL(string: uri), base.scheme == "file" else { return nil }
        let resolved = URL(fileURLWithPath: link.target, relativeTo: base.deletingLastPathComponent()).standardizedFileURL
        return DocumentLink(range: range(link.range), target: resolved.absoluteString)
    }
}
