import SpecKnowledge
import SpecModel
import SpecSyntax

/// A toolbar with more than three items uses symbols, not text titles.
public struct ToolbarTextItemLimitRule: Rule {
    public static let description = RuleDescription(
        id: "toolbar-text-item-limit",
        title: "Toolbars with more than three items use symbols",
        category: .bars,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        higURLs: [HIGLink.url("toolbars")],
        rationale: """
            Text-titled toolbar items need room so their titles don't run together. Older guidance (iOS HIG, \
            2015) says to switch to icons when a toolbar has more than three items; an unofficial summary \
            keeps text items below three. Each item with a title and no symbol in a toolbar of four or more \
            items is reported.
            """,
        authority: .legacy2015,
        quote: "Use icons if you need to put more than three items in a toolbar.",
        triggeringExamples: [
            .screen(
                #""toolbar": { "items": [ { "type": "button", "title": ↓"Edit" }, { "type": "button", "symbol": "trash", "accessibilityLabel": "Delete" }, { "type": "button", "symbol": "folder", "accessibilityLabel": "Move" }, { "type": "button", "title": ↓"Share" } ] }"#
            ),
            .screen(
                #""toolbar": { "items": [ { "type": "button", "title": ↓"A" }, { "type": "button", "title": ↓"B" }, { "type": "button", "title": ↓"C" }, { "type": "button", "title": ↓"D" } ] }"#,
                platforms: #""iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""toolbar": { "items": [ { "type": "button", "title": "Edit" }, { "type": "button", "title": "Move" }, { "type": "button", "title": "Delete" } ] }"#
            ),
            .screen(
                #""toolbar": { "items": [ { "type": "button", "title": "Edit", "symbol": "pencil" }, { "type": "button", "symbol": "trash", "accessibilityLabel": "Delete" }, { "type": "button", "symbol": "folder", "accessibilityLabel": "Move" }, { "type": "button", "symbol": "square.and.arrow.up", "accessibilityLabel": "Share" } ] }"#
            ),
            .screen(
                #""toolbar": { "items": [ { "type": "button", "title": "A" }, { "type": "button", "title": "B" }, { "type": "button", "title": "C" }, { "type": "button", "title": "D" } ] }"#,
                platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    /// The most items a toolbar may have while some are text only. From the HIG's component count table; nil (nothing is checked) without it.
    static let maximumWithText: Int? = HIGFigures.count(.toolbarItemsWithText, on: .iOS)?.value

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let maximumWithText = Self.maximumWithText else { return [] }
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            guard !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty else { continue }
            let items = context.components(placedIn: .toolbar, in: screen)
            guard items.count > maximumWithText else { continue }
            for item in items where item.value("symbol") == nil {
                guard let title = item.visibleText, let node = item.value("title") ?? item.value("text") else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.message(count: items.count, title: title, maximumWithText: maximumWithText)
                    ))
            }
        }
        return violations
    }

    /// The finding's message: the toolbar has `count` items, more than `maximumWithText`, and the item `title`
    /// is text only.
    static func message(count: Int, title: String, maximumWithText: Int) -> String {
        "Toolbar has \(count) items and \"\(title)\" is text only; with more than \(maximumWithText) items use symbols so the titles don't run together."
    }
}
