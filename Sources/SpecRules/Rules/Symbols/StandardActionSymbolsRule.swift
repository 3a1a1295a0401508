import SpecKnowledge
import SpecModel

/// Buttons, bar items and menu items for common actions use the SF Symbols the system uses.
public struct StandardActionSymbolsRule: Rule {
    public static let description = RuleDescription(
        id: "standard-action-symbols",
        title: "Common actions use the standard SF Symbols",
        category: .symbols,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("icons", "Standard-icons"),
            HIGLink.url("icons", "Editing"),
            HIGLink.url("icons", "Sharing-and-exporting"),
            HIGLink.url("menus", "Icons"),
        ],
        rationale: """
            People recognize common actions by the symbols the system uses for them everywhere. The HIG's \
            standard icon tables give a symbol for \(Self.standardSymbols.count) actions, for example \(Self.examples). \
            The title (or accessibility label) is matched case-insensitively; the standard symbol's `.fill`, \
            `.circle` and `.circle.fill` variants and its names from before a rename are accepted. "Center" \
            is left out: it also names map actions.
            """,
        triggeringExamples: [
            .content(#"{ "type": "button", "title": "Share", "symbol": ↓"paperplane" }"#),
            .screen(#""toolbar": { "items": [ { "type": "button", "accessibilityLabel": "Delete", "symbol": ↓"xmark.bin" } ] }"#),
            .content(
                #"{ "type": "menu", "title": "Actions", "items": [ { "type": "button", "title": "copy", "symbol": ↓"doc.plaintext" } ] }"#,
                platforms: #""macOS": "14.0""#),
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "title": "Share", "symbol": "square.and.arrow.up" }"#),
            .content(#"{ "type": "button", "title": "Delete", "symbol": "trash.fill" }"#),
            .content(#"{ "type": "button", "title": "Copy", "symbol": "doc.on.doc" }"#),
            .content(#"{ "type": "button", "title": "Add" }"#),
            .content(#"{ "type": "button", "title": "Go shopping", "symbol": "cart" }"#),
        ], scope: .screen)

    /// Lowercased action title → standard symbol, from the HIG's standard icon tables (the bundled
    /// `compiled.standard-action-symbols`), without the actions whose titles also name other things.
    static let standardSymbols: [String: String] = {
        var symbols: [String: String] = [:]
        for (action, symbol) in HIGTableFigures.shared.standardActionSymbols.value where !ambiguousActions.contains(action.lowercased()) {
            symbols[action.lowercased()] = symbol
        }
        return symbols
    }()

    /// Actions whose titles also name unrelated actions: "Center" also centers a map.
    static let ambiguousActions: Set<String> = ["center"]

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
        for component in context.spec.components {
            guard component.componentKind == .button || component.placement.isBarItem || component.placement == .menuItems,
                let symbolNode = component.value("symbol"), let symbolName = symbolNode.stringValue,
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
            let suggestion = candidates.first { name in
                guard let candidate = catalog.symbol(named: name) else { return false }
                return judged.allSatisfy { candidate.isAvailable(on: $0.platform, minimumVersion: $0.target.minimumVersion) }
            } ?? standard
            let actionTitle = label.trimmingCharacters(in: .whitespaces)
            violations.append(
                RuleViolation(
                    range: symbolNode.range,
                    message: "\(component.displayName) uses `\(symbolName)`; the standard symbol for \(actionTitle) is `\(suggestion)`, so people recognize the action.",
                    fix: SuggestedFix(title: "Use `\(suggestion)`", range: symbolNode.range, newText: NameSuggestions.jsonQuoted(suggestion))))
        }
        return violations
    }

    /// `"  Share…"` → `share`: trimmed, lowercased, trailing ellipsis removed.
    static func normalized(_ label: String) -> String {
        var text = label.trimmingCharacters(in: .whitespaces).lowercased()
        for suffix in ["…", "..."] where text.hasSuffix(suffix) {
            text = String(text.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
        }
        return text
    }
}
