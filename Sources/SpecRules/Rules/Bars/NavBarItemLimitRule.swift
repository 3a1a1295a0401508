import SpecKnowledge
import SpecModel
import SpecSyntax

/// A navigation bar holds the title, the back button and few other controls.
public struct NavBarItemLimitRule: Rule {
    public static let description = RuleDescription(
        id: "nav-bar-item-limit",
        title: "Navigation bars are not crowded with controls",
        category: .bars,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        higURLs: [HIGLink.url("navigation-bars")],
        rationale: """
            Older guidance (iOS HIG, 2015) says a navigation bar should hold no more than the view's title, \
            the back button and one control that manages the view's content; extra controls crowd the title \
            and are easy to mistap. The sentence says "avoid", so this rule warns (when the \
            legacy rule set is on): with more than one item in leadingItems and trailingItems together, move \
            actions into a toolbar or a menu.
            """,
        authority: .legacy2015,
        quote: "Avoid crowding a navigation bar with additional controls, even if it looks like there's enough space.",
        triggeringExamples: [
            .screen(
                #""navigationBar": { "title": "Notes", "trailingItems": [ { "type": "button", "title": "Edit" }, ↓{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add" } ] }"#
            ),
            .screen(
                #""navigationBar": { "leadingItems": [ { "type": "button", "title": "Filter" } ], "trailingItems": [ ↓{ "type": "button", "title": "Edit" }, { "type": "button", "title": "Add" } ] }"#,
                platforms: #""iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .screen(#""navigationBar": { "title": "Notes", "trailingItems": [ { "type": "button", "title": "Edit" } ] }"#),
            .screen(#""navigationBar": { "title": "Notes" }"#),
            .screen(
                #""navigationBar": { "trailingItems": [ { "type": "button", "title": "Edit" }, { "type": "button", "title": "Add" } ] }"#,
                platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    /// Controls besides the title and back button. From the HIG's component count table; nil (nothing is checked) without it.
    static let maximum: Int? = HIGFigures.count(.navigationBarControls, on: .iOS)?.value

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let maximum = Self.maximum else { return [] }
        var violations: [RuleViolation] = []
        let barItems = context.components(placedWhere: { $0 == .navigationBarLeading || $0 == .navigationBarTrailing })
        for screen in context.spec.screens {
            guard !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty else { continue }
            let items = Array(context.componentIndex.components(barItems, in: screen))
            guard items.count > maximum else { continue }
            violations.append(
                RuleViolation(
                    range: items[maximum].node.range,
                    message: Self.message(count: items.count, maximum: maximum)
                ))
        }
        return violations
    }

    /// The finding's message: the navigation bar has `count` items, more than the `maximum`.
    static func message(count: Int, maximum: Int) -> String {
        "Navigation bar has \(count) items besides the title and back button; keep it to \(maximum) control that manages the view and move the rest into a toolbar or a menu."
    }
}
