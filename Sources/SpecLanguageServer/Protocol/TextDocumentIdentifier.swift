/// Names a document by URI (optionally with a version, for `didChange`).
struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    /// The document's URI.
    var uri: String
    /// The version after the change (present in `VersionedTextDocumentIdentifier`).
    var version: Int?
}
