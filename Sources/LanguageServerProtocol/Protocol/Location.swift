/// A range in a document, addressed by URI.
public struct Location: Codable, Hashable, Sendable {
    /// The document.
    public var uri: String
    /// The range inside it.
    public var range: LSPRange

    /// Creates a value from its members.
    public init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}
