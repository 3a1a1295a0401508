import Foundation
import SpecFoundation

/// The corpus's lazily filled state: the catalog and the articles loaded so far, behind a lock.
final class HIGCorpusStore: Sendable {
    private let state = Locked(State())

    private struct State {
        var catalog: HIGCatalog?
        var articles: [String: HIGArticle] = [:]
        var unreadable: Set<String> = []
    }

    /// The catalog, building it with `load` on first use.
    func catalog(_ load: () -> HIGCatalog) -> HIGCatalog {
        state.withLock { state in
            if let catalog = state.catalog {
                return catalog
            }
            let built = load()
            state.catalog = built
            return built
        }
    }

    /// The article named `slug`, loading it with `load` on first use; a failed load is not retried.
    func article(_ slug: String, _ load: () -> HIGArticle?) -> HIGArticle? {
        state.withLock { state in
            if let article = state.articles[slug] {
                return article
            }
            if state.unreadable.contains(slug) {
                return nil
            }
            guard let loaded = load() else {
                state.unreadable.insert(slug)
                return nil
            }
            state.articles[slug] = loaded
            return loaded
        }
    }
}
