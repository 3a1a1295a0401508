/// One change: replace `range` with `text`, or the whole document when `range` is absent.
struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    /// The replaced range; nil for a full-text change.
    var range: LSPRange?
    /// The new text.
    var text: String
}
