import SpecSyntax

/// One completion item; its `textEdit` replaces the whole string being typed, as plain text.
struct CompletionItem: Codable, Hashable, Sendable {
    /// Shown in the list.
    var label: String
    /// LSP `CompletionItemKind`.
    var kind: CompletionItemKind?
    /// One-line detail.
    var detail: String?
    /// Documentation, either plain string or markup.
    var documentation: Documentation?
    /// Sort key.
    var sortText: String?
    /// Filter key (includes the opening quote when the edit range does).
    var filterText: String?
    /// 1 = plain text: never a snippet.
    var insertTextFormat: InsertTextFormat?
    /// The edit applied on accept.
    var textEdit: TextEdit?
    /// 1 = deprecated, when the client supports item tags.
    var tags: [CompletionItemTag]?
    /// Old-style deprecation flag, for clients without tag support.
    var deprecated: Bool?
    /// What `completionItem/resolve` needs to fill in the documentation.
    var data: JSONValue?

    /// `string | MarkupContent`.
    enum Documentation: Codable, Hashable, Sendable {
        /// Plain string (used for color swatches: a single hex value).
        case string(String)
        /// Markup.
        case markup(MarkupContent)

        /// Decodes either form.
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                self = .string(string)
            } else {
                self = .markup(try container.decode(MarkupContent.self))
            }
        }

        /// Encodes the form it holds.
        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let string): try container.encode(string)
            case .markup(let markup): try container.encode(markup)
            }
        }
    }
}
