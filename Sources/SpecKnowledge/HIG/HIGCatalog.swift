/// The decoded `index.json`: article entries with lookup tables by slug and by page.
struct HIGCatalog: Sendable {
    /// One article as the index describes it.
    struct Entry: Sendable {
        let slug: String
        let title: String
        let authority: HIGAuthority
        let file: String
        /// The slug of the Apple page the article is filed under (its own slug for current articles).
        let pageSlug: String
        let sections: [HIGCorpusFormat.IndexSection]
    }

    /// Entries in index order.
    let entries: [Entry]
    /// Entry position by article slug.
    let positionBySlug: [String: Int]
    /// Entry positions by page slug, most authoritative first.
    let positionsByPage: [String: [Int]]

    /// An empty catalog, used when the index cannot be read.
    static let empty = HIGCatalog(index: HIGCorpusFormat.Index(formatVersion: 1, articles: []))

    /// Builds the lookup tables; entries with an unknown authority or a non-HIG URL are skipped.
    init(index: HIGCorpusFormat.Index) {
        entries = index.articles.compactMap { article in
            guard let authority = HIGAuthority(rawValue: article.authority),
                let page = HIGReference(url: article.url)
            else {
                return nil
            }
            return Entry(
                slug: article.slug,
                title: article.title,
                authority: authority,
                file: article.file,
                pageSlug: page.slug,
                sections: article.sections
            )
        }
        var bySlug: [String: Int] = [:]
        var byPage: [String: [Int]] = [:]
        for (position, entry) in entries.enumerated() where bySlug[entry.slug] == nil {
            bySlug[entry.slug] = position
            byPage[entry.pageSlug, default: []].append(position)
        }
        positionBySlug = bySlug
        let ranked = entries.map(\.authority.rank)
        positionsByPage = byPage.mapValues { positions in
            positions.sorted { (ranked[$0], $0) < (ranked[$1], $1) }
        }
    }
}
