/// One allowed value of an enumerated property, with its documentation.
public struct VocabularyValue: Sendable, Hashable {
    /// The value as written in a spec.
    public let name: String
    /// Markdown explanation of the value (one sentence).
    public let summary: String

    /// Creates a value.
    public init(_ name: String, _ summary: String) {
        self.name = name
        self.summary = summary
    }
}
