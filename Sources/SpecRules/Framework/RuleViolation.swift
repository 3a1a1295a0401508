import SpecModel

/// One place where a rule is broken, before severity configuration is applied.
public struct RuleViolation: Sendable, Hashable {
    /// UTF-8 byte range of the offending value.
    public var range: Range<Int>
    /// What is wrong, with the figures, and the fix.
    public var message: String
    /// A severity for this violation when the rule grades its findings (e.g. error below the
    /// minimum, warning below the default); nil uses the rule's default severity.
    public var severity: Severity?
    /// The preferred machine-applicable fix.
    public var fix: SuggestedFix?
    /// Other fixes to choose from.
    public var alternativeFixes: [SuggestedFix]
    /// Other places that explain the violation.
    public var related: [RelatedLocation]
    /// Editor tags (deprecated for renamed symbols).
    public var tags: Set<DiagnosticTag>

    /// Creates a violation.
    public init(
        range: Range<Int>, message: String, severity: Severity? = nil, fix: SuggestedFix? = nil, related: [RelatedLocation] = [],
        tags: Set<DiagnosticTag> = [], alternativeFixes: [SuggestedFix] = []
    ) {
        self.alternativeFixes = alternativeFixes
        self.range = range
        self.message = message
        self.severity = severity
        self.fix = fix
        self.related = related
        self.tags = tags
    }
}
