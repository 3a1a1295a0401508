/// Names a document by URI (optionally with a version, for `didChange`).
public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    /// The document's URI.
    public var uri: String
    /// The version after the change (present in `VersionedTextDocumentIdentifier`).
    public var version: Int?

    /// Creates a value from its members.
    public init(uri: String, version: Int? = nil) {
        self.uri = uri
        self.version = version
    }
}
