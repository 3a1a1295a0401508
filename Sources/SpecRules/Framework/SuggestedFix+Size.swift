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
        func edit(_ node: SyntaxNode?, _ required: Double) -> FixEdit? {
            guard let node, let value = node.numberValue, isWrong(value, required) else { return nil }
            return FixEdit(range: node.range, newText: PointSize.format(required))
        }
        let title: String
        let first: FixEdit
        var additional: [FixEdit] = []
        switch (edit(widthNode, size.width), edit(heightNode, size.height)) {
        case (let width?, let height?):
            title = "Set to \(width.newText)×\(height.newText) \(unit)"
            first = width
            additional = [height]
        case (let width?, nil):
            title = "Set the width to \(width.newText) \(unit)"
            first = width
        case (nil, let height?):
            title = "Set the height to \(height.newText) \(unit)"
            first = height
        case (nil, nil):
            return nil
        }
        return SuggestedFix(title: title, range: first.range, newText: first.newText, additionalEdits: additional, isSafe: true)
    }
}
