import SpecSyntax

/// Writes one layout of a syntax tree: the recursive walk behind `SpecFormatter`.
struct LayoutWriter {
    let tree: SyntaxTree
    let options: FormattingOptions
    /// The text written so far.
    private(set) var output = ""
    /// Index of the first comment not yet written.
    private var nextComment = 0

    /// A writer that starts at `offset`: comments before it belong to text it does not write.
    init(tree: SyntaxTree, options: FormattingOptions, startingAt offset: Int = 0) {
        self.tree = tree
        self.options = options
        while nextComment < tree.comments.count, tree.comments[nextComment].range.lowerBound < offset { nextComment += 1 }
    }

    /// Writes the whole document: comments before the root, the root, comments after it, a final newline.
    mutating func writeDocument(_ root: SyntaxNode) {
        for comment in comments(before: root.range.lowerBound) {
            output += text(of: comment) + "\n"
        }
        writeValue(root, depth: 0, column: 0)
        let trailing = comments(before: tree.bytes.count + 1)
        for (index, comment) in trailing.enumerated() {
            let sameLine = index == 0 && !newlineBetween(root.range.upperBound, comment.range.lowerBound)
            output += (sameLine ? " " : "\n") + text(of: comment)
        }
        output += "\n"
    }

    /// Writes `node` as a value whose first character lands at `column` on a line indented `depth` levels.
    mutating func writeValue(_ node: SyntaxNode, depth: Int, column: Int) {
        switch node.kind {
        case .object, .array:
            writeContainer(node, depth: depth, column: column)
        default:
            output += source(node.range)
        }
    }

    /// Columns taken by `depth` levels of indentation (a tab counts as `tabSize`).
    func indentWidth(_ depth: Int) -> Int { depth * options.tabSize }

    // MARK: Containers

    private mutating func writeContainer(_ node: SyntaxNode, depth: Int, column: Int) {
        let (open, close) = node.kind == .object ? ("{", "}") : ("[", "]")
        let members = node.children
        let innerComments = commentCount(in: node.range)
        if members.isEmpty && innerComments == 0 {
            output += open + close
            return
        }
        if innerComments == 0, let inline = inlineText(of: node), column + inline.count <= options.lineWidth {
            output += inline
            return
        }
        output += open
        let indent = String(repeating: options.indentUnit, count: depth + 1)
        var previousEnd = node.range.lowerBound + 1
        for (index, member) in members.enumerated() {
            let leading = comments(before: member.range.lowerBound)
            var first = true
            for comment in leading {
                // A comment right after the opening bracket on its line stays there.
                if first && index == 0 && !newlineBetween(previousEnd, comment.range.lowerBound) {
                    output += " " + text(of: comment)
                } else {
                    output += "\n" + blankLineBefore(comment.range.lowerBound, after: previousEnd) + indent + text(of: comment)
                }
                previousEnd = comment.range.upperBound
                first = false
            }
            output += "\n" + blankLineBefore(member.range.lowerBound, after: previousEnd) + indent
            writeMember(member, depth: depth + 1, column: indentWidth(depth + 1))
            if index < members.count - 1 { output += "," }
            previousEnd = member.range.upperBound
            let limit = index < members.count - 1 ? members[index + 1].range.lowerBound : node.range.upperBound - 1
            writeTrailingComments(after: &previousEnd, before: limit, indent: indent)
        }
        for comment in comments(before: node.range.upperBound - 1) {
            output += "\n" + blankLineBefore(comment.range.lowerBound, after: previousEnd) + indent + text(of: comment)
            previousEnd = comment.range.upperBound
        }
        output += "\n" + String(repeating: options.indentUnit, count: depth) + close
    }

    /// Comments after a member on the same line as its end stay at the end of the line.
    private mutating func writeTrailingComments(after end: inout Int, before limit: Int, indent: String) {
        while nextComment < tree.comments.count {
            let comment = tree.comments[nextComment]
            guard comment.range.lowerBound < limit, !newlineBetween(end, comment.range.lowerBound) else { return }
            output += " " + text(of: comment)
            end = comment.range.upperBound
            nextComment += 1
        }
    }

    private mutating func writeMember(_ member: SyntaxNode, depth: Int, column: Int) {
        guard member.kind == .property else {
            writeValue(member, depth: depth, column: column)
            return
        }
        guard let key = member.key else { return }
        let keyText = source(key.range)
        output += keyText + ": "
        guard let value = member.value else { return }
        // Comments between the key and the value stay there; a line comment keeps its line break.
        for comment in comments(before: value.range.lowerBound) {
            output += text(of: comment)
            output += comment.isLineComment ? "\n" + String(repeating: options.indentUnit, count: depth + 1) : " "
        }
        writeValue(value, depth: depth, column: column + keyText.count + 2)
    }

    /// The one-line form of a container that holds only scalars (no objects, arrays or comments), or nil.
    private func inlineText(of node: SyntaxNode) -> String? {
        var parts: [String] = []
        for member in node.children {
            if member.kind == .property {
                guard let key = member.key, let value = member.value, !value.isContainer else { return nil }
                parts.append(source(key.range) + ": " + source(value.range))
            } else {
                guard !member.isContainer else { return nil }
                parts.append(source(member.range))
            }
        }
        return node.kind == .object ? "{ " + parts.joined(separator: ", ") + " }" : "[" + parts.joined(separator: ", ") + "]"
    }

    // MARK: Source text

    private func source(_ range: Range<Int>) -> String {
        String(decoding: tree.bytes[range], as: UTF8.self)
    }

    /// A comment's text; a block comment's continuation lines keep their own indentation.
    private func text(of comment: Comment) -> String {
        var text = source(comment.range)
        while let last = text.last, last == " " || last == "\t" || last == "\r" || last == "\n" { text.removeLast() }
        return text
    }

    /// Takes the comments that start before `offset` and have not been written.
    private mutating func comments(before offset: Int) -> [Comment] {
        var result: [Comment] = []
        while nextComment < tree.comments.count, tree.comments[nextComment].range.lowerBound < offset {
            result.append(tree.comments[nextComment])
            nextComment += 1
        }
        return result
    }

    private func commentCount(in range: Range<Int>) -> Int {
        var count = 0
        var index = nextComment
        while index < tree.comments.count, tree.comments[index].range.lowerBound < range.upperBound {
            if tree.comments[index].range.lowerBound >= range.lowerBound { count += 1 }
            index += 1
        }
        return count
    }

    /// "\n" when the source had a blank line between `start` and `end`, else "".
    private func blankLineBefore(_ end: Int, after start: Int) -> String {
        guard start < end else { return "" }
        var newlines = 0
        for byte in tree.bytes[start..<end] where byte == UInt8(ascii: "\n") {
            newlines += 1
            if newlines >= 2 { return "\n" }
        }
        return ""
    }

    /// True when a line break lies between byte offsets `start` and `end` (false when `end <= start`).
    private func newlineBetween(_ start: Int, _ end: Int) -> Bool {
        guard start < end else { return false }
        return tree.bytes[start..<end].contains(UInt8(ascii: "\n"))
    }
}

extension SyntaxNode {
    /// True for objects and arrays.
    var isContainer: Bool { kind == .object || kind == .array }
}
