extension RuleRegistry {
    /// Rules about SF Symbols: existence, availability, renames, standard actions.
    static let symbolRules: [any Rule.Type] = [
        SFSymbolExistsRule.self,
        SFSymbolAvailabilityRule.self,
        SFSymbolFallbackAvailabilityRule.self,
        SFSymbolRenamedRule.self,
        StandardActionSymbolsRule.self
    ]
}
