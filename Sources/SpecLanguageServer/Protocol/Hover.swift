/// `textDocument/hover` result.
struct Hover: Codable, Hashable, Sendable {
    /// The hover text.
    var contents: MarkupContent
    /// The range the hover applies to.
    var range: LSPRange?
}
