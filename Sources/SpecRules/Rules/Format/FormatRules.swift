extension RuleRegistry {
    /// Rules about the spec file itself: platforms, tokens, rule configuration.
    static let formatRules: [any Rule.Type] = [
        PlatformsDeclaredRule.self,
        InvalidOSVersionRule.self,
        TokenShadowsSystemNameRule.self,
        UnknownRuleIDRule.self
    ]
}
