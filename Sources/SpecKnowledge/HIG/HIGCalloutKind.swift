/// The kinds of callout blocks Apple uses.
enum HIGCalloutKind: String, Sendable, Hashable {
    case note
    case important
    case tip

    /// The bold word a rendered callout starts with.
    var title: String {
        switch self {
        case .note: "Note"
        case .important: "Important"
        case .tip: "Tip"
        }
    }
}
