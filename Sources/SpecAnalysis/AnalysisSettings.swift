import SpecKnowledge
import SpecModel

/// Settings that change analysis results, from the editor or the command line.
public struct AnalysisSettings: Sendable, Hashable {
    /// Rule id → severity override (the file's own `"rules"` still wins).
    public var ruleSeverities: [String: RuleSeverity]
    /// Targets assumed when a spec has no `platforms`; empty means iOS at the newest known version.
    public var defaultPlatforms: [Platform: OSVersion]

    /// Creates settings.
    public init(ruleSeverities: [String: RuleSeverity] = [:], defaultPlatforms: [Platform: OSVersion] = [:]) {
        self.ruleSeverities = ruleSeverities
        self.defaultPlatforms = defaultPlatforms
    }
}
