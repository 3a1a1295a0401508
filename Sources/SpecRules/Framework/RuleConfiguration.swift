import SpecModel

/// Severity overrides from outside the document (editor settings, command-line flags).
///
/// Precedence, lowest to highest: the rule's default, these overrides, the file's `"rules"`.
public struct RuleConfiguration: Sendable, Equatable {
    /// Rule id → configured severity.
    public var severities: [String: RuleSeverity]

    /// Creates a configuration.
    public init(severities: [String: RuleSeverity] = [:]) {
        self.severities = severities
    }
}
