/// Suggests a spoken label for an SF Symbol name: the HIG's standard action for the symbol when it
/// has one ("Add" for `plus`, "Share" for `square.and.arrow.up`), else a word from the name.
enum SymbolLabelSuggester {
    /// Symbol name (without variant suffixes) → label, from the HIG's standard icons and common bar symbols.
    static let labels: [String: String] = [
        "plus": "Add", "square.and.arrow.up": "Share", "trash": "Delete", "xmark": "Close", "checkmark": "Done",
        "ellipsis": "More", "magnifyingglass": "Search", "square.and.pencil": "Compose", "pencil": "Edit",
        "arrow.uturn.backward": "Undo", "arrow.uturn.forward": "Redo", "scissors": "Cut", "doc.on.doc": "Copy",
        "document.on.document": "Copy", "document.on.clipboard": "Paste", "doc.on.clipboard": "Paste",
        "plus.square.on.square": "Duplicate", "folder": "Move to Folder", "paperclip": "Attach",
        "line.3.horizontal.decrease": "Filter", "printer": "Print", "person.crop": "Account", "person": "Profile",
        "hand.thumbsup": "Like", "hand.thumbsdown": "Dislike", "archivebox": "Archive", "calendar": "Calendar",
        "alarm": "Alarm", "gear": "Settings", "gearshape": "Settings", "house": "Home", "heart": "Favorite",
        "star": "Favorite", "bookmark": "Bookmark", "bell": "Notifications", "arrow.clockwise": "Refresh",
        "info": "Info", "questionmark": "Help", "chevron.left": "Back", "chevron.backward": "Back", "play": "Play",
        "pause": "Pause", "paperplane": "Send", "camera": "Camera", "photo": "Photos", "mic": "Record",
        "link": "Link", "cart": "Cart", "envelope": "Mail", "phone": "Call", "map": "Map", "location": "Location",
        "slider.horizontal.3": "Adjust", "list.bullet": "List", "square.grid.2x2": "Grid", "arrow.down.circle": "Download",
        "arrow.down.to.line": "Download", "icloud.and.arrow.down": "Download", "flag": "Flag", "lock": "Lock",
    ]

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
