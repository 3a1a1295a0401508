import SpecSyntax

/// Inline suppression comments: `// designspec-disable-next-line <rule-id>[, <rule-id>…]`.
///
/// A comment suppresses the listed rules (all rules when it lists none) for diagnostics that start
/// on the line after the comment's line.
struct Suppressions {
    static let directive = "designspec-disable-next-line"

    /// Line number → suppressed rule ids (empty set = all rules).
    private var byLine: [Int: Set<String>] = [:]
    /// Built only when the document has a directive (most have none).
    private var lineIndex: LineIndex?

    init(tree: SyntaxTree) {
        for comment in tree.comments where comment.body.contains(Self.directive) {
            let lineIndex = self.lineIndex ?? LineIndex(bytes: tree.bytes)
            self.lineIndex = lineIndex
            let body = comment.body.trimmingCharacters(in: .whitespaces)
            guard body.hasPrefix(Self.directive) else { continue }
            let rest = body.dropFirst(Self.directive.count)
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { continue }
            let ids = rest.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
            let line = lineIndex.line(containing: comment.range.lowerBound) + 1
            byLine[line, default: []].formUnion(ids)
            if ids.isEmpty { byLine[line] = [] }
        }
    }

    /// True when a diagnostic of `ruleID` starting at byte `offset` is suppressed.
    func suppresses(_ ruleID: String, at offset: Int) -> Bool {
        guard let lineIndex, let ids = byLine[lineIndex.line(containing: offset)] else { return false }
        return ids.isEmpty || ids.contains(ruleID)
    }
}
