extension RuleRegistry {
    /// Rules about image assets.
    static let imageRules: [any Rule.Type] = [
        ImageScaleFactorsRule.self
    ]
}
