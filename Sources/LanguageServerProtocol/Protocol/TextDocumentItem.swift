/// A document as opened by the client (`textDocument/didOpen`).
public struct TextDocumentItem: Codable, Hashable, Sendable {
    /// The document's URI.
    public var uri: String
    /// The client's language id (`designspec`, `json`, `jsonc`, …).
    public var languageId: String
    /// The version of this text.
    public var version: Int
    /// The full text, as UTF-8 bytes (how the server keeps it; decoded into them without a `String` on
    /// the way by `DidOpenTextDocumentParams.scanning(body:)`).
    public var textBytes: [UInt8]

    /// The full text.
    public var text: String {
        get { String(decoding: textBytes, as: UTF8.self) }
        set { textBytes = Array(newValue.utf8) }
    }

    /// Creates a value from its members.
    public init(uri: String, languageId: String, version: Int, text: String) {
        self.init(uri: uri, languageId: languageId, version: version, textBytes: Array(text.utf8))
    }

    /// Creates a value from its members, the text as UTF-8 bytes.
    public init(uri: String, languageId: String, version: Int, textBytes: [UInt8]) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.textBytes = textBytes
    }

    private enum CodingKeys: String, CodingKey { case uri, languageId, version, text }

    /// Decodes the LSP shape, `text` a JSON string.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            uri: try container.decode(String.self, forKey: .uri),
            languageId: try container.decode(String.self, forKey: .languageId),
            version: try container.decode(Int.self, forKey: .version),
            text: try container.decode(String.self, forKey: .text))
    }

    /// Encodes the LSP shape, `text` a JSON string.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(languageId, forKey: .languageId)
        try container.encode(version, forKey: .version)
        try container.encode(text, forKey: .text)
    }
}
