/// One HIG article (a page of the guidelines, or an older text filed under its current counterpart page).
public struct HIGArticle: Sendable {
    /// The corpus-unique slug, e.g. `buttons`; older texts filed under a page that also has current text
    /// get a suffix (`tab-bars-ios-2015`, `accessibility-older`).
    public let slug: String
    /// The article title, e.g. `Buttons`.
    public let title: String
    /// The page on Apple's site (for older text: the current counterpart page).
    public let url: String
    /// How authoritative the article's text is.
    public let authority: HIGAuthority
    /// The sections in document order.
    public let sections: [HIGSection]

    /// Builds an article from its decoded file, computing each section's nested headings.
    init?(file: HIGCorpusFormat.Article) {
        guard let authority = HIGAuthority(rawValue: file.authority) else {
            return nil
        }
        slug = file.slug
        title = file.title
        url = file.url
        self.authority = authority
        let raw = file.sections
        sections = raw.indices.map { index in
            let section = raw[index]
            let nested = raw[(index + 1)...].prefix { $0.level > section.level }.map(\.heading)
            return HIGSection(
                articleSlug: file.slug,
                articleTitle: file.title,
                heading: section.heading,
                anchor: section.anchor,
                level: section.level,
                url: section.url,
                authority: authority,
                blocks: section.blocks.compactMap(\.model),
                subsectionHeadings: Array(nested)
            )
        }
    }
}
