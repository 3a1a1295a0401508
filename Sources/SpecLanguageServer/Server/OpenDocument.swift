import LanguageServerProtocol
import SpecSyntax

/// The text of one open document, as UTF-8 bytes with their line index, and its version.
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
    /// The current text and its line index (one per version, kept up to date edit by edit).
    private(set) var lineIndex: LineIndex

    /// The current text.
    var bytes: [UInt8] { lineIndex.bytes }

    /// Creates a document as opened.
    init(item: TextDocumentItem, isDesignSpec: (String) -> Bool) {
        uri = item.uri
        languageId = item.languageId
        path = FromProtocol.path(ofURI: item.uri)
        self.isDesignSpec = isDesignSpec(path)
        version = item.version
        lineIndex = LineIndex(bytes: item.textBytes)
    }

    /// Applies `changes` in order (ranges in `encoding`), moves to `newVersion`, and returns the one
    /// byte edit that covers them all, so the next analysis reparses without comparing texts.
    ///
    /// Each incremental change's range is resolved against the text as left by the previous change;
    /// the line index is updated for each change (only the lines it touches are scanned). A change
    /// without a range (the whole text) is located by one scan of the common prefix and suffix, and
    /// the line index rescans only the lines inside what that scan found.
    @discardableResult
    mutating func apply(_ changes: [TextDocumentContentChangeEvent], newVersion: Int?, encoding: PositionEncoding) -> ByteEdit {
        var index = lineIndex
        var edit = ByteEdit.unchanged
        for change in changes {
            let replacement = change.textBytes
            if let range = change.range {
                let byteRange = FromProtocol(lineIndex: index, encoding: encoding).byteRange(range)
                index = index.replacing(byteRange, with: replacement)
                edit = edit.followed(by: ByteEdit(range: byteRange, newLength: replacement.count))
            } else {
                let wholeText = ByteEdit.between(index.bytes, replacement)
                edit = edit.followed(by: wholeText)
                index = index.replacingText(with: replacement, edit: wholeText)
            }
        }
        lineIndex = index
        version = newVersion ?? version + 1
        return edit
    }
}
