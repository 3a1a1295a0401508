import SpecKnowledge
import SpecModel
import SpecRules
import SpecSyntax

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
    /// The repository's accent color for specs that name none (`.designspec.json`'s `accentColor`), as
    /// the JSON text of a color value; nil for none.
    public var accentColor: String?

    /// Creates settings.
    public init(
        ruleSeverities: [String: RuleSeverity] = [:], defaultPlatforms: [Platform: OSVersion] = [:], legacyRules: Bool = false,
        strict: Bool = false, accentColor: String? = nil
    ) {
        self.ruleSeverities = ruleSeverities
        self.defaultPlatforms = defaultPlatforms
        self.legacyRules = legacyRules
        self.strict = strict
        self.accentColor = accentColor
    }

    /// `accentColor` parsed: the color value's node in a tree of its own; nil for none or for text that
    /// is no JSON value.
    var accentColorNode: SyntaxNode? {
        accentColor.flatMap { SyntaxTree.parse($0).root }
    }

    /// The rule engine's configuration for these settings.
    public var ruleConfiguration: RuleConfiguration {
        RuleConfiguration(severities: ruleSeverities, legacy: legacyRules, strict: strict)
    }
}
