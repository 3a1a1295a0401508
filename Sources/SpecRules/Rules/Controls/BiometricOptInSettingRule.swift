import SpecKnowledge
import SpecModel
import SpecSyntax

/// Apps don't offer their own setting for opting in to biometric authentication.
public struct BiometricOptInSettingRule: Rule {
    public static let description = RuleDescription(
        id: "biometric-opt-in-setting",
        title: "No app-specific setting to opt in to biometric authentication",
        category: .controls,
        defaultSeverity: .information,
        platforms: [.iOS, .iPadOS, .macOS, .visionOS],
        higURLs: [HIGLink.url("managing-accounts", "Best-practices")],
        rationale: """
            People turn on biometric authentication at the system level, so an in-app setting for it is \
            redundant and could be confusing. The check reports a toggle whose `title` or `accessibilityLabel` \
            names \(Self.methods.map { "\"\($0)\"" }.joined(separator: ", ")) or biometrics, on the platforms \
            that have them. The HIG says "in general", so this is information.
            """,
        quote: "In general, avoid offering an app-specific setting for opting in to biometric authentication.",
        triggeringExamples: [
            .content(#"{ "type": ↓"toggle", "title": "Use Face ID", "isOn": true }"#),
            .content(#"{ "type": ↓"toggle", "title": "Unlock with Touch ID" }"#, platforms: #""macOS": "14.0", "tvOS": "17.0""#),
            .content(#"{ "type": ↓"toggle", "accessibilityLabel": "Biometric sign-in" }"#, platforms: #""visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "toggle", "title": "Remember Me" }"#),
            .content(#"{ "type": "button", "title": "Sign In with Face ID" }"#),
            .content(#"{ "type": "toggle", "title": "Use Face ID" }"#, platforms: #""watchOS": "10.0""#)
        ], scope: .screen)

    /// The biometric methods of Apple devices, as the HIG names them.
    static let methods = ["Face ID", "Touch ID", "Optic ID"]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for toggle in context.components(.toggle, judgedOnAnyOf: Self.description.platforms) {
            guard let node = toggle.kindNode,
                let named = ["title", "accessibilityLabel"].lazy.compactMap({ toggle.string($0) }).first(where: Self.namesBiometrics)
            else { continue }
            violations.append(RuleViolation(range: node.range, message: Self.message(title: named)))
        }
        return violations
    }

    /// True when `text` names a biometric method or biometrics.
    static func namesBiometrics(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return methods.contains { lowered.contains($0.lowercased()) } || lowered.contains("biometric")
    }

    /// The finding's message: toggle `title` is an app-specific biometric setting.
    static func message(title: String) -> String {
        "Toggle \"\(title)\" is an app-specific setting for opting in to biometric authentication; in general, avoid it. People turn biometrics on at the system level, so offer the biometric sign-in directly."
    }
}
