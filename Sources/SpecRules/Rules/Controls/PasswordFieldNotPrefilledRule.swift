import SpecKnowledge
import SpecModel
import SpecSyntax

/// A password field starts empty: the design never shows it holding a password.
public struct PasswordFieldNotPrefilledRule: Rule {
    public static let description = RuleDescription(
        id: "password-field-not-prefilled",
        title: "Password fields are never prepopulated",
        category: .controls,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("entering-data", "Best-practices")],
        rationale: """
            A password field asks people for their password each time (or lets biometric or keychain \
            authentication fill it); a design that shows it already filled in stores and displays a secret. \
            The check reads the `value` of every secure field and of text fields whose `contentType` holds a \
            secret (`password`, `newPassword`): any text there is a prepopulated password. Placeholder text \
            is not a value and is fine.
            """,
        quote: "Never prepopulate a password field.",
        triggeringExamples: [
            .content(#"{ "type": "secureField", "placeholder": "Password", "value": ↓"hunter2" }"#),
            .content(
                #"{ "type": "textField", "placeholder": "New password", "contentType": "newPassword", "value": ↓"••••••" }"#,
                platforms: #""macOS": "14.0", "visionOS": "1.0""#),
            .content(#"{ "type": "secureField", "title": "Passcode", "value": ↓" 1234" }"#, platforms: #""tvOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "secureField", "placeholder": "Password" }"#),
            .content(#"{ "type": "secureField", "placeholder": "Password", "value": "" }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "textField", "placeholder": "Email", "contentType": "emailAddress", "value": "kim@example.com" }"#),
            .content(#"{ "type": "secureField", "placeholder": "Password", "value": 42 }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "secureField", "placeholder": "Password", "value": ↓"hunter2" }"#,
                #"{ "type": "secureField", "placeholder": "Password", "value": "" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for field in context.components(with: .textInput) {
            let holdsSecret =
                field.componentKind == .secureField
                || field.string("contentType").map { FormatVocabulary.secretContentTypes.contains($0) } == true
            guard holdsSecret, let node = field.value("value"), let value = node.stringValue, !value.isEmpty else { continue }
            violations.append(
                RuleViolation(
                    range: node.range, message: Self.message(field: field.displayName),
                    fix: SuggestedFix(title: "Leave the password field empty", range: node.range, newText: "\"\"")))
        }
        return violations
    }

    /// The finding's message: password field `field` shows a value in the design.
    static func message(field: String) -> String {
        "\(field) is a password field shown holding a password; never prepopulate a password field. Leave it empty (its placeholder can say what to enter) and let people type it or use biometric or keychain authentication."
    }
}
