import SpecKnowledge
import SpecModel
import SpecSyntax

/// Alerts have two buttons; three or more choices belong in an action sheet.
public struct AlertButtonCountRule: Rule {
    public static let description = RuleDescription(
        id: "alert-button-count",
        title: "Alerts have one to two buttons, preferably two",
        category: .alerts,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        higURLs: [HIGLink.url("alerts")],
        rationale: """
            Older guidance (iOS HIG, 2015): a two-button alert is usually best, giving an easy choice \
            between two alternatives; a single-button alert informs but gives no control; an alert with \
            three or more buttons is hard to parse, so use an action sheet for more choices. Three or more \
            buttons, or none, is a warning; a single button is information.
            """,
        authority: .legacy2015,
        quote: "An alert that contains three or more buttons is significantly more complex than a two-button alert and should be avoided",
        triggeringExamples: [
            .content(
                #"{ "type": "alert", "title": "Save changes?", "actions": [ { "title": "Save" }, { "title": "Don't Save", "role": "destructive" }, ↓{ "title": "Cancel", "role": "cancel" } ] }"#
            ),
            .content(#"{ "type": "alert", "title": "Download complete", "actions": ↓[ { "title": "OK" } ] }"#),
            .content(#"{ "type": ↓"alert", "title": "Uploading" }"#, platforms: #""iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "alert", "title": "Delete photo?", "actions": [ { "title": "Cancel", "role": "cancel" }, { "title": "Delete", "role": "destructive" } ] }"#
            ),
            .content(
                #"{ "type": "alert", "title": "Save?", "actions": [ { "title": "Save" }, { "title": "Discard" }, { "title": "Cancel" } ] }"#,
                platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    /// The preferred number of buttons. From the HIG's component count table; nil (nothing is checked) without it.
    static let preferred: Int? = HIGFigures.count(.alertButtonsPreferred, on: .iOS)?.value

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let preferred = Self.preferred else { return [] }
        var violations: [RuleViolation] = []
        for alert in context.components(.alert) {
            guard !context.judgedPlatforms(for: alert, among: Self.description.platforms).isEmpty else { continue }
            let actionsNode = alert.value("actions")
            if let actionsNode, actionsNode.kind != .array { continue }
            let actions = actionsNode?.elements ?? []
            switch actions.count {
            case 0:
                guard let node = actionsNode ?? alert.kindNode else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.noButtons(alert: alert.displayName, preferred: preferred)
                    ))
            case 1:
                guard let node = actionsNode else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.oneButton(alert: alert.displayName, preferred: preferred),
                        severity: .information))
            case 3...:
                violations.append(
                    RuleViolation(
                        range: actions[preferred].range,
                        message: Self.tooManyButtons(alert: alert.displayName, count: actions.count, preferred: preferred)
                    ))
            default:
                continue
            }
        }
        return violations
    }

    /// The finding's message: `alert` has no buttons to dismiss it; give it the `preferred` number.
    static func noButtons(alert: String, preferred: Int) -> String {
        "\(alert) has no buttons, so people can't dismiss it; give it \(preferred) buttons (for example Cancel and the action)."
    }

    /// The finding's message: `alert` has a single button; prefer the `preferred` number or a non-modal view.
    static func oneButton(alert: String, preferred: Int) -> String {
        "\(alert) has 1 button; a single-button alert informs without giving control, so prefer \(preferred) buttons or a non-modal way to show the information."
    }

    /// The finding's message: `alert` has `count` buttons, more than the `preferred` number.
    static func tooManyButtons(alert: String, count: Int, preferred: Int) -> String {
        "\(alert) has \(count) buttons; keep alerts to \(preferred) and use an action sheet for three or more choices."
    }
}
