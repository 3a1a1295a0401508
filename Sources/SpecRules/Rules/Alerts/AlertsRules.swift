extension RuleRegistry {
    /// Rules about alerts and action sheets.
    static let alertRules: [any Rule.Type] = [
        AlertTitleRequiredRule.self,
        AlertButtonCountRule.self,
        ActionSheetStructureRule.self,
        PrimaryNotDestructiveRule.self,
        OneAlertAtATimeRule.self,
        OnePopoverAtATimeRule.self,
        PreAlertSingleActionRule.self
    ]
}
