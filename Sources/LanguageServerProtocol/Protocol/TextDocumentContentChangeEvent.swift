/// One change: replace `range` with `text`, or the whole document when `range` is absent.
public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    /// The replaced range; nil for a full-text change.
    public var range: LSPRange?
    /// The new text, as UTF-8 bytes (how the server applies it; decoded into them without a `String` on
    /// the way by `DidChangeTextDocumentParams.scanning(body:)`).
    public var textBytes: [UInt8]

    /// The new text.
    public var text: String {
        get { String(decoding: textBytes, as: UTF8.self) }
        set { textBytes = Array(newValue.utf8) }
    }

    /// Creates a value from its members.
    public init(range: LSPRange? = nil, text: String) {
        self.init(range: range, textBytes: Array(text.utf8))
    }

    /// Creates a value from its members, the text as UTF-8 bytes.
    public init(range: LSPRange? = nil, textBytes: [UInt8]) {
        self.range = range
        self.textBytes = textBytes
    }

    private enum CodingKeys: String, CodingKey { case range, text }

    /// Decodes the LSP shape, `text` a JSON string.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            range: try container.decodeIfPresent(LSPRange.self, forKey: .range), text: try container.decode(String.self, forKey: .text))
    }

    /// Encodes the LSP shape, `text` a JSON string.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(range, forKey: .range)
        try container.encode(text, forKey: .text)
    }
}
