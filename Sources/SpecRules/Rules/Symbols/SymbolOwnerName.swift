import SpecSyntax

/// Short names for the thing that holds a `symbol` value, for messages: `Button "Share"`,
/// `Tab bar item "Browse"`, `Segment "Day"`.
enum SymbolOwnerName {
    /// The owner of `reference` in words.
    static func describe(_ reference: SymbolReference) -> String {
        if let component = reference.component { return component.displayName }
        let keys = reference.owner.path.keys
        let base: String
        if keys.contains("tabBar") {
            base = "Tab bar item"
        } else if keys.contains("segments") {
            base = "Segment"
        } else {
            base = "Item"
        }
        if let title = reference.owner["title"]?.stringValue, !title.isEmpty {
            return "\(base) \"\(title.count > 30 ? title.prefix(29) + "…" : Substring(title))\""
        }
        return base
    }
}
