extension RuleRegistry {
    /// Rules about VoiceOver labels and descriptions.
    static let accessibilityRules: [any Rule.Type] = [
        IconButtonAccessibilityLabelRule.self,
        MeaningfulImageDescriptionRule.self,
        ControlHasAccessibleNameRule.self,
        EmojiOnlyControlLabelRule.self,
        ColorOnlyDifferenceRule.self,
        ChartSeriesColorOnlyRule.self
    ]
}
