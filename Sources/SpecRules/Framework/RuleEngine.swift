import Foundation
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
    ///
    /// `cores` says whether a spec of `parallelScreensMinimumBytes` or more may spread its screens
    /// over every core (see `CoreUse`); the result is the same either way.
    public static func run(
        _ spec: DesignSpec, configuration: RuleConfiguration = RuleConfiguration(), rules: [any Rule.Type] = RuleRegistry.all,
        cancellation: CancellationToken, cache: ScreenRuleCache? = nil, cores: CoreUse = .all
    ) -> [Diagnostic]? {
        run(
            spec, configuration: configuration, rules: rules, cancellation: cancellation, cache: cache,
            parallelFrom: parallelMinimumBytes(cores))
    }

    /// True when a run over `spec` with `cores` spreads the screens it checks again over every core
    /// (the format check may then run beside it).
    public static func spreadsScreens(of spec: DesignSpec, cores: CoreUse) -> Bool {
        spec.tree.bytes.count >= parallelMinimumBytes(cores)
    }

    private static func parallelMinimumBytes(_ cores: CoreUse) -> Int {
        switch cores {
        case .all: parallelScreensMinimumBytes
        case .oneUnlessHuge: hugeSpecMinimumBytes
        }
    }

    /// How many cores a run may use.
    public enum CoreUse: Sendable {
        /// Every core, for a spec of `parallelScreensMinimumBytes` or more: `check`, and a document's
        /// first analysis in the editor (opening it).
        case all
        /// One core, so the others stay free for keystrokes (the editor's runs after an edit), unless
        /// the spec is huge (`hugeSpecMinimumBytes`).
        case oneUnlessHuge
    }

    /// The run, with the screens spread over the cores from `minimumBytes` of text on.
    static func run(
        _ spec: DesignSpec, configuration: RuleConfiguration = RuleConfiguration(), rules: [any Rule.Type] = RuleRegistry.all,
        cancellation: CancellationToken, cache: ScreenRuleCache?, parallelFrom minimumBytes: Int
    ) -> [Diagnostic]? {
        let run = Run(spec: spec, configuration: configuration, rules: rules, cancellation: cancellation)
        let parallel = spec.tree.bytes.count >= minimumBytes
        guard let cache, run.enabled.contains(where: { $0.description.scope == .screen }) else {
            let diagnostics = parallel ? run.checkSplitByScreen(run.enabled) : run.check(run.enabled, in: RuleContext(spec: spec))
            return diagnostics.flatMap(run.judgingVariants)?.sorted { ($0.range.lowerBound, $0.code) < ($1.range.lowerBound, $1.code) }
        }
        let documentRules = run.enabled.filter { $0.description.scope == .document }
        let screenRules = run.enabled.filter { $0.description.scope == .screen }
        guard var diagnostics = run.check(documentRules, in: RuleContext(spec: spec)),
            let screenFindings = run.checkByScreen(screenRules, cache: cache, parallel: parallel)
        else { return nil }
        diagnostics += screenFindings
        guard var diagnostics = run.judgingVariants(diagnostics) else { return nil }
        diagnostics.sort { ($0.range.lowerBound, $0.code) < ($1.range.lowerBound, $1.code) }
        return diagnostics
    }

    /// Specs at least this long (in bytes) spread their screens over the cores when the run may use
    /// them all: there the gain pays for the threads and the views.
    static let parallelScreensMinimumBytes = 1 << 18

    /// Specs at least this long (in bytes) spread their screens over the cores in every run that
    /// checks most of their screens again: one core would keep the editor waiting for seconds.
    static let hugeSpecMinimumBytes = 8 << 20

    /// How many runs of screens a parallel run cuts a spec into per core: a few, so a core that
    /// finishes early takes another run instead of waiting for the slowest.
    static let screenRunsPerCore = 4

    /// `spec`'s screens (by position) cut into at most `count` runs of about equal length in bytes.
    static func screenRuns(of spec: DesignSpec, count: Int) -> [Range<Int>] {
        let screens = spec.screens
        guard !screens.isEmpty else { return [] }
        let total = screens.reduce(0) { $0 + $1.node.range.count }
        // Each run but the last holds at least a `count`th of the bytes (rounded up), so there are at most `count`.
        let parts = max(1, count)
        let share = max(1, (total + parts - 1) / parts)
        var runs: [Range<Int>] = []
        var start = 0
        var length = 0
        for (position, screen) in screens.enumerated() {
            length += screen.node.range.count
            if length >= share {
                runs.append(start..<(position + 1))
                start = position + 1
                length = 0
            }
        }
        if start < screens.count { runs.append(start..<screens.count) }
        return runs
    }

    /// One run's settings: which rules are on and how their violations become diagnostics.
    struct Run: Sendable {
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

        /// The diagnostics of `rules` in `context`, unsorted; nil once cancelled. With `effective`, the
        /// context's spec is that text of this run's document (variants applied), and each finding is
        /// located in the document (findings in the effective document's own text are dropped).
        func check(_ rules: [any Rule.Type], in context: RuleContext, effective: EffectiveDocument? = nil) -> [Diagnostic]? {
            var diagnostics: [Diagnostic] = []
            for ruleType in rules {
                if cancellation.shouldStop() { return nil }
                let description = ruleType.description
                let configured = fileOverrides[description.id] ?? configuration.severities[description.id]
                for found in ruleType.init().check(context) {
                    var violation = found
                    if let effective {
                        guard let range = effective.originalRange(found.range) else { continue }
                        violation.range = range
                    }
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
                    let diagnostic = Diagnostic(
                        range: found.range, severity: severity, code: description.id, message: message,
                        documentationURL: description.higURL, tags: violation.tags, related: violation.related, fix: violation.fix,
                        alternativeFixes: violation.alternativeFixes)
                    if let effective {
                        if let located = effective.original(diagnostic) { diagnostics.append(located) }
                    } else {
                        diagnostics.append(diagnostic)
                    }
                }
            }
            return diagnostics
        }

        /// The diagnostics of `rules` in the whole document, as `check` finds them (the same ones; in
        /// another order before sorting), computed on every core: document-scoped rules once over the
        /// whole document, screen-scoped ones in a view outside screens and in views of runs of
        /// screens, each run on one core. Nil once cancelled.
        func checkSplitByScreen(_ rules: [any Rule.Type]) -> [Diagnostic]? {
            let documentRules = rules.filter { $0.description.scope == .document }
            let screenRules = rules.filter { $0.description.scope == .screen }
            guard let split = checkScreensInParallel(screenRules, alongside: documentRules) else { return nil }
            return split.alongside + split.outside + split.byScreen.joined()
        }

        /// What `checkScreensInParallel` finds.
        struct ScreenSplit {
            /// The findings of the document-scoped rules run alongside, over the whole document.
            var alongside: [Diagnostic] = []
            /// The screen-scoped rules' findings outside every screen.
            var outside: [Diagnostic] = []
            /// The screen-scoped rules' findings located in each screen (by position in `screens`).
            var byScreen: [[Diagnostic]]
        }

        /// The findings of screen-scoped `rules` outside screens and per screen, as one run over the
        /// whole document finds them, and of `documentRules` over the whole document, with the
        /// screens spread over the cores in runs of about equal length. Nil once cancelled.
        func checkScreensInParallel(_ rules: [any Rule.Type], alongside documentRules: [any Rule.Type]) -> ScreenSplit? {
            let screenRuns = RuleEngine.screenRuns(of: spec, count: ProcessInfo.processInfo.activeProcessorCount * screenRunsPerCore)
            // Work items: the document rules, the view outside screens, then one view per run of screens.
            let findings = ParallelMap.map(Array(-2..<screenRuns.count)) { item -> [Diagnostic]? in
                switch item {
                case -2: return check(documentRules, in: RuleContext(spec: spec))
                case -1:
                    return check(rules, in: RuleContext(spec: spec.view(of: .outsideScreens)))?.filter {
                        spec.screen(containing: $0.range.lowerBound) == nil
                    }
                default: return check(rules, in: RuleContext(spec: spec.view(of: .screens(screenRuns[item]))))
                }
            }
            guard !cancellation.isCancelled, findings.count == screenRuns.count + 2, let alongside = findings[0], let outside = findings[1]
            else { return nil }
            var split = ScreenSplit(alongside: alongside, outside: outside, byScreen: Array(repeating: [], count: spec.screens.count))
            for (run, runFindings) in zip(screenRuns, findings.dropFirst(2)) {
                guard let runFindings else { return nil }
                // A view sees tokens and the like too; it keeps only the findings located in its screens.
                for diagnostic in runFindings {
                    guard let screen = spec.screen(containing: diagnostic.range.lowerBound),
                        let position = ScreenRuleKey.position(of: screen, in: spec), run.contains(position)
                    else { continue }
                    split.byScreen[position].append(diagnostic)
                }
            }
            return split
        }

        /// The diagnostics of screen-scoped `rules`: outside screens, plus each screen's from the cache
        /// or computed in a view of that screen (or, when most screens changed, in one whole run, or
        /// with `parallel` in views of runs of screens on every core).
        func checkByScreen(_ rules: [any Rule.Type], cache: ScreenRuleCache, parallel: Bool) -> [Diagnostic]? {
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
            if parallel, missing.count > max(8, keys.count / 4) {
                // Most screens changed, in a large spec: every core takes runs of screens.
                guard let split = checkScreensInParallel(rules, alongside: []) else { return nil }
                result = split.outside
                for position in missing {
                    byScreen[position] = split.byScreen[position]
                    cacheable[position] = byScreen[position].allSatisfy { $0.lies(within: spec.screens[position].node.range) }
                }
                missing = []
            } else if missing.count > max(8, keys.count / 4) {
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
