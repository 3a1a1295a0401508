import SpecKnowledge
import SpecModel

/// tvOS apps let people sign in on another device rather than type a password with the remote.
public struct TVOSSignInOnAnotherDeviceRule: Rule {
    public static let description = RuleDescription(
        id: "tvos-sign-in-on-another-device",
        title: "tvOS apps avoid password entry with the remote",
        category: .controls,
        defaultSeverity: .information,
        platforms: [.tvOS],
        higURLs: [HIGLink.url("managing-accounts", "tvOS")],
        rationale: """
            Most people use Apple TV with a remote, not a keyboard, so the HIG asks for the minimum \
            information and prefers letting people sign up or authenticate on another device: with \
            associated domains Apple TV works with other devices to suggest sign-in credentials, including \
            Sign in with Apple. A password field on a tvOS screen is the sign that people will type letter \
            by letter with the remote.
            """,
        quote: "Prefer letting people use another device to sign up or authenticate.",
        triggeringExamples: [
            .content(#"{ "type": ↓"secureField", "placeholder": "Password", "contentType": "password" }"#, platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "stack", "children": [ { "type": "textField", "placeholder": "Email", "keyboard": "email" }, { "type": ↓"secureField", "placeholder": "Password" } ] }"#,
                platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: a search field or a single email field is fine.
            .content(#"{ "type": "searchField", "placeholder": "Movies, shows and people" }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "textField", "placeholder": "Email", "keyboard": "email" }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "secureField", "placeholder": "Password" }"#, platforms: #""iOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        context.components(.secureField, judgedOnAnyOf: Self.description.platforms).compactMap(\.kindNode).map { node in
            RuleViolation(range: node.range, message: Self.message())
        }
    }

    /// The finding's message: a password field on tvOS; let people sign in on another device.
    static func message() -> String {
        "A password field on tvOS makes people type letter by letter with the remote; let them sign in on another device (associated domains, Sign in with Apple) and ask for as little as possible."
    }
}
