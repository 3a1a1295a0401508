import LanguageServerProtocol
import SpecFoundation
import SpecModel
import SpecSyntax

/// The params of one `textDocument/publishDiagnostics`, written straight from the core's findings
/// into the message: no `LSPDiagnostic` values and no array of them (a 10 MB spec has tens of
/// thousands of findings), and the positions come from two forward sweeps over the line index —
/// the findings are sorted by where they start, so their starts, and mostly their ends, increase.
///
/// Writes exactly what `encode(to:)` (the `PublishDiagnosticsParams` made with
/// `ToProtocol.diagnostic`) writes; `DiagnosticsPublicationTests` checks that.
struct DiagnosticsPublication: Encodable, JSONWritable, Sendable {
    /// The document.
    let uri: String
    /// The version the findings are of.
    let version: Int?
    /// The findings, sorted by position.
    let diagnostics: [Diagnostic]
    /// The converter of that version.
    let toProtocol: ToProtocol

    func write(to writer: inout JSONWriter) {
        var starts = LineIndex.PositionSweep(lineIndex: toProtocol.lineIndex, encoding: toProtocol.encoding)
        var ends = starts
        PublishDiagnosticsParams.write(uri: uri, version: version, to: &writer) { writer in
            for diagnostic in diagnostics {
                let start = starts.position(of: diagnostic.range.lowerBound)
                let end = ends.position(of: diagnostic.range.upperBound)
                LSPDiagnostic.write(
                    range: LSPRange(
                        start: Position(line: start.line, character: start.character),
                        end: Position(line: end.line, character: end.character)),
                    severity: ToProtocol.severity(diagnostic.severity),
                    code: diagnostic.code,
                    codeDescription: diagnostic.documentationURL.map { LSPDiagnostic.CodeDescription(href: $0) },
                    source: ToProtocol.diagnosticSource,
                    message: diagnostic.message,
                    tags: ToProtocol.tags(of: diagnostic),
                    relatedInformation: toProtocol.relatedInformation(of: diagnostic),
                    to: &writer)
            }
        }
    }

    /// The same params through `Encodable`: each finding converted to an `LSPDiagnostic` first.
    func encode(to encoder: Encoder) throws {
        try PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics.map(toProtocol.diagnostic)).encode(to: encoder)
    }
}
