import SpecKnowledge
import SpecModel

/// App icons avoid text, except a brand-essential name or initial.
public struct AppIconNoTextRule: Rule {
    public static let description = RuleDescription(
        id: "app-icon-no-text",
        title: "App icons avoid text",
        category: .appIcon,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("app-icons", "Design")],
        rationale: """
            Text in an app icon is tiny at most sizes, is not localized and repeats the app name shown \
            beneath the icon. Include text only when it is essential to the brand (a single mnemonic \
            letter is fine) and never nonessential words such as "Watch", "Play", "New" or "For visionOS"; \
            on tvOS keep any text in the top layer.
            """,
        quote: "Include text only when it’s essential to your experience or brand.",
        triggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "appIcon": { "containsText": ↓true } }"#),
            RuleExample(#"{ "platforms": { "watchOS": "10.0" }, "appIcon": { "width": 1088, "height": 1088, "containsText": ↓true } }"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "appIcon": { "containsText": false } }"#),
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "appIcon": { "containsText": "yes" } }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let icon = context.spec.root?["appIcon"], icon.kind == .object, let node = icon["containsText"], node.booleanValue == true
        else { return [] }
        return [
            RuleViolation(
                range: node.range,
                message: Self.message()
            )
        ]
    }

    /// The finding's message: the icon contains text, which is unreadable when small and not localized.
    static func message() -> String {
        "App icon contains text; text is unreadable at small icon sizes and is not localized. Remove it unless it is essential to the brand (a single letter at most)."
    }
}
