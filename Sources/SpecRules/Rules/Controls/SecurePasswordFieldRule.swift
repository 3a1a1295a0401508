import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// Password and passcode entry uses a secure field that obscures what people type.
public struct SecurePasswordFieldRule: Rule {
    public static let description = RuleDescription(
        id: "secure-password-field",
        title: "Passwords are entered in a secure field",
        category: .controls,
        defaultSeverity: .error,
        higURLs: [HIGLink.url("entering-data", "Best-practices")],
        rationale: """
            Obscure passwords and other sensitive input as people type it, so it can't be read over their \
            shoulder or in screen recordings. A textField whose contentType is password or newPassword, or \
            whose placeholder, title, accessibilityLabel or id says password, passcode or PIN, must be a \
            secureField.
            """,
        triggeringExamples: [
            .content(#"{ "type": ↓"textField", "placeholder": "Password" }"#),
            .content(#"{ "type": ↓"textField", "placeholder": "Choose one", "contentType": "newPassword" }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": ↓"textField", "title": "Enter your PIN", "keyboard": "number" }"#),
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "secureField", "placeholder": "Password", "contentType": "password" }"#),
            .content(#"{ "type": "textField", "placeholder": "Shipping address", "contentType": "fullStreetAddress" }"#),
            .content(#"{ "type": "textField", "placeholder": "Forgot your password? Enter your email", "contentType": "emailAddress" }"#),
        ], scope: .screen)

    /// Content types that mean a password.
    static let passwordContentTypes: Set<String> = ["password", "newPassword"]
    /// Content types that rule a password out (the field asks for something else).
    static let otherContentTypes: Set<String> = ["emailAddress", "username", "oneTimeCode", "telephoneNumber", "URL"]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for field in context.spec.components where field.componentKind == .textField {
            guard let typeNode = field.kindNode, let reason = passwordEvidence(field) else { continue }
            violations.append(
                RuleViolation(
                    range: typeNode.range,
                    message: "\(field.displayName) asks for a password (\(reason)); use \"type\": \"secureField\" so the input is obscured as people type.",
                    fix: SuggestedFix(title: "Use secureField", range: typeNode.range, newText: "\"secureField\"")))
        }
        return violations
    }

    /// Why the field looks like a password field, nil when it doesn't.
    private func passwordEvidence(_ field: Component) -> String? {
        if let contentType = field.string("contentType") {
            if Self.passwordContentTypes.contains(contentType) { return "contentType \(contentType)" }
            if Self.otherContentTypes.contains(contentType) { return nil }
        }
        for key in ["placeholder", "title", "accessibilityLabel", "id"] {
            guard let text = field.string(key) else { continue }
            if text.range(of: #"\b(pass(word|code)s?)\b"#, options: [.regularExpression, .caseInsensitive]) != nil
                || text.range(of: #"\bPIN\b"#, options: .regularExpression) != nil
            {
                return "\(key) \"\(text)\""
            }
        }
        return nil
    }
}
