extension RuleRegistry {
    /// Rules about how controls are drawn and used in real apps: custom buttons' press states, switches outside lists, repeated menu icons.
    static let controlUseRules: [any Rule.Type] = [
        CustomButtonPressStateRule.self,
        SwitchInListRowRule.self,
        MenuRepeatedIconRule.self
    ]
}
