import SpecKnowledge
import SpecModel
import SpecSyntax

/// A control whose only label is emoji has an accessibility label naming what it does.
public struct EmojiOnlyControlLabelRule: Rule {
    public static let description = RuleDescription(
        id: "emoji-only-control-label",
        title: "Controls labeled only with emoji have an accessibility label",
        category: .accessibility,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("accessibility", "Vision"), HIGLink.url("buttons", "Content")],
        rationale: """
            Real apps label buttons and tabs with an emoji alone ("❤️", "🔥"). VoiceOver speaks such a title \
            by the emoji's Unicode name ("red heart"), which says what the picture is, not what choosing the \
            control does, and Voice Control users can't easily say it. Give the control an accessibilityLabel \
            that names the action ("Like"), or use an SF Symbol with a label. Buttons, links, menus, bar items \
            and tabs whose `title` has no character other than emoji are judged.
            """,
        quote: "Describe your app’s interface and content for VoiceOver.",
        triggeringExamples: [
            .content(#"{ "type": "button", "title": ↓"❤️" }"#),
            .content(#"{ "type": "link", "title": ↓"👉 👉" }"#, platforms: #""macOS": "14.0""#),
            .screen(#""tabBar": { "items": [ { "title": ↓"🔥", "symbol": "flame" }, { "title": "Home", "symbol": "house.fill" } ] }"#),
            .screen(
                #""navigationBar": { "title": "Feed", "trailingItems": [ { "type": "button", "title": ↓"⚙️" } ] }"#,
                platforms: #""watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "title": "❤️", "accessibilityLabel": "Like" }"#),
            // Text with an emoji in it still names the action.
            .content(#"{ "type": "button", "title": "Like ❤️" }"#),
            .content(#"{ "type": "button", "title": "1" }"#),
            .content(#"{ "type": "text", "text": "🎉" }"#),
            .screen(#""tabBar": { "items": [ { "title": "🔥", "symbol": "flame", "accessibilityLabel": "Trending" } ] }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.components(with: .actsWhenChosen) {
            guard let node = component.value("title"), Self.isEmojiOnly(node.stringValue),
                Self.isBlank(component.value("accessibilityLabel")),
                !context.judgedPlatforms(for: component, among: Self.description.platforms).isEmpty
            else { continue }
            violations.append(Self.violation(at: node, subject: component.displayName))
        }
        for screen in context.spec.screens where !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            guard let items = screen.tabBar?["items"], items.kind == .array else { continue }
            for (index, item) in items.elements.enumerated() where item.kind == .object {
                guard let node = item["title"], Self.isEmojiOnly(node.stringValue), Self.isBlank(item["accessibilityLabel"]) else {
                    continue
                }
                violations.append(Self.violation(at: node, subject: "Tab \(index + 1) in \(screen.displayName)"))
            }
        }
        return violations
    }

    private static func violation(at node: SyntaxNode, subject: String) -> RuleViolation {
        RuleViolation(
            range: node.range,
            message: message(subject: subject, label: node.stringValue ?? ""))
    }

    /// The finding's message: `subject` is labeled only with the emoji `label`, which VoiceOver reads by name.
    static func message(subject: String, label: String) -> String {
        "\(subject) is labeled only with \"\(label)\": VoiceOver speaks the emoji's name, not what choosing it does. Add an \"accessibilityLabel\" that names the action, or use an SF Symbol with a text label."
    }

    /// True when `text` has at least one emoji and nothing but emoji and white space.
    static func isEmojiOnly(_ text: String?) -> Bool {
        guard let text else { return false }
        let visible = text.filter { !$0.isWhitespace }
        return !visible.isEmpty && visible.allSatisfy(isEmoji)
    }

    /// True for a character drawn as an emoji: a scalar with emoji presentation, or a non-ASCII emoji
    /// scalar made to look like one (a variation selector, a keycap or a sequence).
    private static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
        return scalars.count > 1 && scalars.contains { $0.properties.isEmoji && !$0.isASCII }
    }

    private static func isBlank(_ node: SyntaxNode?) -> Bool {
        (node?.stringValue ?? "").isBlank
    }
}
