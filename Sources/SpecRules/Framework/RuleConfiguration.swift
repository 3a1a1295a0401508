import SpecModel

/// Settings from outside the document (editor settings, command-line flags).
///
/// Precedence, lowest to highest: the rule's default, these overrides, the file's `"rules"`.
public struct RuleConfiguration: Sendable, Equatable, Hashable {
    /// Rule id → configured severity.
    public var severities: [String: RuleSeverity]
    /// The `legacy` rule set: rules resting only on the 2015 iOS HIG or the unofficial summary run
    /// (they are off by default).
    public var legacy: Bool
    /// `--strict`: warnings become errors, unless a per-rule severity says otherwise.
    public var strict: Bool

    /// Creates a configuration.
    public init(severities: [String: RuleSeverity] = [:], legacy: Bool = false, strict: Bool = false) {
        self.severities = severities
        self.legacy = legacy
        self.strict = strict
    }
}
