import Foundation

/// The corpus's lazily filled state: the catalog and the articles loaded so far, behind a lock.
final class HIGCorpusStore: @unchecked Sendable {
    private let lock = NSLock()
    private var catalog: HIGCatalog?
    private var articles: [String: HIGArticle] = [:]
    private var unreadable: Set<String> = []

    /// The catalog, building it with `load` on first use.
    func catalog(_ load: () -> HIGCatalog) -> HIGCatalog {
        lock.lock()
        defer { lock.unlock() }
        if let catalog {
            return catalog
        }
        let built = load()
        catalog = built
        return built
    }

    /// The article named `slug`, loading it with `load` on first use; a failed load is not retried.
    func article(_ slug: String, _ load: () -> HIGArticle?) -> HIGArticle? {
        lock.lock()
        defer { lock.unlock() }
        if let article = articles[slug] {
            return article
        }
        if unreadable.contains(slug) {
            return nil
        }
        guard let loaded = load() else {
            unreadable.insert(slug)
            return nil
        }
        articles[slug] = loaded
        return loaded
    }
}
