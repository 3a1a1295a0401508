/// `textDocument/completion` result.
struct CompletionList: Codable, Hashable, Sendable {
    /// True when the list was truncated and typing more should ask again.
    var isIncomplete: Bool
    /// The items.
    var items: [CompletionItem]
}
