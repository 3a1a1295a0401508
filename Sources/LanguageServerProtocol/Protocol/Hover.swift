/// `textDocument/hover` result.
public struct Hover: Codable, Hashable, Sendable {
    /// The hover text.
    public var contents: MarkupContent
    /// The range the hover applies to.
    public var range: LSPRange?

    /// Creates a value from its members.
    public init(contents: MarkupContent, range: LSPRange? = nil) {
        self.contents = contents
        self.range = range
    }
}
