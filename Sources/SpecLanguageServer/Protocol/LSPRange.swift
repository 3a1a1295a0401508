/// An LSP range: start inclusive, end exclusive (named to stay clear of `Swift.Range`).
struct LSPRange: Codable, Hashable, Sendable {
    /// Start position.
    var start: Position
    /// End position (exclusive).
    var end: Position
}
