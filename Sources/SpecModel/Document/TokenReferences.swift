import SpecSyntax

/// The two token namespaces of the format.
public enum TokenKind: String, Sendable, Hashable {
    /// `colors`.
    case color
    /// `typography`.
    case typography

    /// The top-level key that declares tokens of this kind.
    public var sectionKey: String { self == .color ? "colors" : "typography" }
    /// "color token" / "type token", for messages.
    public var phrase: String { self == .color ? "color token" : "type token" }
    /// "Color token" / "Type token", to start a sentence.
    public var sentenceStart: String { self == .color ? "Color token" : "Type token" }
}

/// One place a token's name is written.
public struct TokenOccurrence: Sendable, Hashable {
    /// The token's namespace.
    public let kind: TokenKind
    /// The token's name.
    public let name: String
    /// The string node (a use's value, or the declaration's key); its `contentRange` is the name.
    public let node: SyntaxNode
    /// True for the key in `colors` / `typography` that declares the token.
    public let isDeclaration: Bool
}

/// Every declaration and use of the document's color and type tokens: a use is a string value where
/// the vocabulary expects a color (or a font) that names a declared token.
public struct TokenReferences: Sendable {
    /// Declarations and uses in document order.
    public let occurrences: [TokenOccurrence]

    /// Collects the occurrences in `spec` (one walk of the document).
    public init(spec: DesignSpec) {
        var found: [TokenOccurrence] = []
        for (kind, tokens) in [(TokenKind.color, spec.colorTokens), (.typography, spec.typographyTokens)] {
            found += tokens.map { TokenOccurrence(kind: kind, name: $0.name, node: $0.keyNode, isDeclaration: true) }
        }
        ShapedValueWalk.visit(spec) { node, shape in
            guard node.kind == .string, let name = node.stringValue else { return }
            switch shape {
            case .color where spec.colorToken(named: name) != nil:
                found.append(TokenOccurrence(kind: .color, name: name, node: node, isDeclaration: false))
            case .font where spec.typographyToken(named: name) != nil:
                found.append(TokenOccurrence(kind: .typography, name: name, node: node, isDeclaration: false))
            default:
                break
            }
        }
        occurrences = found.sorted { $0.node.range.lowerBound < $1.node.range.lowerBound }
    }

    /// The occurrence whose string contains byte `offset` (quotes included), if any.
    public func occurrence(at offset: Int) -> TokenOccurrence? {
        occurrences.first { $0.node.range.contains(offset) || $0.node.range.upperBound == offset }
    }

    /// Every occurrence of the token `name` of `kind`, declaration(s) first.
    public func occurrences(of name: String, kind: TokenKind) -> [TokenOccurrence] {
        let matching = occurrences.filter { $0.kind == kind && $0.name == name }
        return matching.filter(\.isDeclaration) + matching.filter { !$0.isDeclaration }
    }
}
