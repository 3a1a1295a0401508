import SpecKnowledge
import SpecModel
import SpecSyntax

/// Follows a color string through color tokens to the system color it names, if any.
enum SystemColorLookup {
    /// The system color `node` names directly or through a chain of tokens, with the token
    /// definitions passed on the way (nil when the chain ends in a hex, a variants object, nothing, or cycles).
    static func systemColor(for node: SyntaxNode, in spec: DesignSpec) -> (color: SystemColor, tokens: [Token])? {
        var current = node
        var tokens: [Token] = []
        for _ in 0..<ColorResolver.maximumTokenDepth {
            guard current.kind == .string, let text = current.stringValue, !text.hasPrefix("#") else { return nil }
            if let token = spec.colorToken(named: text) {
                guard let value = token.valueNode else { return nil }
                tokens.append(token)
                current = value
                continue
            }
            if SystemColorCatalog.accentColorNames.contains(text), let accent = spec.accentColorNode {
                // The app's accent color: whatever the spec names as its accent.
                current = accent
                continue
            }
            return SystemColorCatalog.shared.colorOrStyle(named: text).map { ($0, tokens) }
        }
        return nil
    }
}
