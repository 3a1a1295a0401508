/// Text for hover and documentation, in Markdown or plain text.
public struct MarkupContent: Codable, Hashable, Sendable {
    /// `markdown` or `plaintext`.
    public var kind: MarkupKind
    /// The text.
    public var value: String

    /// Creates a value from its members.
    public init(kind: MarkupKind, value: String) {
        self.kind = kind
        self.value = value
    }
}
