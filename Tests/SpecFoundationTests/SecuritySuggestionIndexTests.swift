import SpecTestSupport
import XCTest
@testable import SpecFoundation

/// "Did you mean" over thousands of names must not compare each misspelling with every name
/// (issue 16, item 5), and must answer exactly as the pairwise comparison does.
final class SecuritySuggestionIndexTests: XCTestCase {
    /// Bytes that make near misses likely: few letters, both cases, a digit, punctuation, a
    /// two-byte letter (`é` is two bytes that lowercasing leaves alone).
    private static let alphabet = ["a", "b", "c", "A", "B", "1", "-", ".", "é"]
    private static let policies: [Suggester.Policy] = [.closest, .distinct, .caseOrPrefixFirst, .closestOrContaining]

    private func randomName(_ random: inout SplitMix64, maximumLength: Int) -> String {
        let length = Int(random.next() % UInt64(maximumLength + 1))
        return (0..<length).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }.joined()
    }

    /// `name` with up to four random insertions, deletions, substitutions or swaps of neighbours.
    private func misspelled(_ name: String, _ random: inout SplitMix64) -> String {
        var characters = Array(name)
        for _ in 0..<Int(random.next() % 5) {
            let position = characters.isEmpty ? 0 : Int(random.next() % UInt64(characters.count))
            let letter = Character(Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))])
            switch random.next() % 4 {
            case 0: characters.insert(letter, at: position)
            case 1 where !characters.isEmpty: characters.remove(at: position)
            case 2 where !characters.isEmpty: characters[position] = letter
            case 3 where position + 1 < characters.count: characters.swapAt(position, position + 1)
            default: break
            }
        }
        return String(characters)
    }

    func testTheIndexAnswersExactlyAsComparingEveryName() {
        var random = SplitMix64(seed: 16)
        for round in 0..<150 {
            let candidates = (0..<Int(random.next() % 40)).map { _ in randomName(&random, maximumLength: 14) }
            let index = SpellingIndex(candidates)
            for _ in 0..<10 {
                let query =
                    candidates.isEmpty || random.next() % 3 == 0
                    ? randomName(&random, maximumLength: 16)
                    : misspelled(candidates[Int(random.next() % UInt64(candidates.count))], &random)
                var seen: Set<String> = []
                let distinct = EditDistance.closest(to: query, in: candidates, limit: candidates.count).filter {
                    seen.insert($0).inserted
                }
                for limit in [0, 1, 3, candidates.count + 1] {
                    XCTAssertEqual(
                        index.closest(to: query, limit: limit), EditDistance.closest(to: query, in: candidates, limit: limit),
                        "round \(round): `\(query)` among \(candidates), limit \(limit)")
                    XCTAssertEqual(
                        index.closest(to: query, limit: limit, distinct: true), Array(distinct.prefix(limit)),
                        "round \(round): `\(query)` among \(candidates), limit \(limit), distinct")
                    for policy in Self.policies {
                        XCTAssertEqual(
                            Suggester(candidates, policy: policy).suggestions(for: query, limit: limit),
                            Suggester.suggestions(for: query, in: candidates, policy: policy, limit: limit),
                            "round \(round): `\(query)` among \(candidates), limit \(limit), \(policy)")
                    }
                }
            }
        }
    }

    func testALookupAmongTenThousandNamesVisitsFewOfThem() {
        let words = ["brand", "surface", "text", "accent", "border", "shadow", "overlay", "primary", "secondary", "tertiary"]
        let names = (0..<10_000).map { "\(words[$0 % words.count])\(words[($0 / words.count) % words.count].capitalized)\($0)" }
        let index = SpellingIndex(names)
        let nodes = Set(names.flatMap { name in (1...name.utf8.count).map { name.utf8.prefix($0).map { $0 } } }).count
        var random = SplitMix64(seed: 5)
        for _ in 0..<200 {
            let name = names[Int(random.next() % UInt64(names.count))]
            let query = misspelled(name, &random)
            let visited = index.search(query).visitedNodes
            // Comparing with every name costs a row per byte of every name; the index stays among the
            // branches within the bound of the query.
            XCTAssertLessThan(visited, nodes / 20, "`\(query)` visited \(visited) of \(nodes) nodes")
        }
    }
}
