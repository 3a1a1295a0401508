/// One component kind (`"type"` value): its documentation and the properties it adds to the common ones.
public struct ComponentKindSpec: Sendable, Hashable {
    /// The kind as written in `"type"`.
    public let name: String
    /// Markdown documentation, 1–3 sentences.
    public let summary: String
    /// The HIG article (and section) about this kind of control or view, if any.
    public let higURL: String?
    /// Properties specific to this kind, beyond `FormatVocabulary.commonComponentProperties`; a kind-specific
    /// property replaces a common one of the same name.
    public let properties: [PropertySpec]
    /// True for kinds this project adds beyond the format page.
    public let isExtension: Bool

    /// Creates a kind description.
    public init(_ name: String, _ summary: String, hig higURL: String?, properties: [PropertySpec], isExtension: Bool = false) {
        self.name = name
        self.summary = summary
        self.higURL = higURL
        self.properties = properties
        self.isExtension = isExtension
    }
}
