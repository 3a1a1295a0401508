import SpecSyntax

/// Formats a design spec the same way every time, keeping every comment and every value's text.
///
/// Layout:
/// - An object or array is kept on one line (`{ "type": "text", "text": "Hi" }`, `[1, 2]`) when it
///   holds no object, array or comment and fits in `lineWidth` at its position; otherwise each member
///   goes on its own line, indented one level. So a simple component is one line and a container lists
///   its children one per line, identically on every run.
/// - Strings, numbers and literals are copied byte for byte (escapes and number spellings survive).
/// - A comment stays where it was relative to its neighbours: on its own line before a member, or at
///   the end of the member's line. One blank line between members is kept where the source had any.
/// - Trailing commas are dropped.
///
/// A document with syntax errors is not formatted (`format` returns nil): guessing at broken text could
/// lose the user's words.
public struct SpecFormatter: Sendable {
    /// The layout options.
    public let options: FormattingOptions

    /// Creates a formatter.
    public init(options: FormattingOptions = FormattingOptions()) {
        self.options = options
    }

    /// The formatted document, ending in one newline; nil when the document has syntax errors or is empty.
    public func format(_ tree: SyntaxTree) -> String? {
        guard tree.diagnostics.isEmpty, let root = tree.root else { return nil }
        var writer = LayoutWriter(tree: tree, options: options)
        writer.writeDocument(root)
        return writer.output
    }

    /// The formatted text of the innermost object or array that contains all of `range` (or the whole
    /// document), with the range it replaces; nil when the document has syntax errors.
    ///
    /// The replacement is laid out at the container's own indentation, so formatting a range and then
    /// the whole document give the same text.
    public func format(_ tree: SyntaxTree, range: Range<Int>) -> (range: Range<Int>, text: String)? {
        guard tree.diagnostics.isEmpty, let root = tree.root else { return nil }
        var container = root.innermostNode(at: range.lowerBound)
        while !(container.kind == .object || container.kind == .array) || !container.range.contains(range.lowerBound)
            || container.range.upperBound < range.upperBound
        {
            guard let parent = container.parent else { break }
            container = parent
        }
        guard container.kind == .object || container.kind == .array, container != root else {
            guard let whole = format(tree) else { return nil }
            return (0..<tree.bytes.count, whole)
        }
        var writer = LayoutWriter(tree: tree, options: options, startingAt: container.range.lowerBound)
        let depth = container.ancestors.filter { $0.kind == .object || $0.kind == .array }.count
        let column = writer.indentWidth(depth) + Self.keyPrefixWidth(of: container)
        writer.writeValue(container, depth: depth, column: column)
        return (container.range, writer.output)
    }

    /// The width of `"key": ` before a container that is a property's value, so inline decisions match.
    private static func keyPrefixWidth(of node: SyntaxNode) -> Int {
        guard let property = node.parent, property.kind == .property, let key = property.key else { return 0 }
        return key.range.count + 2
    }
}
