extension RuleRegistry {
    /// Rules about font sizes, weights and text styles.
    static let typographyRules: [any Rule.Type] = [
        MinFontSizeRule.self,
        AvoidLightFontWeightsRule.self,
        UnknownTextStyleRule.self,
        TextStyleNameValidRule.self,
        SupportDynamicTypeRule.self,
        VisionOSTextWithoutBackgroundRule.self,
        DynamicTypeRangeReachesAccessibilitySizesRule.self
    ]
}
