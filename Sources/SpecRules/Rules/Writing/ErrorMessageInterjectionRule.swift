import SpecKnowledge
import SpecModel
import SpecSyntax

/// Alerts skip interjections like "oops!" and "uh-oh".
public struct ErrorMessageInterjectionRule: Rule {
    public static let description = RuleDescription(
        id: "error-message-interjection",
        title: "Alerts skip interjections like \"oops\"",
        category: .writing,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("writing", "Best-practices")],
        rationale: """
            An error message is read when something went wrong; an interjection adds nothing, can sound \
            insincere and delays what people need: what happened and what they can do to fix it. The check \
            reads the `title` and `message` of alerts and action sheets for "oops", "whoops" and "uh-oh".
            """,
        quote: "Interjections like “oops!” or “uh-oh” are typically unnecessary and can sound insincere.",
        triggeringExamples: [
            .content(
                #"{ "type": "alert", "title": ↓"Oops!", "message": "The photo couldn't be saved.", "actions": [ { "title": "OK" } ] }"#),
            .content(
                #"{ "type": "alert", "title": "Unable to Sync", "message": ↓"Uh-oh, the server didn't answer. Try again later.", "actions": [ { "title": "OK" } ] }"#,
                platforms: #""watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "alert", "title": "Unable to Save Photo", "message": "There's not enough storage. Free up space and try again.", "actions": [ { "title": "OK" } ] }"#
            ),
            // Text elsewhere is not an error message.
            .content(#"{ "type": "text", "text": "Oops! All Berries" }"#),
            .content(#"{ "type": "alert", "title": "Hoops Schedule", "actions": [ { "title": "OK" } ] }"#)
        ], scope: .screen)

    /// The interjections the HIG names ("oops!", "uh-oh") and their common spellings.
    private static let interjections = ["whoops", "oops", "uh-oh", "uh oh"]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for alert in context.components(.alert, .actionSheet) {
            guard !context.judgedPlatforms(for: alert, among: Self.description.platforms).isEmpty else { continue }
            for key in ["title", "message"] {
                guard let node = alert.value(key), let text = node.stringValue, let word = WordMatch.first(of: Self.interjections, in: text)
                else { continue }
                violations.append(
                    RuleViolation(range: node.range, message: Self.message(alert: alert.displayName, key: key, word: word)))
            }
        }
        return violations
    }

    /// The finding's message: `alert`'s `key` (title or message) says the interjection `word`.
    static func message(alert: String, key: String, word: String) -> String {
        "\(alert)'s \(key) says \"\(word)\"; interjections are typically unnecessary in an error message and can sound insincere. Say what happened and what people can do about it instead."
    }
}
