import LanguageServerProtocol
import SpecSyntax
import SpecWorkspace

/// One open document as the server edits it: its URI and kind, and a working copy of its version
/// and text — the host's (`SpecHost`) current version, to which an edit's changes are applied
/// before the result goes back to the host. The server keeps no text of its own.
struct OpenDocument: Sendable {
    /// The document's URI.
    let uri: String
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
        path = FromProtocol.path(ofURI: item.uri)
        self.isDesignSpec = isDesignSpec(path)
        version = item.version
        lineIndex = LineIndex(bytes: item.textBytes)
    }

    /// The document `identity` names, at the host's version `text`.
    init(_ identity: OpenDocumentIdentity, text: HostDocument) {
        uri = identity.uri
        path = identity.path
        isDesignSpec = identity.isDesignSpec
        version = text.version
        lineIndex = text.lineIndex
    }

    /// The URI, path and kind, without the text.
    var identity: OpenDocumentIdentity {
        OpenDocumentIdentity(uri: uri, path: path, isDesignSpec: isDesignSpec)
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

/// Which document a URI names: its path (the host's key for it) and whether it is a design spec.
struct OpenDocumentIdentity: Sendable, Hashable {
    /// The document's URI.
    let uri: String
    /// The file system path of the URI; the host keys the document's text by it.
    let path: String
    /// Whether the path ends in `.design.json` / `.design.jsonc`.
    let isDesignSpec: Bool
}
