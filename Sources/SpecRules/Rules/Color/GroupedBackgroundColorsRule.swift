import SpecKnowledge
import SpecModel
import SpecSyntax

/// Grouped lists sit on the grouped background colors, not the plain ones.
public struct GroupedBackgroundColorsRule: Rule {
    public static let description = RuleDescription(
        id: "grouped-background-colors",
        title: "Grouped lists use the grouped background colors",
        category: .color,
        defaultSeverity: .information,
        platforms: [.iOS, .iPadOS],
        higURLs: [
            HIGLink.url("color", "iOS-iPadOS"),
            HIGLink.url("dark-mode", "iOS-iPadOS")
        ],
        rationale: """
            iOS and iPadOS define two sets of three background colors: systemBackground, \
            secondarySystemBackground and tertiarySystemBackground for plain views, and \
            systemGroupedBackground, secondarySystemGroupedBackground and tertiarySystemGroupedBackground for \
            grouped table views. A grouped or inset-grouped list on a plain background loses the contrast \
            between the groups and what surrounds them; use the grouped color of the same level.
            """,
        quote:
            "In general, use the grouped background colors (systemGroupedBackground, secondarySystemGroupedBackground, and tertiarySystemGroupedBackground) when you have a grouped table view; otherwise, use the system set of background colors (systemBackground, secondarySystemBackground, and tertiarySystemBackground).",
        triggeringExamples: [
            .screen(#""background": ↓"systemBackground", "content": [ { "type": "list", "style": "insetGrouped", "children": [] } ]"#),
            .content(
                #"{ "type": "stack", "background": ↓"secondarySystemBackground", "children": [ { "type": "list", "style": "grouped", "children": [] } ] }"#,
                platforms: #""iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""background": "systemGroupedBackground", "content": [ { "type": "list", "style": "insetGrouped", "children": [] } ]"#),
            .screen(#""background": "systemBackground", "content": [ { "type": "list", "style": "plain", "children": [] } ]"#),
            .screen(#""content": [ { "type": "list", "style": "grouped", "children": [] } ]"#)
        ],
        corrections: [
            .screen(
                #""background": ↓"systemBackground", "content": [ { "type": "list", "style": "insetGrouped", "children": [] } ]"#,
                #""background": "systemGroupedBackground", "content": [ { "type": "list", "style": "insetGrouped", "children": [] } ]"#)
        ], scope: .screen)

    /// Plain background → its grouped counterpart of the same level.
    static let groupedCounterpart: [String: String] = [
        "systemBackground": "systemGroupedBackground",
        "secondarySystemBackground": "secondarySystemGroupedBackground",
        "tertiarySystemBackground": "tertiarySystemGroupedBackground"
    ]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let spec = context.spec
        var violations: [RuleViolation] = []
        var reported: Set<SyntaxNode> = []
        for list in context.components(.list) {
            guard let style = list.string("style"), style == "grouped" || style == "insetGrouped" else { continue }
            guard !context.judgedPlatforms(for: list, among: Self.description.platforms).isEmpty else { continue }
            guard let background = nearestBackground(of: list, in: spec),
                let (system, tokens) = SystemColorLookup.systemColor(for: background, in: spec),
                let grouped = Self.groupedCounterpart[system.name],
                reported.insert(background).inserted
            else { continue }
            var related: [RelatedLocation] = []
            if let styleNode = list.value("style") {
                related.append(RelatedLocation(range: styleNode.range, message: "The list is \(style) here."))
            }
            violations.append(
                RuleViolation(
                    range: background.range,
                    message: Self.message(style: style, background: system.name, token: tokens.first?.name, grouped: grouped),
                    fix: tokens.isEmpty ? SuggestedFix(title: "Use \(grouped)", range: background.range, newText: "\"\(grouped)\"") : nil,
                    related: related))
        }
        return violations
    }

    /// The finding's message: the list of `style` sits on the system color `background` (through `token`, when
    /// set through one) instead of its `grouped` counterpart.
    static func message(style: String, background: String, token: String?, grouped: String) -> String {
        "The \(style) list sits on `\(background)`\(token.map { " (through token `\($0)`)" } ?? ""); grouped lists use `\(grouped)` so the groups stand out from the background."
    }

    /// The explicit background the list is drawn on: its own, an ancestor's, or its screen's.
    private func nearestBackground(of list: Component, in spec: DesignSpec) -> SyntaxNode? {
        var current: Component? = list
        while let component = current {
            if let background = component.value("background") { return background }
            current = spec.parent(of: component)
        }
        return spec.screen(atIndex: list.screenIndex)?.background
    }
}
