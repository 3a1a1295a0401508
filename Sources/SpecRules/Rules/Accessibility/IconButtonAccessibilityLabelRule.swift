import SpecKnowledge
import SpecModel
import SpecSyntax

/// Controls that show only a symbol have an accessibility label.
public struct IconButtonAccessibilityLabelRule: Rule {
    public static let description = RuleDescription(
        id: "icon-button-accessibility-label",
        title: "Icon-only controls have an accessibility label",
        category: .accessibility,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("accessibility", "Vision"),
            HIGLink.url("icons", "Best-practices"),
            HIGLink.url("accessibility", "Mobility")
        ],
        rationale: """
            VoiceOver speaks a control's label, and Voice Control users say it to activate the control. A \
            button, link, menu, bar item, tab or segment that shows only an SF Symbol has no visible text \
            to speak, so it needs an accessibilityLabel that names the action (\"Add\", not \"plus\"). \
            Without one, VoiceOver reads the symbol's name or nothing useful. A symbol-only tab on a platform \
            where tabs need a visible title is left to tab-bar-item-label, whose fix (a title) also names it.
            """,
        quote: "Describe your app’s interface and content for VoiceOver.",
        triggeringExamples: [
            .content(#"{ "type": "button", "symbol": ↓"plus", "width": 44, "height": 44 }"#),
            .screen(
                #""toolbar": { "items": [ { "type": "button", "symbol": ↓"square.and.arrow.up", "accessibilityLabel": "" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "symbol": ↓"gear" } ] }"#, platforms: #""macOS": "14.0""#
            ),
            .content(
                #"{ "type": "segmentedControl", "segments": [ { "symbol": ↓"list.bullet" }, { "symbol": "square.grid.2x2", "accessibilityLabel": "Grid" } ] }"#
            )
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add Recipe" }"#),
            .content(#"{ "type": "button", "title": "Share", "symbol": "square.and.arrow.up" }, { "type": "image", "symbol": "star" }"#),
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house" } ] }, "content": [ { "type": "link", "text": "Help", "symbol": "questionmark.circle" } ]"#
            ),
            .screen(#""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "symbol": "gear" } ] }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "button", "symbol": ↓"plus", "width": 44, "height": 44 }"#,
                #"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "width": 44, "height": 44 }"#),
            .screen(
                #""toolbar": { "items": [ { "type": "button", "symbol": ↓"square.and.arrow.up", "accessibilityLabel": "" } ] }"#,
                #""toolbar": { "items": [ { "type": "button", "symbol": "square.and.arrow.up", "accessibilityLabel": "Share" } ] }"#,
                platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        let candidates = context.union([context.components(with: .actsWhenChosen), context.components(placedWhere: \.isBarItem)])
        for component in candidates {
            guard component.visibleText == nil else {
                continue
            }
            if let violation = check(component.node, owner: component.displayName) { violations.append(violation) }
        }
        for screen in context.spec.screens {
            // Where tabs need a visible title, `tab-bar-item-label` asks for one, and a title names the tab.
            guard context.judgedPlatforms(for: screen, among: TabBarItemLabelRule.description.platforms).isEmpty else { continue }
            for item in screen.tabBar?["items"]?.elements ?? [] where item.kind == .object && !hasText(item) {
                if let violation = check(item, owner: "Tab") { violations.append(violation) }
            }
        }
        for control in context.components(.segmentedControl) {
            for segment in control.value("segments")?.elements ?? [] where segment.kind == .object && !hasText(segment) {
                if let violation = check(segment, owner: "Segment") { violations.append(violation) }
            }
        }
        return violations.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// A violation when `node` shows a symbol and has no non-empty accessibilityLabel.
    private func check(_ node: SyntaxNode, owner: @autoclosure () -> String) -> RuleViolation? {
        guard let symbolNode = node["symbol"], let symbol = symbolNode.stringValue, !symbol.isEmpty else { return nil }
        let labelNode = node["accessibilityLabel"]
        if let labelNode {
            guard labelNode.kind == .string, (labelNode.stringValue ?? "").isBlank else { return nil }
        }
        let suggestion = SymbolLabelSuggester.label(for: symbol)
        let fix: SuggestedFix
        if let labelNode {
            fix = SuggestedFix(title: "Label it \"\(suggestion)\"", range: labelNode.range, newText: NameSuggestions.jsonQuoted(suggestion))
        } else {
            let end = symbolNode.range.upperBound
            fix = SuggestedFix(
                title: "Add accessibilityLabel \"\(suggestion)\"", range: end..<end,
                newText: ", \"accessibilityLabel\": \(NameSuggestions.jsonQuoted(suggestion))")
        }
        return RuleViolation(
            range: symbolNode.range,
            message: Self.message(owner: owner(), symbol: symbol, hasEmptyLabel: labelNode != nil, suggestion: suggestion),
            fix: fix)
    }

    /// The finding's message: `owner` shows only `symbol` with no (or an empty) accessibilityLabel, and the
    /// label `suggestion` to add.
    static func message(owner: String, symbol: String, hasEmptyLabel: Bool, suggestion: String) -> String {
        "\(owner) shows only the `\(symbol)` symbol and has \(hasEmptyLabel ? "an empty" : "no") accessibilityLabel, so VoiceOver can't name it; add one that names the action, such as \"accessibilityLabel\": \"\(suggestion)\"."
    }

    /// True when a tab or segment object has a non-empty title.
    private func hasText(_ node: SyntaxNode) -> Bool {
        !(node["title"]?.stringValue ?? "").isBlank
    }
}
