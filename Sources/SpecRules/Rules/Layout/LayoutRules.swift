extension RuleRegistry {
    /// Rules about arrangement on screen: rows of buttons, grids, safe areas.
    static let layoutRules: [any Rule.Type] = [
        WatchOSButtonsPerRowRule.self,
        WatchOSButtonRowHeightRule.self,
        TVOSSafeAreaRule.self,
        TVOSGridSpacingRule.self,
        TVOSGridItemWidthRule.self,
        WatchOSPrimaryButtonFullWidthRule.self,
    ]
}
