import SpecKnowledge
import SpecModel

/// A screen shows one popover at a time, and no popover emerges from another.
public struct OnePopoverAtATimeRule: Rule {
    public static let description = RuleDescription(
        id: "one-popover-at-a-time",
        title: "One popover at a time",
        category: .alerts,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("popovers")],
        rationale: """
            Older guidance (iOS HIG, 2015): "You shouldn't display more than one popover (or custom view \
            designed to look and behave like a popover) at the same time. In particular, you should avoid \
            displaying a cascade or hierarchy of popovers simultaneously, in which one popover emerges from \
            another." A popover inside another popover's `children` is such a cascade. Popovers of one \
            screen presented by different events (`presentedWhen`) are alternatives; those presented by one \
            event (or with no `presentedWhen`) are taken as shown together, so each after the first is reported.
            """,
        authority: .legacy2015,
        quote: "Ensure that only one popover is visible onscreen at a time.",
        triggeringExamples: [
            .content(
                #"{ "type": "popover", "children": [ { "type": "text", "text": "Filters" }, { "type": ↓"popover", "children": [ { "type": "text", "text": "Sort" } ] } ] }"#
            ),
            .content(
                #"{ "type": "popover", "children": [ { "type": "text", "text": "Filters" } ] }, { "type": ↓"popover", "children": [ { "type": "text", "text": "Sort" } ] }"#,
                platforms: #""iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "popover", "children": [ { "type": "text", "text": "Filters" } ] }"#),
            .content(
                #"{ "type": "popover", "presentedWhen": "Filter tapped", "children": [ { "type": "text", "text": "Filters" } ] }, { "type": "popover", "presentedWhen": "Sort tapped", "children": [ { "type": "text", "text": "Sort" } ] }"#
            )
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            var shownTogether: [String?: [Component]] = [:]
            for popover in context.components(.popover, in: screen) {
                guard let kindNode = popover.kindNode else { continue }
                if let outer = outerPopover(of: popover, in: context.spec) {
                    violations.append(
                        RuleViolation(range: kindNode.range, message: Self.cascade(popover: popover.displayName, outer: outer.displayName)))
                    continue
                }
                let event = popover.string("presentedWhen")
                let group = shownTogether[event, default: []] + [popover]
                shownTogether[event] = group
                guard group.count > 1 else { continue }
                violations.append(
                    RuleViolation(
                        range: kindNode.range,
                        message: Self.together(popover: popover.displayName, screen: screen.displayName, first: group[0].displayName)))
            }
        }
        return violations
    }

    /// The nearest popover that holds `component`, if any.
    private func outerPopover(of component: Component, in spec: DesignSpec) -> Component? {
        var current = spec.parent(of: component)
        while let ancestor = current {
            if ancestor.componentKind == .popover { return ancestor }
            current = spec.parent(of: ancestor)
        }
        return nil
    }

    /// The finding's message: `popover` emerges from the popover `outer`.
    static func cascade(popover: String, outer: String) -> String {
        "\(popover) emerges from \(outer): don't show a cascade of popovers. Close \(outer) first, or show this content inside it."
    }

    /// The finding's message: `popover` is shown on `screen` together with `first`.
    static func together(popover: String, screen: String, first: String) -> String {
        "\(popover) is shown on \(screen) together with \(first); show only one popover at a time. If they are alternatives, give each the event that presents it in \"presentedWhen\"."
    }
}
