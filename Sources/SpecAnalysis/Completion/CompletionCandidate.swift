/// One completion candidate, in editor terms: the byte range it replaces and the exact text to insert.
public struct CompletionCandidate: Sendable {
    /// The text shown in the list (a name without quotes).
    public var label: String
    /// What the candidate stands for.
    public var kind: CompletionKind
    /// A short line shown next to the label (`light #FF3B30 · dark #FF453A`, `17 pt regular`).
    public var detail: String?
    /// Markdown documentation; nil when it must be resolved lazily through `resolveKey`.
    public var documentation: String?
    /// UTF-8 byte range to replace: the whole string being typed, quotes included, or an empty range
    /// at the cursor when nothing has been typed.
    public var replaceRange: Range<Int>
    /// The exact replacement text (quoted where JSON needs quotes), in plain text.
    public var newText: String
    /// The same insertion with snippet tab stops (`${1:Title}`), for clients that take snippets; nil
    /// for plain candidates.
    public var snippet: String?
    /// Orders the list: candidates sort by this string, ascending.
    public var sortText: String
    /// The text the client filters on when it differs from `label` (e.g. `"star.fill` when the replaced
    /// range starts at a quote).
    public var filterText: String?
    /// True for deprecated names (old SF Symbol names that were renamed).
    public var isDeprecated: Bool
    /// Key for `DocumentAnalysis.resolveDocumentation(for:format:)` when `documentation` is nil.
    public var resolveKey: String?

    /// Creates a candidate.
    public init(
        label: String, kind: CompletionKind, detail: String? = nil, documentation: String? = nil, replaceRange: Range<Int>,
        newText: String, sortText: String, filterText: String? = nil, isDeprecated: Bool = false, resolveKey: String? = nil,
        snippet: String? = nil
    ) {
        self.snippet = snippet
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.replaceRange = replaceRange
        self.newText = newText
        self.sortText = sortText
        self.filterText = filterText
        self.isDeprecated = isDeprecated
        self.resolveKey = resolveKey
    }
}
