import SpecKnowledge
import SpecModel
import SpecSyntax

/// The button of a screen shown before a permission alert isn't titled like the alert's allow button.
public struct PreAlertButtonTitleRule: Rule {
    public static let description = RuleDescription(
        id: "pre-alert-button-title",
        title: "A pre-alert screen's button isn't titled \"Allow\"",
        category: .writing,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("privacy", "Tracking-requests"),
            HIGLink.url("privacy", "Pre-alert-screens-windows-or-views")
        ],
        rationale: """
            People don't allow anything in a custom screen shown before a system permission alert: its single \
            button opens the alert. A button titled like the alert's allow button can make people choose that \
            button in the alert without meaning to. On a screen marked `"isPreAlert": true` the check reports \
            button titles with \(Self.grantingWords.sorted().map { "\"\($0)\"" }.joined(separator: ", ")) and \
            suggests "\(Self.suggestedTitle)", as the HIG does (or "Next").
            """,
        quote: "In particular, don’t create a button title that uses “Allow” or similar terms, because people don’t allow anything in a pre-alert screen.",
        triggeringExamples: [
            .screen(
                #""isPreAlert": true, "content": [ { "type": "text", "text": "See friends nearby" }, { "type": "button", "title": ↓"Allow Location" } ]"#),
            .screen(
                #""isPreAlert": true, "content": [ { "type": "stack", "children": [ { "type": "button", "title": ↓"Grant access" } ] } ]"#,
                platforms: #""macOS": "14.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(#""isPreAlert": true, "content": [ { "type": "button", "title": "Continue" } ]"#),
            // Not a pre-alert screen: a settings row may say "Allow".
            .screen(#""content": [ { "type": "button", "title": "Allow Notifications" } ]"#),
            .screen(#""isPreAlert": true, "content": [ { "type": "button", "title": "Allowance" } ]"#, platforms: #""tvOS": "17.0""#)
        ],
        corrections: [
            .screen(
                #""isPreAlert": true, "content": [ { "type": "button", "title": ↓"Allow" } ]"#,
                #""isPreAlert": true, "content": [ { "type": "button", "title": "Continue" } ]"#)
        ], scope: .screen)

    /// Words that ask people to grant something, like the alert's allow button.
    static let grantingWords: Set<String> = ["allow", "grant", "permit", "authorize"]
    /// The title the HIG suggests for the single button.
    static let suggestedTitle = "Continue"

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let preAlertScreens = Set(context.spec.screens.filter { $0.node["isPreAlert"]?.booleanValue == true }.map(\.index))
        guard !preAlertScreens.isEmpty else { return [] }
        var violations: [RuleViolation] = []
        for control in context.components(with: .actsWhenChosen) where preAlertScreens.contains(control.screenIndex) {
            guard let node = control.value("title"), let title = node.stringValue else { continue }
            let words = Set(title.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
            guard let word = words.intersection(Self.grantingWords).sorted().first else { continue }
            violations.append(
                .rewriting(node, to: Self.suggestedTitle, message: Self.message(title: title, word: word, suggested: Self.suggestedTitle)))
        }
        return violations
    }

    /// The finding's message: a pre-alert screen's button `title` uses `word`; `suggested` is the title to use.
    static func message(title: String, word: String, suggested: String) -> String {
        "Button \"\(title)\" on a pre-alert screen uses \"\(word)\"; people don't allow anything here, the button only opens the system alert. Title it \"\(suggested)\" or \"Next\"."
    }
}
