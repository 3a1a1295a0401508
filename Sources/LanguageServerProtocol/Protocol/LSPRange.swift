/// An LSP range: start inclusive, end exclusive (named to stay clear of `Swift.Range`).
public struct LSPRange: Codable, Hashable, Sendable {
    /// Start position.
    public var start: Position
    /// End position (exclusive).
    public var end: Position

    /// Creates a value from its members.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}
