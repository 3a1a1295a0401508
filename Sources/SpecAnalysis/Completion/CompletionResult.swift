/// The completion candidates at a position.
public struct CompletionResult: Sendable {
    /// The candidates, in no particular order (`sortText` orders them).
    public var items: [CompletionCandidate]
    /// True when the list was truncated: the client should ask again as the user types.
    public var isIncomplete: Bool

    /// Creates a result.
    public init(items: [CompletionCandidate], isIncomplete: Bool) {
        self.items = items
        self.isIncomplete = isIncomplete
    }

    /// No candidates.
    public static let empty = CompletionResult(items: [], isIncomplete: false)
}
