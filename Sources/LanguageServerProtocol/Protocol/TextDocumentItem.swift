/// A document as opened by the client (`textDocument/didOpen`).
public struct TextDocumentItem: Codable, Hashable, Sendable {
    /// The document's URI.
    public var uri: String
    /// The client's language id (`designspec`, `json`, `jsonc`, …).
    public var languageId: String
    /// The version of this text.
    public var version: Int
    /// The full text.
    public var text: String

    /// Creates a value from its members.
    public init(uri: String, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}
