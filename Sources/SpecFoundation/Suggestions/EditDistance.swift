/// Bounded, case-insensitive edit distance (optimal string alignment: insertions, deletions,
/// substitutions and swaps of adjacent characters each count 1) over ASCII-lowercased bytes, behind
/// every "did you mean" suggestion in the project (`Suggester`; `SymbolCatalog` ranks its packed
/// names with these primitives directly).
public enum EditDistance {
    /// The largest distance worth suggesting for a query of `length` bytes: 1 for very short names,
    /// growing to a third of the length, at most 4.
    public static func suggestionBound(forLength length: Int) -> Int {
        min(4, max(1, length / 3))
    }

    /// Lowercases ASCII letters in `bytes`; other bytes are unchanged.
    public static func lowercased<S: Sequence>(_ bytes: S) -> [UInt8] where S.Element == UInt8 {
        bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    }

    /// The edit distance between `a` and `b` when it is at most `bound`, otherwise nil.
    ///
    /// Runs in O(len(a) · (2·bound + 1)) by only filling the diagonal band, and returns early once every
    /// cell of a row exceeds the bound. `scratch` is reused between calls to avoid allocation.
    public static func distance(
        _ a: UnsafeBufferPointer<UInt8>,
        _ b: UnsafeBufferPointer<UInt8>,
        bound: Int,
        scratch: inout [Int]
    ) -> Int? {
        let n = a.count
        let m = b.count
        if abs(n - m) > bound { return nil }
        if n == 0 { return m }
        if m == 0 { return n }
        let infinity = bound + 1
        let width = m + 1
        if scratch.count < 3 * width { scratch = [Int](repeating: 0, count: 3 * width) }
        return scratch.withUnsafeMutableBufferPointer { rows -> Int? in
            var beforePrevious = 2 * width
            var previous = 0
            var current = width
            for j in 0...m { rows[previous + j] = j <= bound ? j : infinity }
            for i in 1...n {
                let low = max(1, i - bound)
                let high = min(m, i + bound)
                rows[current] = i <= bound ? i : infinity
                if low > 1 { rows[current + low - 1] = infinity }
                var rowMinimum = rows[current]
                let ai = a[i - 1]
                if low <= high {
                    for j in low...high {
                        let substitution = rows[previous + j - 1] + (ai == b[j - 1] ? 0 : 1)
                        let deletion = rows[previous + j] + 1
                        let insertion = rows[current + j - 1] + 1
                        var value = min(substitution, min(deletion, insertion), infinity)
                        if i > 1, j > 1, ai == b[j - 2], a[i - 2] == b[j - 1] {
                            value = min(value, rows[beforePrevious + j - 2] + 1)
                        }
                        rows[current + j] = value
                        if value < rowMinimum { rowMinimum = value }
                    }
                }
                if high < m { rows[current + high + 1] = infinity }
                if rowMinimum > bound { return nil }
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            let result = rows[previous + m]
            return result <= bound ? result : nil
        }
    }

    /// Ranks `candidates` by distance to `query` (case-insensitive) and returns at most `limit` of them,
    /// closest first; ties keep the candidates' order. Exact (case-insensitive) matches are included
    /// with distance 0 so that a wrong-case spelling suggests the right one.
    static func closest(to query: String, in candidates: [String], limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        let needle = lowercased(query.utf8)
        let bound = suggestionBound(forLength: needle.count)
        var scratch: [Int] = []
        var scored: [(distance: Int, index: Int)] = []
        needle.withUnsafeBufferPointer { needleBuffer in
            for (index, candidate) in candidates.enumerated() {
                let bytes = lowercased(candidate.utf8)
                let distance = bytes.withUnsafeBufferPointer { candidateBuffer in
                    Self.distance(needleBuffer, candidateBuffer, bound: bound, scratch: &scratch)
                }
                if let distance {
                    scored.append((distance, index))
                }
            }
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        return scored.prefix(limit).map { candidates[$0.index] }
    }
}
