/// "Did you mean" for any list of names: the candidates within a small, case-insensitive edit
/// distance (a swap of neighbouring letters counts as one edit), closest first.
///
/// The bound grows with the name: one edit for names up to five characters, a third of the length
/// beyond that, at most four. The catalogs' own `suggestions(for:limit:)` use the same measure.
public enum SpellingSuggestions {
    /// Up to `limit` entries of `candidates` close to `name`, closest first; ties keep the candidates'
    /// order. A candidate equal to `name` except for case is included (distance 0).
    public static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        EditDistance.closest(to: name, in: candidates, limit: limit)
    }
}
