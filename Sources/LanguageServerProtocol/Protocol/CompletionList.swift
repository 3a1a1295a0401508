/// `textDocument/completion` result.
public struct CompletionList: Codable, Hashable, Sendable {
    /// True when the list was truncated and typing more should ask again.
    public var isIncomplete: Bool
    /// The items.
    public var items: [CompletionItem]

    /// Creates a value from its members.
    public init(isIncomplete: Bool, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }
}
