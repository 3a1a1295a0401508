import Foundation

/// The bundled Human Interface Guidelines: current articles plus older texts filed under the current
/// pages they correspond to.
///
/// Lookups read a small index first and then only the article file they need, so the first lookup is cheap.
/// All lookups return `nil` (or an empty array) for unknown input; none of them traps.
public final class HIGCorpus: Sendable {
    /// The corpus bundled with this module.
    public static let shared = HIGCorpus(readJSON: { ResourceLoader.data(named: $0, extension: "json", subdirectory: "hig") })

    private let readJSON: @Sendable (String) -> Data?
    private let store = HIGCorpusStore()

    /// Creates a corpus that reads `<name>.json` files (`index` and one per article) through `readJSON`.
    init(readJSON: @escaping @Sendable (String) -> Data?) {
        self.readJSON = readJSON
    }

    /// Every article slug, in index order (current articles first).
    public var articleSlugs: [String] {
        catalog.entries.map(\.slug)
    }

    /// The article with this corpus slug, e.g. `buttons`, `navigation-bars` or `accessibility-older`.
    public func article(slug: String) -> HIGArticle? {
        guard let position = catalog.positionBySlug[slug] else {
            return nil
        }
        return article(at: position)
    }

    /// The section a HIG link points to, e.g.
    /// `https://developer.apple.com/design/human-interface-guidelines/buttons#Best-practices`.
    ///
    /// A link without an anchor yields the first section of the page. Current text is preferred; when the
    /// current page lacks the anchor, older texts filed under the same page are searched. Anchors match
    /// exactly first, then ignoring punctuation and case (`#iOS,-iPadOS` finds `iOS-iPadOS`).
    public func section(url: String) -> HIGSection? {
        guard let reference = HIGReference(url: url) else {
            return nil
        }
        let catalog = catalog
        let positions = catalog.positionsByPage[reference.slug] ?? []
        guard let anchor = reference.anchor else {
            return positions.lazy.compactMap { self.article(at: $0)?.sections.first }.first
        }
        return section(anchor: anchor, in: positions)
    }

    /// The section of one article with this anchor (exact, then ignoring punctuation and case).
    public func section(article: String, anchor: String) -> HIGSection? {
        guard let position = catalog.positionBySlug[article] else {
            return nil
        }
        let bare = anchor.hasPrefix("#") ? String(anchor.dropFirst()) : anchor
        return section(anchor: bare, in: [position])
    }

    /// Sections about a topic: articles whose title or slug contains the keyword (their first section),
    /// then sections whose heading contains it. Case, `-` and `_` are ignored; current text comes first.
    public func sections(forTopic keyword: String) -> [HIGSection] {
        let needle = Self.topicKey(keyword)
        guard !needle.isEmpty else {
            return []
        }
        var hits: [(rank: Int, group: Int, order: Int, position: Int, anchor: String)] = []
        for (position, entry) in catalog.entries.enumerated() {
            let rank = entry.authority.rank
            if Self.topicKey(entry.title).contains(needle) || Self.topicKey(entry.slug).contains(needle),
                let first = entry.sections.first
            {
                hits.append((rank, 0, position * 1000, position, first.anchor))
            }
            for (offset, section) in entry.sections.enumerated() where Self.topicKey(section.heading).contains(needle) {
                hits.append((rank, 1, position * 1000 + offset, position, section.anchor))
            }
        }
        hits.sort { ($0.rank, $0.group, $0.order) < ($1.rank, $1.group, $1.order) }
        var seen: Set<HIGSection> = []
        var result: [HIGSection] = []
        for hit in hits {
            guard let section = article(at: hit.position)?.sections.first(where: { $0.anchor == hit.anchor }),
                seen.insert(section).inserted
            else {
                continue
            }
            result.append(section)
        }
        return result
    }

    // MARK: - Loading

    private var catalog: HIGCatalog {
        store.catalog {
            guard let data = readJSON("index"),
                let index = try? JSONDecoder().decode(HIGCorpusFormat.Index.self, from: data)
            else {
                return .empty
            }
            return HIGCatalog(index: index)
        }
    }

    private func article(at position: Int) -> HIGArticle? {
        let entries = catalog.entries
        guard entries.indices.contains(position) else {
            return nil
        }
        let entry = entries[position]
        return store.article(entry.slug) {
            guard let data = readJSON(entry.file),
                let file = try? JSONDecoder().decode(HIGCorpusFormat.Article.self, from: data)
            else {
                return nil
            }
            return HIGArticle(file: file)
        }
    }

    /// Finds the anchor in the articles at `positions` (in order): exact match anywhere first, then by key.
    private func section(anchor: String, in positions: [Int]) -> HIGSection? {
        let entries = catalog.entries
        let exact = positions.first { entries[$0].sections.contains { $0.anchor == anchor } }
        if let position = exact {
            return article(at: position)?.sections.first { $0.anchor == anchor }
        }
        let key = HIGReference.anchorKey(anchor)
        guard !key.isEmpty else {
            return nil
        }
        for position in positions {
            if let match = entries[position].sections.first(where: { HIGReference.anchorKey($0.anchor) == key }) {
                return article(at: position)?.sections.first { $0.anchor == match.anchor }
            }
        }
        return nil
    }

    /// Lowercased, with `-` and `_` as spaces and runs of whitespace collapsed.
    private static func topicKey(_ text: String) -> String {
        String(text.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 })
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }
}
