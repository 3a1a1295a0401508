import SpecKnowledge
import SpecModel

/// Links and buttons say where they lead, not "Click here".
public struct DescriptiveLinkTextRule: Rule {
    public static let description = RuleDescription(
        id: "descriptive-link-text",
        title: "Links say where they lead",
        category: .controls,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("writing", "Best-practices")],
        rationale: """
            "For links, avoid using “Click here” in favor of more descriptive words or phrases, such as \
            “Learn more about UX Writing.”" A link or button titled "Click here", "Tap here" or just "here" \
            says nothing out of context — VoiceOver's list of links reads "here, here, here" — and names an \
            interaction that differs by platform (click on a Mac, tap on iPhone, look and tap in visionOS). \
            Titles of links and buttons are checked on every platform.
            """,
        quote: "For links, avoid using “Click here” in favor of more descriptive words or phrases, such as “Learn more about UX Writing.”",
        triggeringExamples: [
            .content(#"{ "type": "link", "title": ↓"Click here", "url": "https://example.com/privacy" }"#),
            .content(#"{ "type": "button", "title": ↓"Tap here to learn more" }"#, platforms: #""iPadOS": "17.0", "watchOS": "10.0""#),
            .content(
                #"{ "type": "link", "title": ↓"Here", "url": "https://example.com" }"#,
                platforms: #""macOS": "14.0", "tvOS": "17.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "link", "title": "Read the Privacy Policy", "url": "https://example.com/privacy" }"#),
            .content(#"{ "type": "button", "title": "Learn More About Trails" }"#, platforms: #""iPadOS": "17.0", "watchOS": "10.0""#),
            .content(
                #"{ "type": "text", "text": "Click here to start." }"#, platforms: #""macOS": "14.0", "tvOS": "17.0", "visionOS": "1.0""#),
            .content(#"{ "type": "button", "title": "Where to Go" }"#)
        ], scope: .screen)

    /// Phrases that name an interaction instead of a destination.
    static let vaguePhrases = ["click here", "tap here"]
    /// Whole titles that say nothing about the destination.
    static let vagueTitles: Set<String> = ["here", "click", "tap", "link", "this link"]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.components(with: .actsWhenChosen) {
            guard let node = component.value("title"), let title = node.stringValue else { continue }
            let normalized = StandardActionSymbolsRule.normalized(title)
            guard Self.vagueTitles.contains(normalized) || Self.vaguePhrases.contains(where: normalized.contains) else { continue }
            violations.append(
                RuleViolation(range: node.range, message: Self.message(component: component.displayName, title: title)))
        }
        return violations
    }

    /// The finding's message: `component`, titled with the vague `title`, doesn't say where it leads.
    static func message(component: String, title: String) -> String {
        "\(component) doesn't say where it leads; title it with the destination or action, such as \"Learn More About …\", instead of \"\(title)\"."
    }
}
