/// A document as opened by the client (`textDocument/didOpen`).
struct TextDocumentItem: Codable, Hashable, Sendable {
    /// The document's URI.
    var uri: String
    /// The client's language id (`designspec`, `json`, `jsonc`, …).
    var languageId: String
    /// The version of this text.
    var version: Int
    /// The full text.
    var text: String
}
