/// Replaces `range` with `newText`.
public struct TextEdit: Codable, Hashable, Sendable {
    /// The range to replace.
    public var range: LSPRange
    /// The replacement (plain text, never a snippet).
    public var newText: String

    /// Creates a value from its members.
    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
