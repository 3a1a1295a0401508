import SpecFoundation

/// The "did you mean" indexes of the token names one spec sees, one per kind, each built on first use
/// and then shared by every view of the document and every rule run over it.
final class TokenNameIndexes: Sendable {
    private let indexes = Locked<[TokenKind: Suggester]>([:])

    /// The index of `kind`, built from `names()` the first time it is asked for.
    func index(of kind: TokenKind, names: () -> [String]) -> Suggester {
        indexes.withLock { indexes in
            if let index = indexes[kind] { return index }
            let index = Suggester(names(), policy: .distinct)
            indexes[kind] = index
            return index
        }
    }
}
