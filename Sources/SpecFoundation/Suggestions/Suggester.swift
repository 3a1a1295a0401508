/// "Did you mean": the project's one suggester. Every misspelled name — a format key or value, a
/// token, a rule id, a color or text style, a command-line word, a configuration key, an import
/// path — is matched here, by one measure (`EditDistance`: case-insensitive, a swap of neighbouring
/// letters counts as one edit) and one bound (one edit for names up to five characters, a third of
/// the length beyond that, at most four), closest first, ties in the candidates' order.
///
/// What differs between callers is named by a `Policy`. Ask once with
/// `suggestions(for:in:policy:limit:)`; when one list meets many misspellings (every unknown token
/// reference of a spec), build a `Suggester` once: it indexes the names in a trie, so a question
/// walks only the branches within the bound instead of comparing every name.
public struct Suggester: Sendable {
    /// How the candidates within the bound are chosen and ordered.
    public enum Policy: Sendable {
        /// Every candidate within the bound, closest first; a wrong-case spelling suggests the right
        /// one (distance 0), and a name listed twice may be suggested twice.
        case closest
        /// Like `closest`, but a name listed more than once counts once, at its first place.
        case distinct
        /// Format keys and enumerated values: a candidate equal but for case first, then (for three
        /// or more characters typed) the shortest candidate that starts with the name, then the
        /// closest others; never the name itself, nothing for names over 64 bytes.
        case caseOrPrefixFirst
        /// Command-line words: the closest, else the shortest candidate that contains the word (three
        /// or more characters), so `touch` suggests `min-touch-target`.
        case closestOrContaining
    }

    /// The names, in the order given.
    public var candidates: [String] { index.candidates }
    /// How the names are chosen.
    public let policy: Policy
    private let index: SpellingIndex

    /// Indexes `candidates` for many questions under `policy`.
    public init(_ candidates: [String], policy: Policy = .closest) {
        self.index = SpellingIndex(candidates)
        self.policy = policy
    }

    /// Up to `limit` candidates for `name`, best first.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        Self.suggestions(for: name, among: candidates, policy: policy, limit: limit) { name, limit, distinct in
            index.closest(to: name, limit: limit, distinct: distinct)
        }
    }

    /// Up to `limit` entries of `candidates` for `name` under `policy`, best first: one question,
    /// answered by comparing `name` with each candidate.
    public static func suggestions(for name: String, in candidates: [String], policy: Policy = .closest, limit: Int = 3)
        -> [String]
    {
        suggestions(for: name, among: candidates, policy: policy, limit: limit) { name, limit, distinct in
            let ranked = EditDistance.closest(to: name, in: candidates, limit: distinct ? candidates.count : limit)
            return distinct ? Array(ranked.uniqued().prefix(limit)) : ranked
        }
    }

    /// The best candidate for `name` under `policy`, or nil when none is close.
    public static func suggestion(for name: String, in candidates: [String], policy: Policy = .closest) -> String? {
        suggestions(for: name, in: candidates, policy: policy, limit: 1).first
    }

    /// `policy` applied over `closest`, which ranks the candidates within the bound (with or
    /// without repeats), the same way whether it looks them up in the index or compares each one.
    private static func suggestions(
        for name: String,
        among candidates: [String],
        policy: Policy,
        limit: Int,
        closest: (_ name: String, _ limit: Int, _ distinct: Bool) -> [String]
    ) -> [String] {
        guard limit > 0 else { return [] }
        switch policy {
        case .closest:
            return closest(name, limit, false)
        case .distinct:
            return closest(name, limit, true)
        case .caseOrPrefixFirst:
            let lowered = name.lowercased()
            guard !lowered.isEmpty, lowered.utf8.count <= 64 else { return [] }
            var chosen: [String] = []
            if let equal = candidates.first(where: { $0.lowercased() == lowered && $0 != name }) { chosen.append(equal) }
            if lowered.count >= 3 {
                let prefixed = candidates.filter { $0.count > name.count && $0.lowercased().hasPrefix(lowered) }
                if let shortest = prefixed.min(by: { $0.count < $1.count }) { chosen.append(shortest) }
            }
            if chosen.count < limit {
                chosen += closest(name, limit + chosen.count + 1, true).filter { $0 != name }
            }
            return Array(chosen.uniqued().prefix(limit))
        case .closestOrContaining:
            guard !name.isEmpty else { return [] }
            let ranked = closest(name, limit, false)
            guard ranked.isEmpty else { return ranked }
            let lowered = name.lowercased()
            guard lowered.count >= 3 else { return [] }
            return candidates.filter { $0.lowercased().contains(lowered) }.min { $0.count < $1.count }.map { [$0] } ?? []
        }
    }
}

extension Array where Element == String {
    /// The strings without repeats, each at its first place.
    fileprivate func uniqued() -> [String] {
        var seen: Set<String> = []
        return filter { seen.insert($0).inserted }
    }
}
