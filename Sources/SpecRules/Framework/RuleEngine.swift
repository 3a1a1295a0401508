import SpecFoundation
import SpecModel
import SpecSyntax

/// Runs the rule set over a document and applies configuration and suppressions.
public enum RuleEngine {
    /// Diagnostics for `spec` from every enabled rule in `rules`, sorted by position.
    ///
    /// Severity: the violation's own (graded) severity or the rule's default, raised from warning to
    /// error under `configuration.strict`; then the editor's or command line's per-rule override
    /// (`configuration`); then the file's `"rules"` entry, which wins.
    /// Rules whose platforms the spec does not target are skipped, and so are rules of the `legacy`
    /// rule set unless `configuration.legacy` or a per-rule severity turns them on. Findings of rules
    /// that do not rest on the current HIG name their source at the end of the message.
    /// Violations on a line after `// designspec-disable-next-line <id>` are dropped.
    public static func run(
        _ spec: DesignSpec, configuration: RuleConfiguration = RuleConfiguration(), rules: [any Rule.Type] = RuleRegistry.all
    ) -> [Diagnostic] {
        run(spec, configuration: configuration, rules: rules, cancellation: CancellationToken()) ?? []
    }

    /// Like `run(_:configuration:rules:)`, but stops before the next rule once `cancellation` is
    /// cancelled, and then returns nil.
    ///
    /// With a `cache`, rules of `.screen` scope run only for screens whose text or context changed
    /// since the run that filled the cache's predecessor; the other screens' findings are reused.
    /// The result is the same as without a cache.
    public static func run(
        _ spec: DesignSpec, configuration: RuleConfiguration = RuleConfiguration(), rules: [any Rule.Type] = RuleRegistry.all,
        cancellation: CancellationToken, cache: ScreenRuleCache? = nil
    ) -> [Diagnostic]? {
        run(
            spec, configuration: configuration, rules: rules, cancellation: cancellation, cache: cache,
            parallelFrom: parallelRulesMinimumBytes)
    }

    /// The run, with the rules run in parallel (without a cache) from `minimumBytes` of text on.
    static func run(
        _ spec: DesignSpec, configuration: RuleConfiguration = RuleConfiguration(), rules: [any Rule.Type] = RuleRegistry.all,
        cancellation: CancellationToken, cache: ScreenRuleCache?, parallelFrom minimumBytes: Int
    ) -> [Diagnostic]? {
        let run = Run(spec: spec, configuration: configuration, rules: rules, cancellation: cancellation)
        guard let cache, run.enabled.contains(where: { $0.description.scope == .screen }) else {
            let context = RuleContext(spec: spec)
            let diagnostics =
                spec.tree.bytes.count >= minimumBytes ? run.checkInParallel(run.enabled, in: context) : run.check(run.enabled, in: context)
            return diagnostics?.sorted { ($0.range.lowerBound, $0.code) < ($1.range.lowerBound, $1.code) }
        }
        let documentRules = run.enabled.filter { $0.description.scope == .document }
        let screenRules = run.enabled.filter { $0.description.scope == .screen }
        guard var diagnostics = run.check(documentRules, in: RuleContext(spec: spec)),
            let screenFindings = run.checkByScreen(screenRules, cache: cache)
        else { return nil }
        diagnostics += screenFindings
        diagnostics.sort { ($0.range.lowerBound, $0.code) < ($1.range.lowerBound, $1.code) }
        return diagnostics
    }

    /// Specs at least this long (in bytes) run their rules in parallel, when no cache is given: there
    /// the gain pays for the threads. (Screen by screen, the screens' views cost more than they save.)
    static let parallelRulesMinimumBytes = 1 << 20

    /// One run's settings: which rules are on and how their violations become diagnostics.
    private struct Run: Sendable {
        let spec: DesignSpec
        let configuration: RuleConfiguration
        let cancellation: CancellationToken
        let fileOverrides: [String: RuleSeverity]
        let suppressions: Suppressions
        /// The rules that are neither switched off nor for platforms the document does not target.
        let enabled: [any Rule.Type]

        init(spec: DesignSpec, configuration: RuleConfiguration, rules: [any Rule.Type], cancellation: CancellationToken) {
            self.spec = spec
            self.configuration = configuration
            self.cancellation = cancellation
            var fileOverrides: [String: RuleSeverity] = [:]
            for override in spec.ruleOverrides {
                if let severity = override.severity { fileOverrides[override.ruleID] = severity }
            }
            self.fileOverrides = fileOverrides
            suppressions = Suppressions(tree: spec.tree)
            let targeted = Set(spec.targets.map(\.platform) + spec.screens.compactMap(\.platform))
            enabled = rules.filter { rule in
                let description = rule.description
                let configured = fileOverrides[description.id] ?? configuration.severities[description.id]
                let switchedOn = configured.map { $0 != .off } ?? (configuration.legacy || !description.authority.isLegacyRuleSet)
                return switchedOn && !targeted.isDisjoint(with: description.platforms)
            }
        }

        /// The diagnostics of `rules` in `context`, unsorted; nil once cancelled.
        func check(_ rules: [any Rule.Type], in context: RuleContext) -> [Diagnostic]? {
            var diagnostics: [Diagnostic] = []
            for ruleType in rules {
                if cancellation.isCancelled { return nil }
                let description = ruleType.description
                let configured = fileOverrides[description.id] ?? configuration.severities[description.id]
                for violation in ruleType.init().check(context) {
                    if suppressions.suppresses(description.id, at: violation.range.lowerBound) {
                        continue
                    }
                    let severity: Severity
                    if case .severity(let forced) = configured {
                        severity = forced
                    } else {
                        let graded = violation.severity ?? description.defaultSeverity
                        severity = configuration.strict && graded == .warning ? .error : graded
                    }
                    let message = description.authority.findingSource.map { "\(violation.message) (\($0))" } ?? violation.message
                    diagnostics.append(
                        Diagnostic(
                            range: violation.range, severity: severity, code: description.id, message: message,
                            documentationURL: description.higURL, tags: violation.tags, related: violation.related, fix: violation.fix,
                            alternativeFixes: violation.alternativeFixes))
                }
            }
            return diagnostics
        }

        /// The diagnostics of `rules` in `context`, as `check` finds them (in the same order), the rules
        /// spread over the cores; nil once cancelled (rules not yet started then do not start).
        func checkInParallel(_ rules: [any Rule.Type], in context: RuleContext) -> [Diagnostic]? {
            let byRule = ParallelMap.map(Array(rules.indices)) { position in check([rules[position]], in: context) }
            guard !cancellation.isCancelled else { return nil }
            var diagnostics: [Diagnostic] = []
            for findings in byRule {
                guard let findings else { return nil }
                diagnostics += findings
            }
            return diagnostics
        }

        /// The diagnostics of screen-scoped `rules`: outside screens, plus each screen's from the cache
        /// or computed in a view of that screen (or, when most screens changed, in one whole run).
        func checkByScreen(_ rules: [any Rule.Type], cache: ScreenRuleCache) -> [Diagnostic]? {
            let keys = ScreenRuleKey.keys(for: spec, ruleIDs: rules.map { $0.description.id }, configuration: configuration)
            var found: [ScreenRuleKey: [Diagnostic]] = [:]
            var missing: [Int] = []
            for (position, key) in keys.enumerated() {
                if let cached = cache.previousFindings(for: key) { found[key] = cached } else { missing.append(position) }
            }
            var result: [Diagnostic] = []
            let recomputed = missing.count
            var byScreen = [[Diagnostic]](repeating: [], count: keys.count)
            var cacheable = [Bool](repeating: true, count: keys.count)
            if missing.count > max(8, keys.count / 4) {
                // Most screens changed: one run over the whole document, split by screen afterwards.
                guard let all = check(rules, in: RuleContext(spec: spec)) else { return nil }
                for diagnostic in all {
                    if let screen = spec.screen(containing: diagnostic.range.lowerBound),
                        let position = ScreenRuleKey.position(of: screen, in: spec)
                    {
                        byScreen[position].append(diagnostic)
                        if !diagnostic.lies(within: screen.node.range) { cacheable[position] = false }
                    } else {
                        result.append(diagnostic)
                    }
                }
                missing = []
            } else {
                // A view sees tokens and the like too; each keeps only the findings located in its part.
                guard let outside = check(rules, in: RuleContext(spec: spec.view(of: .outsideScreens))) else { return nil }
                result = outside.filter { spec.screen(containing: $0.range.lowerBound) == nil }
            }
            for position in missing {
                guard let findings = check(rules, in: RuleContext(spec: spec.view(of: .screen(position)))) else { return nil }
                let bounds = spec.screens[position].node.range
                byScreen[position] = findings.filter { bounds.contains($0.range.lowerBound) }
                cacheable[position] = byScreen[position].allSatisfy { $0.lies(within: bounds) }
            }
            var entries: [ScreenRuleKey: [Diagnostic]] = [:]
            for (position, key) in keys.enumerated() {
                let start = spec.screens[position].node.range.lowerBound
                if let cached = found[key] {
                    result += cached.map { $0.moved(by: start) }
                    entries[key] = cached
                } else {
                    result += byScreen[position]
                    if cacheable[position] { entries[key] = byScreen[position].map { $0.moved(by: -start) } }
                }
            }
            cache.finish(with: entries, recomputed: recomputed)
            return result
        }
    }
}
