extension RuleRegistry {
    /// Rules about hit regions.
    static let touchTargetRules: [any Rule.Type] = [
        MinTouchTargetRule.self,
        VisionOSControlCenterSpacingRule.self,
        ControlPaddingRule.self
    ]
}
