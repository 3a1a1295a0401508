import SpecKnowledge
import SpecModel
import SpecSyntax

/// A menu does not repeat one icon on every item.
public struct MenuRepeatedIconRule: Rule {
    public static let description = RuleDescription(
        id: "menu-repeated-icon",
        title: "Menus don't repeat one icon on every item",
        category: .controls,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("menus", "Icons")],
        rationale: """
            The same symbol on every item of a menu tells people nothing about any of them and adds clutter. \
            Introduce a group of similar items with one icon on its first item and let the items' titles tell \
            them apart. A menu whose items (two or more) all show the same `symbol` is reported at the second.
            """,
        quote:
            "Instead of adding individual icons for each action, or reusing the same icon for all of them, establish a common theme with the symbol for the first item and rely on the menu item text to keep the remaining items distinct.",
        triggeringExamples: [
            .content(
                #"{ "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": "By Name", "symbol": "arrow.up.arrow.down" }, { "type": "button", "title": "By Date", "symbol": ↓"arrow.up.arrow.down" }, { "type": "button", "title": "By Size", "symbol": "arrow.up.arrow.down" } ] }"#
            ),
            .content(
                #"{ "type": "menu", "title": "Share", "items": [ { "type": "button", "title": "Mail", "symbol": "envelope" }, { "type": "button", "title": "Messages", "symbol": ↓"envelope" } ] }"#,
                platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "menu", "title": "Sort", "items": [ { "type": "button", "title": "By Name", "symbol": "arrow.up.arrow.down" }, { "type": "button", "title": "By Date" }, { "type": "button", "title": "By Size" } ] }"#
            ),
            .content(
                #"{ "type": "menu", "title": "Edit", "items": [ { "type": "button", "title": "Copy", "symbol": "doc.on.doc" }, { "type": "button", "title": "Delete", "symbol": "trash", "role": "destructive" } ] }"#
            ),
            .content(#"{ "type": "menu", "title": "More", "items": [ { "type": "button", "title": "Rename", "symbol": "pencil" } ] }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for menu in context.components(.menu) {
            guard let items = menu.value("items"), items.kind == .array, items.elements.count >= 2,
                !context.judgedPlatforms(for: menu, among: Self.description.platforms).isEmpty
            else { continue }
            let symbols = items.elements.map { $0.kind == .object ? $0["symbol"] : nil }
            guard let first = symbols.first??.stringValue, symbols.allSatisfy({ $0?.stringValue == first }), let second = symbols[1] else {
                continue
            }
            violations.append(
                RuleViolation(
                    range: second.range,
                    message: Self.message(count: items.elements.count, menu: menu.displayName, symbol: first)
                ))
        }
        return violations
    }

    /// The finding's message: all `count` items of `menu` show the same `symbol`.
    static func message(count: Int, menu: String, symbol: String) -> String {
        "All \(count) items of \(menu) show the `\(symbol)` symbol; keep it on the first item only and let the titles tell the items apart (or give each item a symbol of its own)."
    }
}
