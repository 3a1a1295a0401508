extension RuleRegistry {
    /// Rules about arrangement and sizes on screen: rows of buttons, grids, safe areas, complication images.
    static let layoutRules: [any Rule.Type] = [
        WatchOSButtonsPerRowRule.self,
        WatchOSButtonRowHeightRule.self,
        TVOSSafeAreaRule.self,
        TVOSGridSpacingRule.self,
        TVOSGridItemWidthRule.self,
        WatchOSPrimaryButtonFullWidthRule.self,
        WatchOSComplicationImageSizeRule.self,
        ButtonRowOneHeightRule.self,
        NestedScrollSameAxisRule.self,
        IOSFullWidthButtonRule.self,
        LaunchScreenNoTextRule.self,
        LaunchScreenNoBrandingRule.self,
        VisionOSSmallButtonsInRowRule.self
    ]
}
