import SpecKnowledge
import SpecModel
import SpecSyntax

/// Every alert has a title.
public struct AlertTitleRequiredRule: Rule {
    public static let description = RuleDescription(
        id: "alert-title-required",
        title: "Alerts have a title",
        category: .alerts,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("alerts")],
        rationale: """
            Older guidance (iOS HIG, 2015): every alert has a title that describes the situation; the \
            message below it is optional. Without a title people must read the message or the buttons to \
            understand why they were interrupted. (The catalog suggests error; older guidance defaults to a \
            warning here.)
            """,
        authority: .legacy2015,
        quote: "Displays a required title and an optional message",
        triggeringExamples: [
            .content(#"{ "type": ↓"alert", "message": "The file was deleted.", "actions": [ { "title": "OK" }, { "title": "Undo" } ] }"#),
            .content(#"{ "type": "alert", "title": ↓" ", "actions": [ { "title": "OK" } ] }"#, platforms: #""watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "alert", "title": "File Deleted", "actions": [ { "title": "OK" }, { "title": "Undo" } ] }"#),
            .content(
                #"{ "type": "actionSheet", "actions": [ { "title": "Delete", "role": "destructive" }, { "title": "Cancel", "role": "cancel" } ] }"#
            )
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for alert in context.components(.alert) {
            let titleNode = alert.value("title")
            if let titleNode, titleNode.kind != .string { continue }
            guard (titleNode?.stringValue ?? "").isBlank, let node = titleNode ?? alert.kindNode else {
                continue
            }
            violations.append(RuleViolation(range: node.range, message: Self.message(alertMessage: alert.string("message"))))
        }
        return violations
    }

    /// The finding's message: the alert has no title; it quotes the start of the alert's own `alertMessage`,
    /// when it has one, so the alert can be found.
    static func message(alertMessage: String?) -> String {
        let summary = alertMessage.map { " (message: \"\($0.count > 40 ? $0.prefix(39) + "…" : Substring($0))\")" } ?? ""
        return "Alert has no title\(summary); give every alert a short title that says what happened, such as \"Unable to Save\"."
    }
}
