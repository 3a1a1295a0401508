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
            "https://developer.apple.com/design/human-interface-guidelines/icons#Standard-icons",
            "https://developer.apple.com/design/human-interface-guidelines/icons#Editing",
            "https://developer.apple.com/design/human-interface-guidelines/icons#Sharing-and-exporting",
            "https://developer.apple.com/design/human-interface-guidelines/menus#Icons",
        ],
        rationale: """
            People recognize common actions by the symbols the system uses for them everywhere: Share and \
            Export `square.and.arrow.up`, Delete `trash`, Add `plus`, Compose `square.and.pencil`, Search \
            `magnifyingglass`, Done and Save `checkmark`, Cancel and Close `xmark`, More `ellipsis`, Filter \
            `line.3.horizontal.decrease`, Print `printer`, Copy `document.on.document` and about forty more \
            in the HIG's standard icon tables. The title (or accessibility label) is matched \
            case-insensitively; the standard symbol's `.fill`, `.circle` and `.circle.fill` variants and \
            its names from before a rename are accepted. "Center" is left out: it also names map actions.
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

    /// Lowercased action title → standard symbol, from the HIG's standard icon tables (Editing,
    /// Selection, Text formatting, Search, Sharing and exporting, Users and accounts, Ratings, Layer
    /// ordering, Other); rows with a merged symbol cell (Save, Close, Folder, Export, …) share the
    /// row above's symbol.
    static let standardSymbols: [String: String] = [
        "cut": "scissors", "copy": "document.on.document", "paste": "document.on.clipboard",
        "done": "checkmark", "save": "checkmark", "cancel": "xmark", "close": "xmark", "delete": "trash",
        "undo": "arrow.uturn.backward", "redo": "arrow.uturn.forward", "compose": "square.and.pencil",
        "duplicate": "plus.square.on.square", "rename": "pencil", "move to": "folder", "folder": "folder",
        "attach": "paperclip", "add": "plus", "more": "ellipsis", "select": "checkmark.circle", "deselect": "xmark",
        "superscript": "textformat.superscript", "subscript": "textformat.subscript", "bold": "bold",
        "italic": "italic", "underline": "underline", "align left": "text.alignleft", "justified": "text.justify",
        "align right": "text.alignright", "search": "magnifyingglass", "find": "text.page.badge.magnifyingglass",
        "find and replace": "text.page.badge.magnifyingglass", "find next": "text.page.badge.magnifyingglass",
        "find previous": "text.page.badge.magnifyingglass", "use selection for find": "text.page.badge.magnifyingglass",
        "filter": "line.3.horizontal.decrease", "share": "square.and.arrow.up", "export": "square.and.arrow.up",
        "print": "printer", "account": "person.crop.circle", "user": "person.crop.circle", "profile": "person.crop.circle",
        "dislike": "hand.thumbsdown", "like": "hand.thumbsup", "bring to front": "square.3.layers.3d.top.filled",
        "send to back": "square.3.layers.3d.bottom.filled", "bring forward": "square.2.layers.3d.top.filled",
        "send backward": "square.2.layers.3d.bottom.filled", "alarm": "alarm", "archive": "archivebox",
        "calendar": "calendar",
    ]

    /// Variants of a standard symbol that still read as the same action.
    static let acceptedSuffixes = ["", ".fill", ".circle", ".circle.fill"]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let catalog = SymbolCatalog.shared
        var violations: [RuleViolation] = []
        for component in context.spec.components {
            guard component.kind == "button" || component.placement.isBarItem || component.placement == .menuItems,
                let symbolNode = component.value("symbol"), let symbolName = symbolNode.stringValue,
                let symbol = catalog.symbol(named: symbolName),
                let label = component.visibleText ?? component.string("accessibilityLabel")
            else { continue }
            let action = Self.normalized(label)
            guard let standard = Self.standardSymbols[action] else { continue }
            let current = symbol.renamedTo ?? symbol.name
            if Self.acceptedSuffixes.contains(where: { current == standard + $0 }) { continue }
            // Suggest the standard name, or its pre-rename name when the targets predate the rename.
            let targets = context.spec.targets(for: component)
            let candidates = [standard] + catalog.renames(toNewName: standard).map(\.oldName)
            let suggestion = candidates.first { name in
                guard let candidate = catalog.symbol(named: name) else { return false }
                return targets.allSatisfy { candidate.isAvailable(on: $0.platform, minimumVersion: $0.minimumVersion) }
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
