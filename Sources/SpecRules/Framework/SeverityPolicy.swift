/// How a rule's default severity follows the words of the sentence it enforces. `designspec explain`
/// prints this table and `docs/rules.md` shows it; `RuleQuoteTests` holds every rule to it.
public enum SeverityPolicy {
    /// Each row: a default severity and the words (or the situation) that call for it.
    public static let table: [(severity: String, when: String)] = [
        (
            "error",
            "the spec is invalid or the app would break on its declared targets: syntax and schema errors, unknown tokens, a symbol unavailable on a deployment target with no fallback, a component the platform lacks, import problems"
        ),
        ("warning", "the HIG says \"don't\", \"never\", \"must not\" or \"avoid\" (or, as an instruction, \"make sure\" or \"ensure\")"),
        ("information", "the HIG says \"strive\", \"consider\", \"prefer\", \"can\" or \"generally\""),
        (
            "off",
            "figures found only in the 2015 iOS HIG or the unofficial summary: the legacy rule set (--legacy, or the \"legacy\" setting) turns them on, and their messages name the source"
        )
    ]

    /// The table as aligned text lines.
    public static var textLines: [String] {
        let width = table.map(\.severity.count).max() ?? 0
        return table.map { "  \($0.severity.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.when)" }
    }
}
