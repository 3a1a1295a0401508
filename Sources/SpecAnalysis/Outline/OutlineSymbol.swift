/// One entry of a document's outline.
public struct OutlineSymbol: Sendable, Hashable {
    /// What the entry is; the server maps it to a protocol symbol kind.
    public enum Kind: String, Sendable, Hashable {
        /// A group: `colors`, `typography`, `screens`, a bar.
        case section
        /// A color token.
        case colorToken
        /// A type token.
        case typeToken
        /// A screen.
        case screen
        /// A control people interact with.
        case control
        /// A container of components.
        case container
        /// Any other component (text, image, …).
        case element
    }

    /// The name shown: a token's name, a screen's id or title, a component's id, title or text.
    public let name: String
    /// A short detail: the component kind, the token's value.
    public let detail: String?
    /// The kind.
    public let kind: Kind
    /// The whole entry (e.g. the component's object).
    public let range: Range<Int>
    /// The part to select when the entry is chosen (the key or the name).
    public let selectionRange: Range<Int>
    /// Nested entries.
    public let children: [OutlineSymbol]
}

/// A region an editor can fold.
public struct FoldingRegion: Sendable, Hashable {
    /// Objects and arrays, or comment blocks.
    public enum Kind: Sendable, Hashable {
        /// An object or array spanning several lines.
        case region
        /// Consecutive line comments or a multi-line block comment.
        case comment
    }

    /// From the opening bracket (or the first comment) to the closing bracket (or the last comment).
    public let range: Range<Int>
    /// The kind.
    public let kind: Kind
}
