/// How `SpecFormatter` lays a document out.
public struct FormattingOptions: Sendable, Equatable {
    /// Spaces per indentation level (when `insertSpaces`).
    public var tabSize: Int
    /// Indent with spaces (true) or tabs (false).
    public var insertSpaces: Bool
    /// The widest line a container may be kept on when it is short and holds no objects, arrays or comments.
    public var lineWidth: Int

    /// Creates options; `tabSize` is clamped to 1…16.
    public init(tabSize: Int = 2, insertSpaces: Bool = true, lineWidth: Int = 120) {
        self.tabSize = min(max(tabSize, 1), 16)
        self.insertSpaces = insertSpaces
        self.lineWidth = max(lineWidth, 20)
    }

    /// One level of indentation.
    var indentUnit: String { insertSpaces ? String(repeating: " ", count: tabSize) : "\t" }
}
