import SpecKnowledge
import SpecModel
import SpecSyntax

/// Tab badges show a count or an exclamation point.
public struct TabBarBadgeRule: Rule {
    public static let description = RuleDescription(
        id: "tab-bar-badge",
        title: "Tab badges show a number or \"!\"",
        category: .bars,
        defaultSeverity: .information,
        platforms: [.iOS, .iPadOS, .tvOS, .visionOS],
        higURLs: [HIGLink.url("tab-bars", "Best-practices")],
        rationale: """
            A badge is a red oval with white text that shows a count or an exclamation point for critical \
            or new information in a section. Words don't fit the oval and dilute its meaning; use badges \
            sparingly, with a number (such as 3) or "!".
            """,
        quote:
            "You can display a badge — a red oval containing white text and either a number or an exclamation point — on a tab to indicate that there’s new or updated information in the section that warrants a person’s attention.",
        triggeringExamples: [
            .screen(#""tabBar": { "items": [ { "title": "Inbox", "badge": ↓"New" }, { "title": "Sent" }, { "title": "Trash" } ] }"#),
            .screen(
                #""tabBar": { "items": [ { "title": "Inbox", "badge": ↓"-1" }, { "title": "Sent", "badge": ↓1.5 } ] }"#,
                platforms: #""tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Inbox", "badge": "12" }, { "title": "Sent", "badge": "!" }, { "title": "Trash", "badge": 3 } ] }"#
            ),
            .screen(#""tabBar": { "items": [ { "title": "Inbox", "badge": "New" } ] }"#, platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            guard !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty,
                let items = screen.tabBar?["items"]
            else { continue }
            for item in items.elements where item.kind == .object {
                guard let badge = item["badge"] else { continue }
                let shown: String
                switch badge.kind {
                case .string:
                    let text = badge.stringValue ?? ""
                    if text == "!" || (!text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }) { continue }
                    shown = "\"\(text)\""
                case .number:
                    if let value = badge.numberValue, value >= 0, value == value.rounded() { continue }
                    shown = badge.text
                default:
                    continue
                }
                violations.append(RuleViolation(range: badge.range, message: Self.message(tab: item["title"]?.stringValue, badge: shown)))
            }
        }
        return violations
    }

    /// The finding's message: the `tab` (by title, when it has one) shows `badge` (as written, strings quoted),
    /// which is neither a count nor "!".
    static func message(tab: String?, badge: String) -> String {
        "\(tab.map { "Tab \"\($0)\"" } ?? "A tab") has the badge \(badge); badges show a count (such as 3) or \"!\" for critical or new information."
    }
}
