import SpecKnowledge
import SpecModel

/// A screen never shows more than one alert at a time.
public struct OneAlertAtATimeRule: Rule {
    public static let description = RuleDescription(
        id: "one-alert-at-a-time",
        title: "One alert at a time",
        category: .alerts,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("modality", "Best-practices"), HIGLink.url("alerts")],
        rationale: """
            "you never want to display more than one alert at the same time": a second alert hides the first one's \
            question behind another, and people answer the wrong one or lose it. Dismiss one alert before \
            presenting the next, or combine them. The figure (never more than 1) is read from the HIG's \
            component count table and holds on every platform. A screen's `content` is what it can show; a \
            spec documents alternative alerts (an error alert and a delete confirmation) by giving each the \
            event that presents it, `presentedWhen`. Alerts presented by one event (or with no \
            `presentedWhen`) are taken as shown together, so each of them after the first is reported.
            """,
        quote:
            "Although an alert can appear on top of all other content — including other modal views — you never want to display more than one alert at the same time.",
        triggeringExamples: [
            .content(
                #"{ "type": "alert", "title": "Delete Draft?", "actions": [ { "title": "Delete", "role": "destructive" }, { "title": "Cancel", "role": "cancel" } ] }, { "type": ↓"alert", "title": "Sync Failed", "actions": [ { "title": "OK" } ] }"#
            ),
            .content(
                #"{ "type": "alert", "title": "Quit Workout?", "actions": [ { "title": "Quit" }, { "title": "Cancel", "role": "cancel" } ] }, { "type": ↓"alert", "title": "Low Battery", "actions": [ { "title": "OK" } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "sheet", "children": [ { "type": "alert", "title": "Save Changes?", "actions": [ { "title": "Save" }, { "title": "Cancel", "role": "cancel" } ] } ] }, { "type": ↓"alert", "title": "Offline", "actions": [ { "title": "OK" } ] }"#,
                platforms: #""macOS": "14.0", "visionOS": "1.0", "tvOS": "17.0", "iPadOS": "17.0""#),
            // One event presenting two alerts shows them together.
            .content(
                #"{ "type": "alert", "title": "Delete Draft?", "presentedWhen": "Delete tapped", "actions": [ { "title": "Delete" }, { "title": "Cancel", "role": "cancel" } ] }, { "type": ↓"alert", "title": "Offline", "presentedWhen": "Delete tapped", "actions": [ { "title": "OK" } ] }"#
            )
        ],
        nonTriggeringExamples: [
            // Alternatives: each is presented by its own event (reported before a spec could say so).
            .content(
                #"{ "type": "alert", "title": "Delete Draft?", "presentedWhen": "Delete tapped", "actions": [ { "title": "Delete", "role": "destructive" }, { "title": "Cancel", "role": "cancel" } ] }, { "type": "alert", "title": "Sync Failed", "presentedWhen": "Sync fails", "actions": [ { "title": "OK" } ] }"#
            ),
            .content(
                #"{ "type": "alert", "title": "Delete Draft?", "actions": [ { "title": "Delete", "role": "destructive" }, { "title": "Cancel", "role": "cancel" } ] }"#
            ),
            .screen(
                #""platform": "tvOS", "content": [ { "type": "sheet", "children": [ { "type": "text", "text": "Settings" } ] }, { "type": "alert", "title": "Sign Out?", "actions": [ { "title": "Sign Out" }, { "title": "Cancel", "role": "cancel" } ] } ]"#,
                platforms: #""tvOS": "17.0""#),
            RuleExample(
                #"{ "platforms": { "macOS": "14.0", "visionOS": "1.0", "watchOS": "10.0", "iPadOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "alert", "title": "Sync Failed", "actions": [ { "title": "OK" } ] } ] }, { "id": "b", "content": [ { "type": "alert", "title": "Offline", "actions": [ { "title": "OK" } ] } ] } ] }"#
            )
        ], scope: .screen)

    /// The HIG figure this rule reads.
    static let figure = CountFigure.alertsVisibleAtOnce

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            let alerts = Array(context.components(.alert, in: screen))
            guard alerts.count > 1 else { continue }
            let judgement = context.countLimits(Self.figure, for: screen, among: Self.description.platforms)
            // Alerts presented by different events are alternatives: each event's alerts are counted apart.
            var shownTogether: [String?: [Component]] = [:]
            for alert in alerts {
                let event = alert.string("presentedWhen")
                let group = shownTogether[event, default: []] + [alert]
                shownTogether[event] = group
                let exceeded = judgement.platforms(exceededBy: group.count)
                guard let limit = judgement.limit(on: exceeded), let kindNode = alert.kindNode else { continue }
                violations.append(
                    RuleViolation(
                        range: kindNode.range,
                        message: Self.message(
                            alert: alert.displayName, position: group.count, screen: screen.displayName,
                            platforms: judgement.naming(exceeded), limit: limit, first: group[0].displayName)))
            }
        }
        return violations
    }

    /// The finding's message: `alert` is alert number `position` shown together on `screen` (on the named
    /// `platforms`), beyond the `limit`; dismiss the `first` alert before it.
    static func message(alert: String, position: Int, screen: String, platforms: String, limit: Int, first: String) -> String {
        "\(alert) is alert \(position) shown together on \(screen)\(platforms); show no more than \(limit) alert at a time. Dismiss \(first) first, or combine the two; if they are alternatives, give each the event that presents it in \"presentedWhen\"."
    }
}
