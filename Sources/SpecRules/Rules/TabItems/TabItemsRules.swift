import SpecModel
import SpecSyntax

extension RuleRegistry {
    /// Rules about a tab bar's items as real apps style them: their own colors, hidden titles, disabled tabs.
    static let tabItemRules: [any Rule.Type] = [
        TabItemColorSimilarToContentRule.self,
        TabItemTitleHiddenRule.self,
        TabItemNotDisabledRule.self,
        TabItemTitleSingleWordRule.self
    ]
}

/// One tab of a screen's tab bar, for the tab item rules.
struct TabItem {
    /// The item's object.
    let node: SyntaxNode
    /// Its 0-based position.
    let index: Int

    /// The title, or "Tab 2" when it has none.
    var name: String {
        node["title"]?.stringValue.flatMap { $0.isBlank ? nil : "Tab \"\($0)\"" } ?? "Tab \(index + 1)"
    }

    /// The tabs of `screen`'s tab bar.
    static func items(of screen: Screen) -> [TabItem] {
        guard let items = screen.tabBar?["items"], items.kind == .array else { return [] }
        return items.elements.enumerated().compactMap { index, node in node.kind == .object ? TabItem(node: node, index: index) : nil }
    }
}
