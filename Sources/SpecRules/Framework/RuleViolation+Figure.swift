import SpecKnowledge
import SpecModel
import SpecSyntax

extension RuleViolation {
    /// A violation on the number `node` when `fails(value, figure)`, with a fix that writes the figure;
    /// nil when the node is no finite number, the HIG gives no figure or the value passes.
    /// `message` gets the value and the figure as written in messages (`17`, `17.5`).
    static func number(
        _ node: SyntaxNode?, against figure: Double?, fails: (Double, Double) -> Bool, fixTitle: (String) -> String = { "Set to \($0) pt" },
        message: (_ value: String, _ figure: String) -> String
    ) -> RuleViolation? {
        guard let node, let value = node.numberValue, value.isFinite, let figure, fails(value, figure) else { return nil }
        let written = PointSize.format(figure)
        return RuleViolation(
            range: node.range, message: message(PointSize.format(value), written),
            fix: SuggestedFix(title: fixTitle(written), range: node.range, newText: written))
    }
}

extension RuleContext {
    /// The screens (by index) judged on at least one of `platforms`, with those platforms: one lookup per
    /// screen instead of one per component.
    func judgedScreens(among platforms: [Platform]) -> [Int: [JudgedPlatform]] {
        var result: [Int: [JudgedPlatform]] = [:]
        for screen in spec.screens {
            let judged = judgedPlatforms(for: screen, among: platforms)
            if !judged.isEmpty { result[screen.index] = judged }
        }
        return result
    }

    /// The components of `kind` whose screens are judged on at least one of `platforms`, in document order.
    func components(_ kind: ComponentKind, judgedOnAnyOf platforms: [Platform]) -> [Component] {
        let screens = judgedScreens(among: platforms)
        return components(kind).filter { screens[$0.screenIndex] != nil }
    }
}

extension SyntaxNode {
    /// True when the node can be a color value (a name or hex string, or a variants object); `null`,
    /// numbers and arrays are malformed and left to the format's validation.
    var isColorValue: Bool { kind == .string || kind == .object }
}
