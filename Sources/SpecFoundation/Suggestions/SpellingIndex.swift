/// "Did you mean" over one list of names asked many times: the names are indexed once, in a trie of
/// their ASCII-lowercased bytes, and each question walks only the branches that stay within the
/// edit-distance bound — not every name.
///
/// `closest(to:limit:)` answers exactly as `EditDistance.closest(to:in:limit:)` over the same list
/// (same measure, same bound, same order, ties by list position). The engine of an indexed
/// `Suggester`, which is how the rest of the project asks.
struct SpellingIndex: Sendable {
    /// The names, in the order given.
    let candidates: [String]
    /// The trie: node 0 is the root; each node's byte, first child and next sibling (-1: none).
    private var bytes: [UInt8] = [0]
    private var firstChild: [Int32] = [-1]
    private var nextSibling: [Int32] = [-1]
    /// The names ending at each node (a list through `nextName`, -1: none), by position in `candidates`.
    private var firstName: [Int32] = [-1]
    private var nextName: [Int32] = []
    /// The length of the longest name, in bytes.
    private var longest = 0

    /// Indexes `candidates`.
    init(_ candidates: [String]) {
        self.candidates = candidates
        nextName = [Int32](repeating: -1, count: candidates.count)
        for (position, candidate) in candidates.enumerated() {
            var node = 0
            for byte in EditDistance.lowercased(candidate.utf8) {
                node = child(of: node, byte: byte)
            }
            nextName[position] = firstName[node]
            firstName[node] = Int32(position)
            longest = max(longest, candidate.utf8.count)
        }
    }

    /// The child of `node` for `byte`, added when missing.
    private mutating func child(of node: Int, byte: UInt8) -> Int {
        var next = Int(firstChild[node])
        while next >= 0 {
            if bytes[next] == byte { return next }
            next = Int(nextSibling[next])
        }
        let added = bytes.count
        bytes.append(byte)
        firstChild.append(-1)
        nextSibling.append(firstChild[node])
        firstName.append(-1)
        firstChild[node] = Int32(added)
        return added
    }

    /// Up to `limit` names close to `name`, closest first; ties keep the names' order. A name equal
    /// to `name` except for case is included (distance 0). With `distinct`, a name listed more than
    /// once counts once, at its first place.
    func closest(to name: String, limit: Int, distinct: Bool = false) -> [String] {
        guard limit > 0 else { return [] }
        let ranked = search(name).matches
        guard distinct else { return ranked.prefix(limit).map { candidates[$0.position] } }
        var seen: Set<String> = []
        var result: [String] = []
        for match in ranked where seen.insert(candidates[match.position]).inserted {
            result.append(candidates[match.position])
            if result.count == limit { break }
        }
        return result
    }

    /// Every name within the bound of `name` with its distance, closest first (then by position),
    /// and how many trie nodes the search computed a row for (the measure of its work).
    func search(_ name: String) -> (matches: [(distance: Int, position: Int)], visitedNodes: Int) {
        let query = EditDistance.lowercased(name.utf8)
        let length = query.count
        let bound = EditDistance.suggestionBound(forLength: length)
        let infinity = bound + 1
        // Row `depth` holds the distances between the node's path (its first `depth` bytes) and the
        // query's first `column` bytes, only inside the band |column - depth| <= bound, at slot
        // `column - depth + bound`: a path longer than the query by more than the bound matches nothing.
        let width = 2 * bound + 1
        let deepest = min(longest, length + bound)
        var rows = [Int](repeating: infinity, count: (deepest + 1) * width)
        var path = [UInt8](repeating: 0, count: deepest + 1)
        for slot in bound..<width where slot - bound <= length { rows[slot] = slot - bound }
        var matches: [(distance: Int, position: Int)] = []
        var visited = 0
        var stack: [(node: Int32, depth: Int)] = []
        var child = firstChild[0]
        while child >= 0 {
            stack.append((child, 1))
            child = nextSibling[Int(child)]
        }
        if length <= bound, rows[length + bound] <= bound {
            var position = Int(firstName[0])
            while position >= 0 {
                matches.append((rows[length + bound], position))
                position = Int(nextName[position])
            }
        }
        rows.withUnsafeMutableBufferPointer { rows in
            path.withUnsafeMutableBufferPointer { path in
                query.withUnsafeBufferPointer { query in
                    while let (node, depth) = stack.popLast() {
                        guard depth <= deepest else { continue }
                        visited += 1
                        let byte = bytes[Int(node)]
                        path[depth] = byte
                        let row = depth * width, previous = row - width, beforePrevious = previous - width
                        var rowMinimum = infinity
                        for slot in 0..<width {
                            let column = depth + slot - bound
                            var value = infinity
                            if column == 0 {
                                value = depth <= bound ? depth : infinity
                            } else if column > 0, column <= length {
                                let substitution = rows[previous + slot] + (byte == query[column - 1] ? 0 : 1)
                                let deletion = slot + 1 < width ? rows[previous + slot + 1] + 1 : infinity
                                let insertion = slot > 0 ? rows[row + slot - 1] + 1 : infinity
                                value = min(substitution, deletion, insertion, infinity)
                                if depth > 1, column > 1, byte == query[column - 2], path[depth - 1] == query[column - 1] {
                                    value = min(value, rows[beforePrevious + slot] + 1)
                                }
                            }
                            rows[row + slot] = value
                            rowMinimum = min(rowMinimum, value)
                        }
                        // No longer path can come back within the bound once a whole row exceeds it.
                        guard rowMinimum <= bound else { continue }
                        // The names ending here, when the query's length lies inside this row's band.
                        let slot = length - depth + bound
                        if slot >= 0, slot < width, rows[row + slot] <= bound {
                            var position = Int(firstName[Int(node)])
                            while position >= 0 {
                                matches.append((rows[row + slot], position))
                                position = Int(nextName[position])
                            }
                        }
                        var child = firstChild[Int(node)]
                        while child >= 0 {
                            stack.append((child, depth + 1))
                            child = nextSibling[Int(child)]
                        }
                    }
                }
            }
        }
        matches.sort { ($0.distance, $0.position) < ($1.distance, $1.position) }
        return (matches, visited)
    }
}
