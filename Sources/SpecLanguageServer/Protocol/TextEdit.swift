/// Replaces `range` with `newText`.
struct TextEdit: Codable, Hashable, Sendable {
    /// The range to replace.
    var range: LSPRange
    /// The replacement (plain text, never a snippet).
    var newText: String
}
