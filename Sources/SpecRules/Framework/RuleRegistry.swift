/// The complete rule set, in a stable order (by category, then as listed in each category).
///
/// Each category folder under `Rules/` has a `<Category>Rules.swift` listing its rules; a test fails
/// when a `*Rule.swift` file is not listed or two rules share an id.
public enum RuleRegistry {
    /// Every rule type.
    public static let all: [any Rule.Type] =
        touchTargetRules + typographyRules + colorRules + contrastRules + symbolRules + barRules + controlRules
        + alertRules + appIconRules + imageRules + accessibilityRules + formatRules
        + windowRules + layoutRules + focusRules + tabItemRules + controlUseRules + writingRules

    /// Every rule's description, in registry order.
    public static let descriptions: [RuleDescription] = all.map { $0.description }

    /// The description of the rule with `id`.
    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
