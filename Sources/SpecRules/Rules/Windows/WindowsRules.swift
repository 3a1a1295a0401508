extension RuleRegistry {
    /// Rules about macOS and visionOS windows: the window frame, sidebars, ornaments and window backgrounds.
    static let windowRules: [any Rule.Type] = [
        MacOSWindowBodyControlsRule.self,
        MacOSHelpButtonCountRule.self,
        SidebarHierarchyDepthRule.self,
        MacOSSidebarIconAccentRule.self,
        MacOSSidebarBottomActionsRule.self,
        VisionOSOrnamentWidthRule.self,
        VisionOSOrnamentEdgeRule.self,
        VisionOSVolumeOrnamentCountRule.self,
        VisionOSKeepGlassWindowRule.self,
        VisionOSWindowSizeLimitsRule.self,
        VisionOSContentWithinWindowRule.self,
        VisionOSKeepOrnamentVisibleRule.self,
        VisionOSDepthInAVolumeRule.self,
        MacOSHelpButtonIntroTextRule.self
    ]
}
