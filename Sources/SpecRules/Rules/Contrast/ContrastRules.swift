extension RuleRegistry {
    /// Rules about text contrast.
    static let contrastRules: [any Rule.Type] = [
        TextContrastMinimumRule.self,
        NonTextContrastRule.self
    ]
}
