/// One section of a HIG article: a heading, its anchor and link, and its content blocks.
///
/// Two sections are equal when they are the same section of the same article (slug, anchor, authority).
public struct HIGSection: Sendable, Hashable {
    /// The slug of the article the section belongs to, e.g. `buttons`.
    public let articleSlug: String
    /// The title of that article, e.g. `Buttons`.
    public let articleTitle: String
    /// The section heading, e.g. `Best practices`.
    public let heading: String
    /// The anchor as Apple forms it (punctuation dropped, spaces → `-`, case kept), e.g. `Best-practices`.
    public let anchor: String
    /// The heading level (2 for top-level sections).
    public let level: Int
    /// The link to show: the section on Apple's site, or the current counterpart page for older text.
    public let url: String
    /// How authoritative the text is.
    public let authority: HIGAuthority

    /// The content, in order.
    let blocks: [HIGBlock]
    /// Headings of the sections nested directly or indirectly under this one, for sections without text.
    let subsectionHeadings: [String]

    init(
        articleSlug: String,
        articleTitle: String,
        heading: String,
        anchor: String,
        level: Int,
        url: String,
        authority: HIGAuthority,
        blocks: [HIGBlock],
        subsectionHeadings: [String]
    ) {
        self.articleSlug = articleSlug
        self.articleTitle = articleTitle
        self.heading = heading
        self.anchor = anchor
        self.level = level
        self.url = url
        self.authority = authority
        self.blocks = blocks
        self.subsectionHeadings = subsectionHeadings
    }

    /// Whether both are the same section of the same article (slug, anchor and authority).
    public static func == (lhs: HIGSection, rhs: HIGSection) -> Bool {
        lhs.articleSlug == rhs.articleSlug && lhs.anchor == rhs.anchor && lhs.authority == rhs.authority
    }

    /// Hashes the identity used by `==`: slug, anchor and authority.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(articleSlug)
        hasher.combine(anchor)
        hasher.combine(authority)
    }
}
