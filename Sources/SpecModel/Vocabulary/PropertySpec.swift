/// One property of an object in the format: its name, value shape and documentation.
public struct PropertySpec: Sendable, Hashable {
    /// The key as written in a spec.
    public let name: String
    /// What its value must be.
    public let shape: ValueShape
    /// Markdown documentation, 1–3 sentences, with the HIG's figures where it gives them.
    public let summary: String
    /// The HIG section that explains it
    /// (`https://developer.apple.com/design/human-interface-guidelines/<article>#<Anchor>`), if any.
    public let higURL: String?
    /// True for properties this project adds beyond the format page (still part of the format).
    public let isExtension: Bool

    /// Creates a property description.
    public init(_ name: String, _ shape: ValueShape, _ summary: String, hig higURL: String? = nil, isExtension: Bool = false) {
        self.name = name
        self.shape = shape
        self.summary = summary
        self.higURL = higURL
        self.isExtension = isExtension
    }
}
