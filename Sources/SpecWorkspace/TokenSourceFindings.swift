import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecRules
import SpecSyntax
import SpecTokenSources

/// The findings about one token source file (a colorset's `Contents.json`, a `*.tokens.json`), at
/// that file: what `check` reports under the file's path and the server publishes for its URI.
public struct TokenSourceFileFindings: Sendable, Hashable {
    /// The file's absolute path.
    public let path: String
    /// The file's text, which the diagnostics' byte ranges index.
    public let lineIndex: LineIndex
    /// The findings, in the file's order (by range, then code).
    public let diagnostics: [Diagnostic]

    /// Findings at one file.
    public init(path: String, lineIndex: LineIndex, diagnostics: [Diagnostic]) {
        self.path = path
        self.lineIndex = lineIndex
        self.diagnostics = diagnostics
    }

    public static func == (lhs: TokenSourceFileFindings, rhs: TokenSourceFileFindings) -> Bool {
        lhs.path == rhs.path && lhs.diagnostics == rhs.diagnostics
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(diagnostics)
    }

    /// `reports` merged per file, in path order, each finding once (many specs import one catalog).
    public static func merged(_ reports: [TokenSourceFileFindings]) -> [TokenSourceFileFindings] {
        var byPath: [String: (lineIndex: LineIndex, diagnostics: [Diagnostic], seen: Set<Diagnostic>)] = [:]
        for report in reports {
            var entry = byPath[report.path] ?? (report.lineIndex, [], [])
            for diagnostic in report.diagnostics where entry.seen.insert(diagnostic).inserted {
                entry.diagnostics.append(diagnostic)
            }
            byPath[report.path] = entry
        }
        return byPath.keys.sorted().compactMap { path in
            byPath[path].map { TokenSourceFileFindings(path: path, lineIndex: $0.lineIndex, diagnostics: Self.ordered($0.diagnostics)) }
        }
    }

    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { ($0.range.lowerBound, $0.range.upperBound, $0.code) < ($1.range.lowerBound, $1.range.upperBound, $1.code) }
    }
}

extension ImportResolver {
    /// The findings about the asset catalogs and tokens files `analysis`'s spec imports (directly or
    /// through other specs), one value per source file that has any:
    ///
    /// - the readers' own (`token-source/*`: a malformed `Contents.json`, an invalid value, an alias
    ///   cycle, what is not read yet), wherever they are;
    /// - `custom-color-light-dark-variants` at a colorset's `Contents.json` (a token's definition in a
    ///   tokens file) when the spec uses that color, it has no dark appearance, and the spec targets a
    ///   platform with both a light and a dark appearance — a finding about the catalog itself, so it
    ///   sits there once, not at every use. It follows the spec's severity for the rule (`"rules"`,
    ///   the repository configuration, the editor's settings); `off` leaves it out.
    ///
    /// Sources are read through the shared cache, so asking again after a check costs no read.
    public func tokenSourceFindings(of analysis: DocumentAnalysis) -> [TokenSourceFileFindings] {
        // Only the token sources' paths are collected: a web of specs reaches hundreds of specs per spec.
        var sourcePaths: Set<String> = []
        for entry in analysis.imports.entries {
            for file in entry.reachedFiles where TokenSources.isTokenSource(path: file.path) || TokenSourceCache.shared.isSource(file.path)
            {
                sourcePaths.insert(file.path)
            }
        }
        var reports: [TokenSourceFileFindings] = []
        for sourcePath in sourcePaths.sorted() {
            guard
                let source = TokenSourceCache.shared.source(
                    at: sourcePath, displayPath: WorkspacePaths.display(sourcePath, root: root), root: root,
                    explicitImport: !TokenSources.isTokenSource(path: sourcePath))?.spec
            else { continue }
            var byFile: [String: [Diagnostic]] = [:]
            for finding in source.findings {
                byFile[finding.path, default: []].append(finding.diagnostic)
            }
            for (path, diagnostic) in Self.missingDarkAppearances(in: source, usedBy: analysis) {
                byFile[path, default: []].append(diagnostic)
            }
            for (path, diagnostics) in byFile {
                guard let lineIndex = source.texts[path] ?? (diagnostics.allSatisfy({ $0.range == 0..<0 }) ? LineIndex(bytes: []) : nil)
                else { continue }
                reports.append(TokenSourceFileFindings(path: path, lineIndex: lineIndex, diagnostics: diagnostics))
            }
        }
        return TokenSourceFileFindings.merged(reports)
    }

    /// The colors of `source` that `analysis`'s spec uses under their own name (no spec earlier in
    /// its imports defines the name) and that show the same color in Dark Mode, each with a finding
    /// at its definition.
    private static func missingDarkAppearances(in source: SynthesizedSpec, usedBy analysis: DocumentAnalysis) -> [(String, Diagnostic)] {
        let rule = CustomColorLightDarkVariantsRule.description
        guard let severity = severity(of: rule, in: analysis) else { return [] }
        let judged = Set(rule.platforms)
        guard analysis.spec.targets.contains(where: { judged.contains($0.platform) }) else { return [] }
        var findings: [(String, Diagnostic)] = []
        for token in source.tokens where token.kind == .color {
            guard case .color(let variants) = token.value, variants[.dark] == nil, let light = variants[.light],
                case .color = light,
                analysis.spec.ownToken(named: token.name, kind: .color) == nil,
                analysis.imports.token(named: token.name, kind: .color)?.file.path == source.sourcePath,
                analysis.tokenOccurrences(of: token.name, kind: .color).contains(where: { !$0.isDeclaration })
            else { continue }
            let what = source.format == .assetCatalog ? "The color set `\(token.name)`" : "The color token `\(token.name)`"
            let remedy =
                source.format == .assetCatalog
                ? "add a Dark appearance (Appearances: Any, Dark) with its own color"
                : "give it a dark value in the dark appearance file"
            let message =
                "\(what) has no dark appearance, so it shows \(light.specValue) in Dark Mode too (it is used by a spec); \(remedy)."
            findings.append(
                (
                    token.origin.path,
                    Diagnostic(
                        range: token.origin.range, severity: severity, code: rule.id, message: message, documentationURL: rule.higURL)
                ))
        }
        return findings
    }

    /// The severity `analysis`'s spec gives `rule`: its own `"rules"` first, then its settings, then
    /// the rule's default; nil when it is off.
    private static func severity(of rule: RuleDescription, in analysis: DocumentAnalysis) -> Severity? {
        let configured =
            analysis.spec.ruleOverrides.last(where: { $0.ruleID == rule.id && $0.severity != nil })?.severity
            ?? analysis.settings.ruleSeverities[rule.id] ?? .severity(rule.defaultSeverity)
        guard case .severity(let severity) = configured else { return nil }
        return severity
    }
}
