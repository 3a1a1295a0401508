import SpecFoundation

/// One completion item; its `textEdit` replaces the whole string being typed, as plain text.
public struct CompletionItem: Codable, Hashable, Sendable {
    /// Shown in the list.
    public var label: String
    /// LSP `CompletionItemKind`.
    public var kind: CompletionItemKind?
    /// One-line detail.
    public var detail: String?
    /// Documentation, either plain string or markup.
    public var documentation: Documentation?
    /// Sort key.
    public var sortText: String?
    /// Filter key (includes the opening quote when the edit range does).
    public var filterText: String?
    /// Always plain text: never a snippet.
    public var insertTextFormat: InsertTextFormat?
    /// The edit applied on accept.
    public var textEdit: TextEdit?
    /// `deprecated`, when the client supports item tags.
    public var tags: [CompletionItemTag]?
    /// Old-style deprecation flag, for clients without tag support.
    public var deprecated: Bool?
    /// What `completionItem/resolve` needs to fill in the documentation.
    public var data: JSONValue?

    /// `string | MarkupContent`.
    public enum Documentation: Codable, Hashable, Sendable {
        /// Plain string (used for color swatches: a single hex value).
        case string(String)
        /// Markup.
        case markup(MarkupContent)

        /// Decodes either form.
        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                self = .string(string)
            } else {
                self = .markup(try container.decode(MarkupContent.self))
            }
        }

        /// Encodes the form it holds.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let string): try container.encode(string)
            case .markup(let markup): try container.encode(markup)
            }
        }
    }

    /// Creates a value from its members.
    public init(
        label: String, kind: CompletionItemKind? = nil, detail: String? = nil, documentation: Documentation? = nil, sortText: String? = nil,
        filterText: String? = nil, insertTextFormat: InsertTextFormat? = nil, textEdit: TextEdit? = nil, tags: [CompletionItemTag]? = nil,
        deprecated: Bool? = nil, data: JSONValue? = nil
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.sortText = sortText
        self.filterText = filterText
        self.insertTextFormat = insertTextFormat
        self.textEdit = textEdit
        self.tags = tags
        self.deprecated = deprecated
        self.data = data
    }
}
