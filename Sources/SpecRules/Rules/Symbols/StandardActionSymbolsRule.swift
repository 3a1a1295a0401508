import SpecKnowledge
import SpecModel

/// Buttons, bar items and menu items for common actions use the SF Symbols the system uses.
public struct StandardActionSymbolsRule: Rule {
    public static let description = RuleDescription(
        id: "standard-action-symbols",
        title: "Common actions use the standard SF Symbols",
        category: .symbols,
        defaultSeverity: .information,
        higURLs: [
            HIGLink.url("icons", "Standard-icons"),
            HIGLink.url("icons", "Editing"),
            HIGLink.url("icons", "Sharing-and-exporting"),
            HIGLink.url("menus", "Icons")
        ],
        rationale: """
            People recognize common actions by the symbols the system uses for them everywhere. The HIG's \
            standard icon tables offer a symbol for \(Self.standardSymbols.count) actions, for example \(Self.examples); \
            it says apps can use them, so a different symbol is information, never a warning. Only rows that \
            name their own symbol count: rows such as Save, Close or Export share a cell with the row above \
            in the HIG's layout and are left out. The title (or accessibility label) is matched \
            case-insensitively; the standard symbol's `.fill`, `.circle` and `.circle.fill` variants and \
            its names from before a rename are accepted. "Center" (which also names map actions) and the \
            Ratings rows Like and Dislike (a "Like" with a heart marks a favorite, not a rating) are left out.
            """,
        quote:
            "For icons to represent common actions in menus, toolbars, buttons, and other places in interfaces across Apple platforms, you can use these SF Symbols.",
        triggeringExamples: [
            .content(#"{ "type": "button", "title": "Share", "symbol": ↓"paperplane" }"#),
            .screen(#""toolbar": { "items": [ { "type": "button", "accessibilityLabel": "Delete", "symbol": ↓"xmark.bin" } ] }"#),
            .content(
                #"{ "type": "menu", "title": "Actions", "items": [ { "type": "button", "title": "copy", "symbol": ↓"doc.plaintext" } ] }"#,
                platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "title": "Share", "symbol": "square.and.arrow.up" }"#),
            .content(#"{ "type": "button", "title": "Delete", "symbol": "trash.fill" }"#),
            .content(#"{ "type": "button", "title": "Copy", "symbol": "doc.on.doc" }"#),
            .content(#"{ "type": "button", "title": "Add" }"#),
            .content(#"{ "type": "button", "title": "Go shopping", "symbol": "cart" }"#),
            // "you can use these SF Symbols" — only where the HIG's table row gives one:
            .content(#"{ "type": "button", "title": "Like", "symbol": "heart" }"#),
            .content(#"{ "type": "button", "title": "Save", "symbol": "square.and.arrow.down" }"#),
            .content(#"{ "type": "button", "title": "Export", "symbol": "arrow.up.doc" }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "button", "title": "Share", "symbol": ↓"paperplane" }"#,
                #"{ "type": "button", "title": "Share", "symbol": "square.and.arrow.up" }"#)
        ], scope: .screen)

    /// Lowercased action title → standard symbol, from the HIG's standard icon tables (the bundled
    /// `compiled.standard-action-symbols`): only actions whose own row names a symbol, without the actions
    /// whose titles also name other things.
    static let standardSymbols: [String: String] = {
        var symbols: [String: String] = [:]
        for (action, symbol) in HIGFigures.standardActionSymbols.value
        where HIGFigures.actionsWithOwnSymbolRow.contains(action) && !ambiguousActions.contains(action.lowercased()) {
            symbols[action.lowercased()] = symbol
        }
        return symbols
    }()

    /// Actions whose titles also name unrelated actions: "Center" also centers a map; "Like" (with a heart)
    /// also marks a favorite, and "Dislike" is its pair in the HIG's Ratings table.
    static let ambiguousActions: Set<String> = ["center", "like", "dislike"]

    /// A few actions with their symbols, for the rationale: "Share `square.and.arrow.up`, Delete `trash`, …".
    static var examples: String {
        ["share", "delete", "add", "compose", "search", "done", "cancel", "more", "filter", "copy"].compactMap { action in
            standardSymbols[action].map { "\(action.prefix(1).uppercased() + action.dropFirst()) `\($0)`" }
        }.joined(separator: ", ")
    }

    /// Variants of a standard symbol that still read as the same action.
    static let acceptedSuffixes = ["", ".fill", ".circle", ".circle.fill"]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let catalog = SymbolCatalog.shared
        let standardSymbols = Self.standardSymbols
        var violations: [RuleViolation] = []
        let candidates = context.union([
            context.components(.button), context.components(placedWhere: { $0.isBarItem || $0 == .menuItems })
        ])
        for component in candidates {
            guard let symbolNode = component.value("symbol"), let symbolName = symbolNode.stringValue,
                let symbol = catalog.symbol(named: symbolName),
                let label = component.visibleText ?? component.string("accessibilityLabel")
            else { continue }
            let action = Self.normalized(label)
            guard let standard = standardSymbols[action] else { continue }
            let current = symbol.renamedTo ?? symbol.name
            if Self.acceptedSuffixes.contains(where: { current == standard + $0 }) { continue }
            // Suggest the standard name, or its pre-rename name when the targets predate the rename.
            let judged = context.judgedPlatforms(for: component, among: Self.description.platforms)
            let candidates = [standard] + catalog.renames(toNewName: standard).map(\.oldName)
            let suggestion =
                candidates.first { name in
                    guard let candidate = catalog.symbol(named: name) else { return false }
                    return judged.allSatisfy { candidate.isAvailable(on: $0.platform, minimumVersion: $0.target.minimumVersion) }
                } ?? standard
            let actionTitle = label.trimmingWhitespace
            violations.append(
                RuleViolation(
                    range: symbolNode.range,
                    message: Self.message(component: component.displayName, symbol: symbolName, standard: suggestion, action: actionTitle),
                    fix: SuggestedFix(
                        title: "Use `\(suggestion)`", range: symbolNode.range, newText: NameSuggestions.jsonQuoted(suggestion))))
        }
        return violations
    }

    /// The finding's message: `component` uses `symbol` where the HIG's standard icon for `action` is `standard`.
    static func message(component: String, symbol: String, standard: String, action: String) -> String {
        "\(component) uses `\(symbol)`; the HIG's standard icons offer `\(standard)` for \(action), which people recognize from the system."
    }

    /// `"  Share…"` → `share`: trimmed, lowercased, trailing ellipsis removed.
    static func normalized(_ label: String) -> String {
        var text = label.trimmingWhitespace.lowercased()
        for suffix in ["…", "..."] where text.hasSuffix(suffix) {
            text = String(text.dropLast(suffix.count)).trimmingWhitespace
        }
        return text
    }
}
