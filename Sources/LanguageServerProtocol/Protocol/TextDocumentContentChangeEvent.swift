/// One change: replace `range` with `text`, or the whole document when `range` is absent.
public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    /// The replaced range; nil for a full-text change.
    public var range: LSPRange?
    /// The new text.
    public var text: String

    /// Creates a value from its members.
    public init(range: LSPRange? = nil, text: String) {
        self.range = range
        self.text = text
    }
}
