import SpecKnowledge

/// One component kind (`"type"` value): its documentation, traits and the properties it adds to the common ones.
public struct ComponentKindSpec: Sendable, Hashable {
    /// The kind.
    public let kind: ComponentKind
    /// What the kind is: interactive, drawn by the system, showing text, a container, ….
    public let traits: ComponentTraits
    /// The system surface the kind is drawn as, for system-drawn kinds (alerts, action sheets, menus).
    public let surface: SystemSurface?
    /// Markdown documentation, 1–3 sentences.
    public let summary: String
    /// The HIG article (and section) about this kind of control or view, if any.
    public let higURL: String?
    /// Properties specific to this kind, beyond `FormatVocabulary.commonComponentProperties`; a kind-specific
    /// property replaces a common one of the same name.
    public let properties: [PropertySpec]
    /// True for kinds this project adds beyond the format page.
    public let isExtension: Bool
    /// The slug of the HIG article about the kind (`buttons`), which says on which platforms it exists
    /// (read once from `higURL`: rules ask for every component).
    public let article: String?

    /// Creates a kind description.
    public init(
        _ kind: ComponentKind, traits: ComponentTraits, surface: SystemSurface? = nil, _ summary: String, hig higURL: String?,
        properties: [PropertySpec], isExtension: Bool = false
    ) {
        self.kind = kind
        self.traits = traits
        self.surface = surface
        self.summary = summary
        self.higURL = higURL
        self.properties = properties
        self.isExtension = isExtension
        self.article = higURL.flatMap(HIGLink.article(of:))
    }

    /// The kind as written in `"type"`.
    public var name: String { kind.rawValue }

    /// True unless the HIG says this kind of component does not exist on `profile`'s platform.
    public func exists(on profile: PlatformProfile) -> Bool {
        article.map(profile.supports(article:)) ?? true
    }
}
