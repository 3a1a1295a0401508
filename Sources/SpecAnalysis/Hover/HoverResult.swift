/// What hovering at a position shows.
public struct HoverResult: Sendable {
    /// UTF-8 byte range of the hovered node (a key, a value, or a diagnostic's range).
    public var range: Range<Int>
    /// The documentation, in the `MarkupFormat` that was asked for.
    public var contents: String

    /// Creates a hover result.
    public init(range: Range<Int>, contents: String) {
        self.range = range
        self.contents = contents
    }
}
