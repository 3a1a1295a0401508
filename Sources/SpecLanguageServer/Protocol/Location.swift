/// A range in a document, addressed by URI.
struct Location: Codable, Hashable, Sendable {
    /// The document.
    var uri: String
    /// The range inside it.
    var range: LSPRange
}
