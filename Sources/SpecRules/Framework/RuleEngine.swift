import SpecModel
import SpecSyntax

/// Runs the rule set over a document and applies configuration and suppressions.
public enum RuleEngine {
    /// Diagnostics for `spec` from every enabled rule in `rules`, sorted by position.
    ///
    /// Severity: the violation's own (graded) severity or the rule's default; then the editor's or
    /// command line's override (`configuration`); then the file's `"rules"` entry, which wins.
    /// Rules whose platforms the spec does not target are skipped.
    /// Violations on a line after `// designspec-disable-next-line <id>` are dropped.
    public static func run(
        _ spec: DesignSpec, configuration: RuleConfiguration = RuleConfiguration(), rules: [any Rule.Type] = RuleRegistry.all
    ) -> [Diagnostic] {
        run(spec, configuration: configuration, rules: rules, cancellation: CancellationToken()) ?? []
    }

    /// Like `run(_:configuration:rules:)`, but stops before the next rule once `cancellation` is
    /// cancelled, and then returns nil.
    public static func run(
        _ spec: DesignSpec, configuration: RuleConfiguration = RuleConfiguration(), rules: [any Rule.Type] = RuleRegistry.all,
        cancellation: CancellationToken
    ) -> [Diagnostic]? {
        let context = RuleContext(spec: spec)
        var fileOverrides: [String: RuleSeverity] = [:]
        for override in spec.ruleOverrides {
            if let severity = override.severity { fileOverrides[override.ruleID] = severity }
        }
        let suppressions = Suppressions(tree: spec.tree)
        let targeted = Set(spec.targets.map(\.platform) + spec.screens.compactMap(\.platform))
        var diagnostics: [Diagnostic] = []
        for ruleType in rules {
            if cancellation.isCancelled { return nil }
            let description = ruleType.description
            let configured = fileOverrides[description.id] ?? configuration.severities[description.id]
            if configured == .off || targeted.isDisjoint(with: description.platforms) { continue }
            for violation in ruleType.init().check(context) {
                if suppressions.suppresses(description.id, at: violation.range.lowerBound) {
                    continue
                }
                let severity: Severity
                if case .severity(let forced) = configured {
                    severity = forced
                } else {
                    severity = violation.severity ?? description.defaultSeverity
                }
                diagnostics.append(
                    Diagnostic(
                        range: violation.range, severity: severity, code: description.id, message: violation.message,
                        documentationURL: description.higURL, tags: violation.tags, related: violation.related, fix: violation.fix))
            }
        }
        diagnostics.sort { ($0.range.lowerBound, $0.code) < ($1.range.lowerBound, $1.code) }
        return diagnostics
    }
}
