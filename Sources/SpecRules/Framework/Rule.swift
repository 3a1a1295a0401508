/// A HIG rule: metadata as data (`description`) beside the code that checks it (`check`).
///
/// Each rule lives in its own file under `Sources/SpecRules/Rules/<Category>/`, is listed in its
/// category's registry, and carries triggering and non-triggering examples that are its tests.
public protocol Rule: Sendable {
    /// The rule's metadata: id, title, category, severity, platforms, HIG link, rationale, examples.
    static var description: RuleDescription { get }

    /// Creates the rule.
    init()

    /// Returns the rule's violations in the document described by `context`.
    func check(_ context: RuleContext) -> [RuleViolation]
}
