import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// A text field whose content type is a secret (a password) is a secure field that obscures what people type.
public struct SecurePasswordFieldRule: Rule {
    public static let description = RuleDescription(
        id: "secure-password-field",
        title: "Passwords are entered in a secure field",
        category: .controls,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("entering-data", "Best-practices")],
        rationale: """
            Obscure passwords and other sensitive input as people type it, so it can't be read over their \
            shoulder or in screen recordings. A textField whose contentType says it holds a secret \
            (password or newPassword) should be a secureField. The field's content type decides, never \
            the words of its placeholder or title: "Passcode hint (optional)" names a password but is not \
            one.
            """,
        quote:
            "If your app or game needs sensitive data, use a field that obscures people’s input as they enter it, typically by displaying a small filled circle symbol for each character.",
        triggeringExamples: [
            .content(#"{ "type": ↓"textField", "placeholder": "Password", "contentType": "password" }"#),
            .content(
                #"{ "type": ↓"textField", "placeholder": "Choose one", "contentType": "newPassword" }"#, platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "secureField", "placeholder": "Password", "contentType": "password" }"#),
            .content(#"{ "type": "textField", "placeholder": "Shipping address", "contentType": "fullStreetAddress" }"#),
            .content(#"{ "type": "textField", "placeholder": "Forgot your password? Enter your email", "contentType": "emailAddress" }"#),
            // "use a field that obscures people’s input" where the app "needs sensitive data": the content
            // type says what the field holds; a hint about a passcode is not the passcode.
            .content(#"{ "type": "textField", "placeholder": "Passcode hint (optional)" }"#),
            .content(#"{ "type": "textField", "title": "Enter your PIN", "keyboard": "number" }"#)
        ],
        corrections: [
            .content(
                #"{ "type": ↓"textField", "placeholder": "Password", "contentType": "password" }"#,
                #"{ "type": "secureField", "placeholder": "Password", "contentType": "password" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for field in context.components(.textField) {
            guard let typeNode = field.kindNode, let contentType = field.string("contentType"),
                FormatVocabulary.secretContentTypes.contains(contentType)
            else { continue }
            violations.append(
                RuleViolation(
                    range: typeNode.range,
                    message: Self.message(field: field.displayName, contentType: contentType),
                    fix: SuggestedFix(title: "Use secureField", range: typeNode.range, newText: "\"secureField\"")))
        }
        return violations
    }

    /// The finding's message: text field `field` holds a secret of `contentType` and should be a secure field.
    static func message(field: String, contentType: String) -> String {
        "\(field) holds a secret (contentType \(contentType)); use \"type\": \"secureField\" so the input is obscured as people type."
    }
}
