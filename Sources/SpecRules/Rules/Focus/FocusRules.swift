extension RuleRegistry {
    /// Rules about focusable elements: how they show focus and fit their content.
    static let focusRules: [any Rule.Type] = [
        TVOSFocusNotColorOnlyRule.self,
        TVOSFocusableFitsLabelRule.self,
        TVOSFocusableImageLayersRule.self,
        TVOSFocusGrowthRoomRule.self
    ]
}
