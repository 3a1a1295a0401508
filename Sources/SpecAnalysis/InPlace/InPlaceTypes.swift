/// A short label shown in the text, after a value.
public struct InlayHintItem: Sendable, Hashable {
    /// What the label tells.
    public enum Kind: Sendable, Hashable {
        /// The value a token or system name stands for.
        case value
        /// A point size.
        case size
    }

    /// Byte offset the label is shown at (after the value).
    public let offset: Int
    /// The label, e.g. `#A14700 · dark #FFA94D` or `17 pt iOS · 13 pt macOS`.
    public let label: String
    /// The kind.
    public let kind: Kind
}

/// A classified span for semantic highlighting.
public struct SemanticSpan: Sendable, Hashable {
    /// What the span is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A key the format defines.
        case formatKey
        /// A key the format does not know.
        case unknownKey
        /// A use or the declaration of a color or type token.
        case tokenReference
        /// A system color, text style or SF Symbol name.
        case systemName
        /// A name where a token, system color, text style or symbol belongs that is none of them.
        case unknownName
    }

    /// The string's bytes (quotes excluded).
    public let range: Range<Int>
    /// The kind.
    public let kind: Kind
    /// True for a token's declaration.
    public let isDeclaration: Bool
}

/// A link in the document: a URL written in a string or a comment, or the `$schema` path.
public struct DocumentLinkItem: Sendable, Hashable {
    /// The linked text's bytes.
    public let range: Range<Int>
    /// An absolute URL, or a path relative to the document (`$schema`), which the client's side resolves.
    public let target: String
}
