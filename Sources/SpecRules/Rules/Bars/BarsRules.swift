extension RuleRegistry {
    /// Rules about tab bars, navigation bars and toolbars.
    static let barRules: [any Rule.Type] = [
        TabBarItemCountRule.self,
        TabBarItemLabelRule.self,
        TabBarBadgeRule.self,
        TabBarNavigationOnlyRule.self,
        TabBarAndToolbarExclusiveRule.self,
        ToolbarTextItemLimitRule.self,
        NavBarItemLimitRule.self,
        TVOSTabBarMetricsRule.self
    ]
}
