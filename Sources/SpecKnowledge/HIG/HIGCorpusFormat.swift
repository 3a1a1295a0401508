/// The on-disk format of the bundled corpus in `Resources/hig/`: `index.json` plus one file per article.
///
/// The files are generated once from the seeds (see `Resources/hig/PROVENANCE.md`).
enum HIGCorpusFormat {
    /// `index.json`: every article with its section headings, so a lookup loads one article file.
    struct Index: Decodable, Sendable {
        let formatVersion: Int
        let articles: [IndexArticle]
    }

    /// One article's entry in the index.
    struct IndexArticle: Decodable, Sendable {
        let slug: String
        let title: String
        let url: String
        let authority: String
        let file: String
        let sections: [IndexSection]
    }

    /// One section heading in the index.
    struct IndexSection: Decodable, Sendable {
        let heading: String
        let anchor: String
        let level: Int
    }

    /// `<slug>.json`: one article with its content.
    struct Article: Decodable, Sendable {
        let slug: String
        let title: String
        let url: String
        let authority: String
        let sections: [Section]
    }

    /// One section of an article file.
    struct Section: Decodable, Sendable {
        let heading: String
        let anchor: String
        let level: Int
        let url: String
        let blocks: [Block]
    }

    /// One content block; which fields are present depends on `type`.
    struct Block: Decodable, Sendable {
        let type: String
        let text: String?
        let items: [String]?
        let rows: [[String]]?
        let caption: String?

        /// The block in model terms; `nil` for a type this version does not know (skipped, not fatal).
        var model: HIGBlock? {
            switch type {
            case "paragraph": text.map(HIGBlock.paragraph)
            case "list": items.map(HIGBlock.list)
            case "table": rows.map(HIGBlock.table)
            case "image": HIGBlock.image(caption: caption ?? "")
            default:
                HIGCalloutKind(rawValue: type).flatMap { kind in text.map { HIGBlock.callout(kind, $0) } }
            }
        }
    }
}
