import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecSyntax
import SpecWorkspace

/// The findings about the asset catalogs and tokens files open specs import (`token-source/*`, a
/// colorset without a dark appearance), published for those files' URIs: the client need not have
/// them open (LSP lets a server publish for any URI). A file imported by many open specs gets each
/// finding once; when no open spec imports it any more, its diagnostics are cleared.
extension LanguageServer {
    /// The token source findings of `analysis`, the open spec at `path`, as of the run that just
    /// checked it (called on `diagnosticsQueue`; the sources were read by that check).
    func tokenSourceFindings(of analysis: DocumentAnalysis, at path: String) -> [TokenSourceFileFindings] {
        workspace.resolver(forSpecAt: path)?.tokenSourceFindings(of: analysis) ?? []
    }

    /// Publishes what changed now that the open spec at `specURI` reports `findings` (empty: it was
    /// closed). Runs on `publisher`, after that spec's own diagnostics.
    func publishTokenSourceFindings(_ findings: [TokenSourceFileFindings], of specURI: String, encoding: PositionEncoding) {
        for (path, merged) in tokenSourcePublications.value.replace(findings, of: specURI) {
            let uri = ToProtocol.uri(ofPath: path)
            var diagnostics: [LSPDiagnostic] = []
            if let merged {
                let toProtocol = ToProtocol(uri: uri, lineIndex: merged.lineIndex, encoding: encoding)
                diagnostics = merged.diagnostics.map(toProtocol.diagnostic)
            }
            writer.send(PublishDiagnosticsNotification(PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: diagnostics)))
        }
    }
}

/// Which open spec reported which findings about which token source file, and what was published
/// for each file. The server keeps it confined to its `publisher` queue.
struct TokenSourcePublications {
    /// Source file path → open spec URI → that spec's findings at the file.
    private var reports: [String: [String: TokenSourceFileFindings]] = [:]
    /// Source file path → the findings last published for it.
    private var published: [String: TokenSourceFileFindings] = [:]

    /// Records that `specURI` now reports `findings`; returns each source file whose published
    /// findings change, with its new findings (nil: none, clear it).
    mutating func replace(_ findings: [TokenSourceFileFindings], of specURI: String) -> [(path: String, findings: TokenSourceFileFindings?)]
    {
        let reported = Dictionary(findings.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var touched = Set(reported.keys)
        for (path, bySpec) in reports where bySpec[specURI] != nil {
            touched.insert(path)
        }
        var changes: [(path: String, findings: TokenSourceFileFindings?)] = []
        for path in touched.sorted() {
            reports[path, default: [:]][specURI] = reported[path]
            let bySpec = reports[path] ?? [:]
            let merged = TokenSourceFileFindings.merged(bySpec.keys.sorted().compactMap { bySpec[$0] }).first
            if merged == nil { reports[path] = nil }
            guard merged != published[path] else { continue }
            published[path] = merged
            changes.append((path, merged))
        }
        return changes
    }
}
