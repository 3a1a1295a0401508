import SpecFoundation
import SpecSyntax

/// The findings about a spec's `"imports"`: imports that could not be followed, own tokens that hide
/// imported ones, and names two imports define differently.
///
/// Each is reported at the file it belongs to: a problem inside an imported spec is that spec's own
/// finding, never repeated in the specs that import it.
public enum ImportFindings {
    /// Codes of the findings (`import/…`), for tests and documentation.
    public enum Code: String, CaseIterable, Sendable {
        /// No file at the path.
        case missingFile = "import/missing-file"
        /// The path leaves the workspace root.
        case outsideWorkspace = "import/outside-workspace"
        /// The file is not a design spec.
        case notASpec = "import/not-a-spec"
        /// The imports lead back to this spec.
        case cycle = "import/cycle"
        /// The spec names itself.
        case importsItself = "import/imports-itself"
        /// The same file twice.
        case duplicate = "import/duplicate"
        /// Imports cannot be followed from where the spec is.
        case notResolved = "import/not-resolved"
        /// An own token hides an imported one of the same name.
        case shadowedToken = "import/shadowed-token"
        /// Two imports define one name with different values.
        case conflictingToken = "import/conflicting-token"
    }

    /// The findings of `spec`, whose imports the workspace resolved (none when they were not resolved).
    public static func diagnostics(for spec: DesignSpec) -> [Diagnostic] {
        let references = spec.importReferences
        let entries = spec.imports.entries
        guard !references.isEmpty, entries.count == references.count else { return [] }
        var result: [Diagnostic] = []
        for (reference, entry) in zip(references, entries) {
            if let problem = problem(entry, written: reference.path) {
                var finding = Diagnostic(
                    range: reference.node.range, severity: problem.severity, code: problem.code.rawValue, message: problem.message)
                if case .missing(let nearest?) = entry.status {
                    finding.fix = SuggestedFix(
                        title: "Import `\(nearest)`", range: reference.node.range, newText: JSONStringLiteral.quoted(nearest))
                }
                result.append(finding)
            }
        }
        result += shadowed(spec)
        for conflict in spec.imports.conflicts where conflict.winner.entryPosition != conflict.loser.entryPosition {
            let reference = references[conflict.loser.entryPosition]
            let winner = conflict.winner
            let loser = conflict.loser
            let message =
                "\(conflict.kind.sentenceStart) `\(conflict.name)` is \(winner.valueText) in \(winner.file.place(of: winner.token.keyNode.range.lowerBound)) "
                + "but \(loser.valueText) in \(loser.file.place(of: loser.token.keyNode.range.lowerBound)); this spec uses the first import's. "
                + "Define it in one file only, or give one of them another name."
            result.append(
                Diagnostic(
                    range: reference.node.range, severity: .warning, code: Code.conflictingToken.rawValue, message: message,
                    related: [
                        RelatedLocation(
                            range: winner.token.keyNode.range, message: "`\(conflict.name)` used by this spec", file: winner.file),
                        RelatedLocation(
                            range: loser.token.keyNode.range, message: "`\(conflict.name)` hidden by the earlier import", file: loser.file)
                    ]))
        }
        return result
    }

    private static func problem(_ entry: ImportEntry, written: String) -> (code: Code, severity: Severity, message: String)? {
        switch entry.status {
        case .resolved:
            return nil
        case .missing(let nearest):
            let guess = nearest.map { " Did you mean `\($0)`?" } ?? ""
            return (
                .missingFile, .error,
                "No spec at `\(written)` (paths are relative to this file's folder); its tokens are not available.\(guess)"
            )
        case .outsideWorkspace(let root):
            return (
                .outsideWorkspace, .error,
                "`\(written)` leads outside the workspace (\(root)); only specs inside it are read. Move the file into the workspace, or widen the workspace to a folder that holds both: put a `.designspec.json` in it (the shipped editor configurations take the nearest folder holding one as the root) or set the editor's root (docs/editors.md); on the command line, `designspec check --root <dir>`."
            )
        case .notASpec(let reason):
            return (
                .notASpec, .error,
                "`\(written)` is not a design spec: \(reason)."
            )
        case .cycle(let chain):
            return (
                .cycle, .error,
                "Import cycle: \(listed(chain)). Tokens are read once along it; remove one of the imports so the files form a tree."
            )
        case .importsItself:
            return (
                .importsItself, .warning, "A spec does not need to import itself; its own tokens are always visible. Remove this import."
            )
        case .duplicate(let first):
            return (.duplicate, .warning, "`\(written)` names the same file as import \(first + 1); remove one of them.")
        case .notResolved(let reason):
            return (.notResolved, .information, "`\(written)` is not read: \(reason). Its tokens count as unknown here.")
        }
    }

    /// The most files an import cycle's finding names; the rest of a longer chain is counted.
    static let maximumListedCycleFiles = 20

    /// `chain` (from the importer round to itself) joined by arrows: its first
    /// `maximumListedCycleFiles` files, how many more there are, and the importer again.
    private static func listed(_ chain: [String]) -> String {
        guard chain.count > maximumListedCycleFiles + 1, let last = chain.last else { return chain.joined(separator: " → ") }
        let rest = chain.count - 1 - maximumListedCycleFiles
        return (chain.prefix(maximumListedCycleFiles) + ["… and \(rest) more", last]).joined(separator: " → ")
    }

    /// An information finding on each own token that hides an imported token of the same name.
    private static func shadowed(_ spec: DesignSpec) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for (kind, tokens) in [(TokenKind.color, spec.colorTokens), (.typography, spec.typographyTokens)] {
            for token in tokens {
                guard let imported = spec.imports.token(named: token.name, kind: kind) else { continue }
                let ownText = token.valueNode.map { String(decoding: spec.tree.bytes[$0.range], as: UTF8.self) } ?? ""
                let place = imported.file.place(of: imported.token.keyNode.range.lowerBound)
                let advice =
                    ownText == imported.valueText
                    ? "Both are \(ownText); delete this one to use the shared token."
                    : "This spec uses its own value, \(ownText), instead of \(imported.valueText); rename it if it means something else."
                result.append(
                    Diagnostic(
                        range: token.keyNode.range, severity: .information, code: Code.shadowedToken.rawValue,
                        message: "\(kind.sentenceStart) `\(token.name)` is also defined in \(place), which this spec imports. \(advice)",
                        related: [
                            RelatedLocation(
                                range: imported.token.keyNode.range, message: "the imported `\(token.name)`", file: imported.file)
                        ]))
            }
        }
        return result
    }
}
