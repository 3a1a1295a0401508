/// "Did you mean" for short vocabularies the knowledge catalogs do not cover (rule ids, token names):
/// case-insensitive Levenshtein distance, bounded so that only plausible typos are offered.
enum NameSuggestions {
    /// Up to `limit` candidates within a small edit distance of `name`, closest first (ties keep
    /// the candidates' order). The bound is a third of the name's length, at least 1 and at most 4.
    static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let query = Array(name.lowercased().unicodeScalars)
        let bound = max(1, min(4, query.count / 3))
        var scored: [(distance: Int, index: Int)] = []
        for (index, candidate) in candidates.enumerated() {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - query.count) <= bound else { continue }
            let distance = levenshtein(query, other)
            if distance <= bound { scored.append((distance, index)) }
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        var seen: Set<String> = []
        return scored.map { candidates[$0.index] }.filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
    }

    /// The edit distance between two scalar sequences (insertions, deletions, substitutions).
    static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// `a`, `` `a` or `b` ``, `` `a`, `b` or `c` ``: names in backticks for messages.
    static func list(_ names: [String], conjunction: String = "or") -> String {
        let quoted = names.map { "`\($0)`" }
        guard let last = quoted.last else { return "" }
        if quoted.count == 1 { return last }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `iOS`, `iOS and tvOS`, `iOS, tvOS and watchOS`: plain items joined for a sentence.
    static func sentence(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `name` as a JSON string literal, for fixes that replace a whole string node.
    static func jsonQuoted(_ name: String) -> String {
        var result = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
