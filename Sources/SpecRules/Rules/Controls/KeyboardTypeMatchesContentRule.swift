import SpecKnowledge
import SpecModel
import SpecSyntax

/// Text fields for email addresses, URLs, phone numbers and codes show the matching keyboard.
public struct KeyboardTypeMatchesContentRule: Rule {
    public static let description = RuleDescription(
        id: "keyboard-type-matches-content",
        title: "Text fields use the keyboard for their content",
        category: .controls,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .tvOS, .visionOS],
        higURLs: [
            HIGLink.url("text-fields"),
            HIGLink.url("managing-accounts", "tvOS")
        ],
        rationale: """
            Older guidance (iOS HIG, 2015): specify a keyboard type that fits the content people enter; \
            today's HIG names a keyboard only for tvOS email entry. The right keyboard makes entry faster \
            and prevents mistakes: the email keyboard puts @ and . within reach, the URL keyboard adds / and .com, the phone pad shows digits, * and #, and the \
            number pad digits only. A field whose contentType is emailAddress, URL, telephoneNumber or a \
            numeric code should say so in keyboard.
            """,
        authority: .legacy2015,
        quote: "Specify a keyboard type that's appropriate for the type of content you expect users to enter.",
        triggeringExamples: [
            .content(#"{ "type": "textField", "placeholder": "name@example.com", "contentType": "emailAddress", "keyboard": ↓"default" }"#),
            .content(#"{ "type": "textField", "placeholder": "Phone", "contentType": ↓"telephoneNumber" }"#),
            .content(
                #"{ "type": "textField", "placeholder": "Code", "contentType": "oneTimeCode", "keyboard": ↓"email" }"#,
                platforms: #""tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "textField", "placeholder": "name@example.com", "contentType": "emailAddress", "keyboard": "email" }"#),
            .content(#"{ "type": "textField", "placeholder": "Website", "contentType": "URL", "keyboard": "url" }"#),
            .content(#"{ "type": "textField", "placeholder": "Name", "contentType": "name" }"#),
            .content(#"{ "type": "textField", "placeholder": "Email", "contentType": "emailAddress" }"#, platforms: #""macOS": "14.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "textField", "placeholder": "name@example.com", "contentType": "emailAddress", "keyboard": ↓"default" }"#,
                #"{ "type": "textField", "placeholder": "name@example.com", "contentType": "emailAddress", "keyboard": "email" }"#),
            .content(
                #"{ "type": "textField", "placeholder": "Phone", "contentType": ↓"telephoneNumber" }"#,
                #"{ "type": "textField", "placeholder": "Phone", "contentType": "telephoneNumber", "keyboard": "phone" }"#)
        ], scope: .screen)

    /// Content type → the keyboards that fit it (the first is suggested).
    static let keyboards: [String: [String]] = [
        "emailAddress": ["email"],
        "URL": ["url", "webSearch"],
        "telephoneNumber": ["phone", "namePhone"],
        "oneTimeCode": ["number", "asciiCapableNumberPad"],
        "postalCode": ["default", "numbersAndPunctuation", "number", "asciiCapable", "asciiCapableNumberPad"],
        "creditCardNumber": ["number", "asciiCapableNumberPad"],
        "creditCardSecurityCode": ["number", "asciiCapableNumberPad"]
    ]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for field in context.components(.textField, .secureField) {
            guard !context.judgedPlatforms(for: field, among: Self.description.platforms).isEmpty,
                let contentTypeNode = field.value("contentType"), let contentType = contentTypeNode.stringValue,
                let fitting = Self.keyboards[contentType], let suggested = fitting.first
            else { continue }
            let keyboardNode = field.value("keyboard")
            if let keyboardNode {
                guard let keyboard = keyboardNode.stringValue, !fitting.contains(keyboard) else { continue }
                violations.append(
                    RuleViolation(
                        range: keyboardNode.range,
                        message: Self.wrongKeyboard(
                            field: field.displayName, contentType: contentType, keyboard: keyboard, suggested: suggested),
                        fix: SuggestedFix(title: "Use the \(suggested) keyboard", range: keyboardNode.range, newText: "\"\(suggested)\"")))
            } else if !fitting.contains("default") {
                violations.append(
                    RuleViolation(
                        range: contentTypeNode.range,
                        message: Self.noKeyboard(field: field.displayName, contentType: contentType, suggested: suggested),
                        fix: SuggestedFix(
                            title: "Add the \(suggested) keyboard",
                            range: contentTypeNode.range.upperBound..<contentTypeNode.range.upperBound,
                            newText: ", \"keyboard\": \"\(suggested)\"")))
            }
        }
        return violations
    }

    /// The finding's message when `field`, which takes `contentType`, names the unfitting `keyboard`; it suggests `suggested`.
    static func wrongKeyboard(field: String, contentType: String, keyboard: String, suggested: String) -> String {
        "\(field) takes \(contentType) but uses the \(keyboard) keyboard; use \"keyboard\": \"\(suggested)\"."
    }

    /// The finding's message when `field`, which takes `contentType`, names no keyboard; it suggests `suggested`.
    static func noKeyboard(field: String, contentType: String, suggested: String) -> String {
        "\(field) takes \(contentType) but names no keyboard; add \"keyboard\": \"\(suggested)\"."
    }
}
