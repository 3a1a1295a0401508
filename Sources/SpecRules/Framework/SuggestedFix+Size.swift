import SpecKnowledge
import SpecModel
import SpecSyntax

extension SuggestedFix {
    /// A safe fix that sets every given dimension for which `isWrong(value, required)` holds to `size`'s
    /// (so the finding goes away in one step), titled `Set to 44×44 pt` or `Set the height to 44 pt`;
    /// nil when no given dimension is wrong.
    static func size(
        width widthNode: SyntaxNode?, height heightNode: SyntaxNode?, to size: PointSize, unit: String,
        isWrong: (_ value: Double, _ required: Double) -> Bool
    ) -> SuggestedFix? {
        var edits: [FixEdit] = []
        var names: [String] = []
        for (node, required, name) in [(widthNode, size.width, "width"), (heightNode, size.height, "height")] {
            guard let node, let value = node.numberValue, isWrong(value, required) else { continue }
            edits.append(FixEdit(range: node.range, newText: PointSize.format(required)))
            names.append(name)
        }
        guard let first = edits.first else { return nil }
        let title =
            edits.count == 2
            ? "Set to \(PointSize.format(size.width))×\(PointSize.format(size.height)) \(unit)"
            : "Set the \(names[0]) to \(first.newText) \(unit)"
        return SuggestedFix(
            title: title, range: first.range, newText: first.newText, additionalEdits: Array(edits.dropFirst()), isSafe: true)
    }
}
