import SpecKnowledge
import SpecModel
import SpecRules

/// Settings that change analysis results, from the editor or the command line.
public struct AnalysisSettings: Sendable, Hashable {
    /// Rule id → severity override (the file's own `"rules"` still wins).
    public var ruleSeverities: [String: RuleSeverity]
    /// Targets assumed when a spec has no `platforms`; empty means iOS at the newest known version.
    public var defaultPlatforms: [Platform: OSVersion]
    /// Whether the `legacy` rule set (rules resting only on the 2015 iOS HIG or the unofficial
    /// summary) runs.
    public var legacyRules: Bool
    /// Whether warnings become errors (per-rule severities still win).
    public var strict: Bool

    /// Creates settings.
    public init(
        ruleSeverities: [String: RuleSeverity] = [:], defaultPlatforms: [Platform: OSVersion] = [:], legacyRules: Bool = false,
        strict: Bool = false
    ) {
        self.ruleSeverities = ruleSeverities
        self.defaultPlatforms = defaultPlatforms
        self.legacyRules = legacyRules
        self.strict = strict
    }

    /// The rule engine's configuration for these settings.
    public var ruleConfiguration: RuleConfiguration {
        RuleConfiguration(severities: ruleSeverities, legacy: legacyRules, strict: strict)
    }
}
