/// Text for hover and documentation, in Markdown or plain text.
struct MarkupContent: Codable, Hashable, Sendable {
    /// `markdown` or `plaintext`.
    var kind: MarkupKind
    /// The text.
    var value: String
}
