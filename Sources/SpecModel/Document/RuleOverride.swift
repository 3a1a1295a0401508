import SpecSyntax

/// One entry of a spec's `"rules"` object.
public struct RuleOverride: Sendable, Hashable {
    /// The rule id as written.
    public let ruleID: String
    /// The configured severity, nil when the value is not a valid spelling.
    public let severity: RuleSeverity?
    /// The key node.
    public let keyNode: SyntaxNode
    /// The value node.
    public let valueNode: SyntaxNode?
}
