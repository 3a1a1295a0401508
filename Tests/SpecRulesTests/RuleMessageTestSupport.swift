import SpecRules

/// The text a finding of `rule` shows for the violation message `message`: the engine adds the rule's
/// source when the rule does not rest on the current HIG (the 2015 iOS HIG, the unofficial summary).
func sourcedMessage(_ message: String, of rule: any Rule.Type) -> String {
    rule.description.authority.findingSource.map { "\(message) (\($0))" } ?? message
}
