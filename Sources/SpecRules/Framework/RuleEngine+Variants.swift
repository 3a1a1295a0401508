import SpecKnowledge
import SpecModel
import SpecSyntax

/// Judging each variant of a screen: the screen-scoped rules run on every distinct effective screen
/// (`ScreenVariants.groups`) with that platform's figures, and a finding that not every effective
/// screen has names the ones that have it ("on iPadOS, regular width").
extension RuleEngine.Run {
    /// `diagnostics` (this run's findings in the document as written) with the findings in screens
    /// that have variants replaced by those of their effective screens; nil once cancelled.
    ///
    /// One effective document per platform and size class environment serves every screen whose group
    /// starts there, so the work is a bounded number of runs over the document, whatever the number of
    /// variants. Identical findings (code, range, message) of several effective screens are reported once.
    func judgingVariants(_ diagnostics: [Diagnostic]) -> [Diagnostic]? {
        guard spec.part == .whole else { return diagnostics }
        let variants = SpecVariants(spec: spec)
        guard !variants.screens.isEmpty else { return diagnostics }
        let rules = enabled.filter { $0.description.scope == .screen }
        // A spec naming no platforms keeps the targets assumed for it (the editor's setting).
        let assumedTargets = Dictionary(
            spec.targets.filter(\.isAssumed).map { ($0.platform, $0.minimumVersion) }, uniquingKeysWith: { first, _ in first })

        // The groups by where they start: each key is one effective document.
        var picksByContext: [VariantContext: [(screen: ScreenVariants, group: VariantGroup)]] = [:]
        var contextOrder: [VariantContext] = []
        for screen in variants.screens {
            for group in screen.groups {
                guard let first = group.environments.first else { continue }
                let context = VariantContext(platform: group.platform, environment: first)
                if picksByContext[context] == nil { contextOrder.append(context) }
                picksByContext[context, default: []].append((screen, group))
            }
        }

        // Per screen with variants (by position in `variants.screens`), per group: its findings.
        var screenPositions: [Int: Int] = [:]
        for (position, screen) in variants.screens.enumerated() { screenPositions[screen.screen.index] = position }
        var found = variants.screens.map { screen in [[Diagnostic]](repeating: [], count: screen.groups.count) }
        for context in contextOrder {
            let picks = picksByContext[context] ?? []
            let document = SpecVariants.effectiveDocument(of: spec, picks: picks)
            let effective = DesignSpec(tree: SyntaxTree.parse(bytes: document.bytes), defaultTargets: assumedTargets, imports: spec.imports)
            // Only the picked screens are judged: each run of consecutive ones in a view of its own.
            var findings: [Diagnostic] = []
            for run in Self.runs(of: picks.compactMap { ScreenRuleKey.position(of: $0.screen.screen, in: spec) }) {
                guard let found = check(rules, in: RuleContext(spec: effective.view(of: .screens(run))), effective: document) else {
                    return nil
                }
                findings += found
            }
            var groupOfScreen: [Int: Int] = [:]
            for pick in picks {
                guard
                    let groupPosition = pick.screen.groups.firstIndex(where: {
                        $0.platform == pick.group.platform && $0.applied == pick.group.applied
                    })
                else { continue }
                groupOfScreen[pick.screen.screen.index] = groupPosition
            }
            for diagnostic in findings {
                guard let screen = spec.screen(containing: diagnostic.range.lowerBound), let group = groupOfScreen[screen.index],
                    let position = screenPositions[screen.index]
                else { continue }
                found[position][group].append(diagnostic)
            }
        }

        var result = diagnostics.filter { diagnostic in
            spec.screen(containing: diagnostic.range.lowerBound).map { screenPositions[$0.index] == nil } ?? true
        }
        for (position, screen) in variants.screens.enumerated() {
            result += Self.merged(found[position], groups: screen.groups, axes: screen.axes)
        }
        return result
    }

    /// `positions` (ascending) as runs of consecutive positions.
    static func runs(of positions: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for position in positions {
            if let last = runs.last, last.upperBound == position {
                runs[runs.count - 1] = last.lowerBound..<(position + 1)
            } else {
                runs.append(position..<(position + 1))
            }
        }
        return runs
    }

    /// The findings of a screen's effective screens, each reported once: as it is when every effective
    /// screen has it, else with the effective screens that have it named at the end of its message —
    /// unless the message already says so in the same words ("… on iOS (minimum 28×28 pt).").
    static func merged(
        _ findings: [[Diagnostic]], groups: [VariantGroup], axes: [SizeClassAxis]
    ) -> [Diagnostic] {
        var order: [Diagnostic] = []
        var groupsOf: [Diagnostic: [Int]] = [:]
        for (group, diagnostics) in findings.enumerated() {
            for diagnostic in diagnostics {
                if groupsOf[diagnostic] == nil { order.append(diagnostic) }
                if groupsOf[diagnostic]?.last != group { groupsOf[diagnostic, default: []].append(group) }
            }
        }
        return order.map { diagnostic in
            let having = groupsOf[diagnostic] ?? []
            guard having.count < groups.count else { return diagnostic }
            let variants = variantsText(having.map { groups[$0] }, axes: axes)
            guard !diagnostic.message.contains(variants + " "), !diagnostic.message.hasSuffix(variants) else { return diagnostic }
            var located = diagnostic
            located.message += " (" + variants + ")"
            return located
        }
    }

    /// "on iPadOS, regular width", "on iOS and iPadOS, regular width": where the findings of `groups` apply.
    static func variantsText(_ groups: [VariantGroup], axes: [SizeClassAxis]) -> String {
        var platforms: [Platform] = []
        var environments: [Platform: [SizeClassEnvironment]] = [:]
        for group in groups {
            if environments[group.platform] == nil { platforms.append(group.platform) }
            environments[group.platform, default: []] += group.environments
        }
        let labels = platforms.map { ScreenVariants.label(platform: $0, environments: environments[$0] ?? [], axes: axes) }
        return "on " + (labels.count < 2 ? labels.joined() : labels.dropLast().joined(separator: "; ") + " and " + (labels.last ?? ""))
    }
}
