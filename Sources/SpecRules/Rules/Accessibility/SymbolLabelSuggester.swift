import SpecKnowledge

/// Suggests a spoken label for an SF Symbol name: the HIG's standard action for the symbol when it
/// has one ("Add" for `plus`, "Share" for `square.and.arrow.up`, from the bundled standard icon tables),
/// else a common meaning of a bar symbol, else a word from the name.
enum SymbolLabelSuggester {
    /// Symbols the standard icon tables give for several actions → the action to speak.
    static let preferredActions: [String: String] = [
        "checkmark": "Done", "xmark": "Close", "square.and.arrow.up": "Share", "folder": "Move to Folder",
        "text.page.badge.magnifyingglass": "Find", "person.crop.circle": "Account"
    ]

    /// Common bar and tab symbols the standard icon tables do not list → label.
    static let otherLabels: [String: String] = [
        "pencil": "Edit", "doc.on.doc": "Copy", "doc.on.clipboard": "Paste", "person": "Profile", "gear": "Settings",
        "gearshape": "Settings", "house": "Home", "heart": "Favorite", "star": "Favorite", "bookmark": "Bookmark",
        "bell": "Notifications", "arrow.clockwise": "Refresh", "info": "Info", "questionmark": "Help", "chevron.left": "Back",
        "chevron.backward": "Back", "play": "Play", "pause": "Pause", "paperplane": "Send", "camera": "Camera", "photo": "Photos",
        "mic": "Record", "link": "Link", "cart": "Cart", "envelope": "Mail", "phone": "Call", "map": "Map", "location": "Location",
        "slider.horizontal.3": "Adjust", "list.bullet": "List", "square.grid.2x2": "Grid", "arrow.down.circle": "Download",
        "arrow.down.to.line": "Download", "icloud.and.arrow.down": "Download", "flag": "Flag", "lock": "Lock"
    ]

    /// Symbol name → label: the standard actions (one per symbol; where several share a symbol, the
    /// preferred one, else the first alphabetically), then the other labels.
    static let labels: [String: String] = {
        var labels = otherLabels
        for (action, symbol) in HIGFigures.standardActionSymbols.value.sorted(by: { $0.key > $1.key }) {
            labels[symbol] = action
        }
        labels.merge(preferredActions) { _, preferred in preferred }
        return labels
    }()

    /// A label for `symbol`: the longest known prefix of its dot-separated components, else its first
    /// component capitalized (`person.crop.circle.fill` → "Account", `leaf` → "Leaf").
    static func label(for symbol: String) -> String {
        var components = symbol.split(separator: ".").map(String.init)
        while !components.isEmpty {
            if let label = labels[components.joined(separator: ".")] { return label }
            components.removeLast()
        }
        guard let first = symbol.split(separator: ".").first, !first.isEmpty else { return "Button" }
        return first.prefix(1).uppercased() + first.dropFirst()
    }
}
