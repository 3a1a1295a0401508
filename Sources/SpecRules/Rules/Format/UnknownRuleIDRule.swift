import SpecFoundation
import SpecKnowledge
import SpecModel

/// Every entry of `"rules"` names a rule. (Severity spellings are checked by the vocabulary
/// validator in SpecModel, which knows the format's enumerations but not the rule ids.)
public struct UnknownRuleIDRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-rule-id",
        title: "Rule overrides name existing rules",
        category: .format,
        defaultSeverity: .warning,
        higURLs: [HIGLink.root],
        rationale: """
            A check of the design spec format, not of the HIG. The `rules` object maps rule ids to `off`, `hint`, `information` (or `info`), `warning` or \
            `error`. A misspelled id or severity is silently ignored, so the rule keeps reporting at its \
            default severity; this check names the closest rule id. (Severity spellings are checked with \
            the rest of the format's vocabulary.)
            """,
        authority: .format,
        quote: "Per-file rule severities: rule id → `off`, `hint`, `information`, `warning` or `error`.",
        triggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "rules": { ↓"min-touch-targets": "off" } }"#),
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "rules": { ↓"sf-symbol-exist": "warning", ↓"Min-Font-Size": "off" } }"#),
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "rules": { ↓"no-such-rule-at-all": "error", "sf-symbol-exists": "info" } }"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "rules": { "min-touch-target": "off", "sf-symbol-exists": "info" } }"#),
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "rules": { "min-font-size": 3, "min-touch-target": "warn" } }"#)
        ],
        corrections: [
            RuleCorrection(
                #"{ "platforms": { "iOS": "17.0" }, "rules": { ↓"min-touch-targets": "off" } }"#,
                #"{ "platforms": { "iOS": "17.0" }, "rules": { "min-touch-target": "off" } }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let ids = RuleRegistry.descriptions.map(\.id)
        let known = Set(ids)
        var violations: [RuleViolation] = []
        for override in context.spec.ruleOverrides where !known.contains(override.ruleID) {
            let suggestions = Suggester.suggestions(for: override.ruleID, in: ids, policy: .distinct)
            violations.append(
                RuleViolation(
                    range: override.keyNode.range,
                    message: Self.message(ruleID: override.ruleID, suggestions: suggestions),
                    fix: suggestions.first.map {
                        SuggestedFix(title: "Use `\($0)`", range: override.keyNode.range, newText: NameSuggestions.jsonQuoted($0))
                    }))
        }
        return violations
    }

    /// The finding's message: `ruleID` names no rule; it offers the close `suggestions`, if any.
    static func message(ruleID: String, suggestions: [String]) -> String {
        let hint = suggestions.isEmpty ? "`designspec rules` lists the rule ids." : "did you mean \(NameSuggestions.list(suggestions))?"
        return "`\(ruleID)` is not a designspec rule, so this override has no effect; \(hint)"
    }
}
