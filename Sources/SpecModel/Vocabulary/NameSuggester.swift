/// "Did you mean" for format keys and enumerated values: the closest candidate by case-insensitive
/// edit distance, within a bound that grows with the name's length.
enum NameSuggester {
    /// The candidate closest to `name`: a case-insensitive equal first, then the shortest candidate that
    /// starts with `name` (3 or more characters typed), else the smallest edit distance within 1 for names
    /// up to 3 characters, else `min(3, max(2, name.count / 3))` (earlier candidates win ties); nil when
    /// none is close.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = Array(name.lowercased().utf8)
        guard !lowered.isEmpty, lowered.count <= 64 else { return nil }
        if let equal = candidates.first(where: { $0.lowercased() == name.lowercased() && $0 != name }) { return equal }
        if lowered.count >= 3 {
            let prefixed = candidates.filter { $0.count > name.count && $0.lowercased().hasPrefix(name.lowercased()) }
            if let shortest = prefixed.min(by: { $0.count < $1.count }) { return shortest }
        }
        let bound = lowered.count <= 3 ? 1 : min(3, max(2, lowered.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().utf8)
            guard abs(other.count - lowered.count) <= bound, let distance = distance(lowered, other, bound: bound) else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance of `a` and `b` when it is at most `bound`, else nil.
    static func distance(_ a: [UInt8], _ b: [UInt8], bound: Int) -> Int? {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= bound ? max(a.count, b.count) : nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > bound { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
