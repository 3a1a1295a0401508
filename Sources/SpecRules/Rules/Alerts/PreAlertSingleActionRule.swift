import SpecKnowledge
import SpecModel
import SpecSyntax

/// A screen shown before a permission alert has one action: the button that opens the alert.
public struct PreAlertSingleActionRule: Rule {
    public static let description = RuleDescription(
        id: "pre-alert-single-action",
        title: "A pre-alert screen has only the button that opens the alert",
        category: .alerts,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("privacy", "Pre-alert-screens-windows-or-views")],
        rationale: """
            A custom screen shown before a system permission alert includes only one button, which opens the \
            alert; a second action (close, cancel, skip, learn more) diverts people from making their choice. \
            On a screen marked `"isPreAlert": true` the check keeps the first action in the screen's content \
            (else its first action anywhere) and reports every other button, link or menu, bar items included.
            """,
        quote: "Don’t include additional actions in your custom screen or window.",
        triggeringExamples: [
            .screen(
                #""isPreAlert": true, "navigationBar": { "leadingItems": [ { "type": ↓"button", "title": "Cancel" } ] }, "content": [ { "type": "button", "title": "Continue" } ]"#),
            .screen(
                #""isPreAlert": true, "content": [ { "type": "button", "title": "Continue" }, { "type": "stack", "children": [ { "type": ↓"link", "title": "Not Now", "url": "app://skip" } ] } ]"#,
                platforms: #""macOS": "14.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .screen(#""isPreAlert": true, "content": [ { "type": "text", "text": "Find friends nearby" }, { "type": "button", "title": "Continue" } ]"#),
            .screen(#""content": [ { "type": "button", "title": "Continue" }, { "type": "button", "title": "Not Now" } ]"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let actions = context.components(with: .actsWhenChosen)
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where screen.node["isPreAlert"]?.booleanValue == true {
            let onScreen = actions.filter { $0.screenIndex == screen.index && $0.placement != .menuItems }
            guard onScreen.count > 1 else { continue }
            let kept = onScreen.first { $0.placement == .content || $0.placement == .children } ?? onScreen[0]
            for extra in onScreen where extra != kept {
                guard let node = extra.kindNode else { continue }
                violations.append(RuleViolation(range: node.range, message: Self.message(action: extra.displayName, kept: kept.displayName)))
            }
        }
        return violations
    }

    /// The finding's message: `action` is an additional action beside `kept`, the button that opens the alert.
    static func message(action: String, kept: String) -> String {
        "\(action) is an additional action on a pre-alert screen; don't include additional actions. Keep only \(kept), which opens the system alert, so people can't leave without seeing it."
    }
}
