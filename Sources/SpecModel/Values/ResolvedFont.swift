import SpecKnowledge
import SpecSyntax

/// A font value resolved through tokens: a text style, explicit metrics, or both.
public struct ResolvedFont: Sendable, Hashable {
    /// The system text style, when the font is (or starts from) one.
    public var textStyle: String?
    /// An explicit point size.
    public var size: Double?
    /// An explicit weight.
    public var weight: FontWeight?
    /// A custom family name.
    public var family: String?
    /// Whether the font scales with Dynamic Type (text styles always do).
    public var dynamicType: Bool?
    /// How it was written, for messages: `body`, `cardTitle (headline)`, `Avenir Next 15 pt`.
    public var description: String
    /// The node the size came from (for precise ranges), when explicit.
    public var sizeNode: SyntaxNode?
    /// The node the weight came from, when explicit.
    public var weightNode: SyntaxNode?

    /// Creates a resolved font.
    public init(
        textStyle: String? = nil, size: Double? = nil, weight: FontWeight? = nil, family: String? = nil, dynamicType: Bool? = nil,
        description: String, sizeNode: SyntaxNode? = nil, weightNode: SyntaxNode? = nil
    ) {
        self.textStyle = textStyle
        self.size = size
        self.weight = weight
        self.family = family
        self.dynamicType = dynamicType
        self.description = description
        self.sizeNode = sizeNode
        self.weightNode = weightNode
    }

    /// The point size on `platform` at the default content size: explicit, else the text style's.
    public func pointSize(on platform: Platform) -> Double? {
        if let size { return size }
        return textStyle.flatMap { TypographyCatalog.shared.metrics(style: $0, platform: platform)?.size }
    }

    /// The weight on `platform`: explicit, else the text style's, else regular.
    public func effectiveWeight(on platform: Platform) -> FontWeight {
        if let weight { return weight }
        return textStyle.flatMap { TypographyCatalog.shared.metrics(style: $0, platform: platform)?.weight } ?? .regular
    }

    /// True when the font scales with Dynamic Type: text styles do unless `dynamicType` is false;
    /// custom fonts only when `dynamicType` is true.
    public var scalesWithDynamicType: Bool {
        dynamicType ?? (textStyle != nil)
    }
}
