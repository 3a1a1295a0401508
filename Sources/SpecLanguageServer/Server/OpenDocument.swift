import LanguageServerProtocol
import SpecSyntax

/// The text of one open document, as UTF-8 bytes, with its version.
struct OpenDocument: Sendable {
    /// The document's URI.
    let uri: String
    /// The client's language id.
    let languageId: String
    /// The file system path of the URI (used to decide whether it is a design spec).
    let path: String
    /// Whether the path ends in `.design.json` / `.design.jsonc`.
    let isDesignSpec: Bool
    /// The version of `bytes`.
    private(set) var version: Int
    /// The current text.
    private(set) var bytes: [UInt8]

    /// Creates a document as opened.
    init(item: TextDocumentItem, isDesignSpec: (String) -> Bool) {
        uri = item.uri
        languageId = item.languageId
        path = FromProtocol.path(ofURI: item.uri)
        self.isDesignSpec = isDesignSpec(path)
        version = item.version
        bytes = Array(item.text.utf8)
    }

    /// Applies `changes` in order (ranges in `encoding`) and moves to `newVersion`.
    ///
    /// Each incremental change's range is resolved against the text as left by the previous change.
    mutating func apply(_ changes: [TextDocumentContentChangeEvent], newVersion: Int?, encoding: PositionEncoding) {
        var text = bytes
        for change in changes {
            if let range = change.range {
                let byteRange = FromProtocol(lineIndex: LineIndex(bytes: text), encoding: encoding).byteRange(range)
                text.replaceSubrange(byteRange, with: Array(change.text.utf8))
            } else {
                text = Array(change.text.utf8)
            }
        }
        bytes = text
        version = newVersion ?? version + 1
    }
}
