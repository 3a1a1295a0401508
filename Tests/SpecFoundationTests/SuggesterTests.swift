import SpecFoundation
import XCTest

/// The one suggester: what each policy adds to the closest names by edit distance.
final class SuggesterTests: XCTestCase {
    func testClosestRanksByDistanceThenListOrderAndKeepsRepeats() {
        let names = ["bold", "body", "headline", "body"]
        XCTAssertEqual(Suggester.suggestions(for: "BOLY", in: names), ["bold", "body", "body"])
        XCTAssertEqual(Suggester.suggestions(for: "BODY", in: names, limit: 1), ["body"], "a wrong-case spelling suggests the right one")
        XCTAssertEqual(Suggester.suggestions(for: "zzzz", in: names), [])
        XCTAssertEqual(Suggester.suggestions(for: "body", in: names, limit: 0), [])
    }

    func testDistinctCountsARepeatedNameOnce() {
        let names = ["body", "bold", "body", "bolt"]
        XCTAssertEqual(Suggester.suggestions(for: "boly", in: names, policy: .distinct), ["body", "bold", "bolt"])
        XCTAssertEqual(Suggester(names, policy: .distinct).suggestions(for: "boly"), ["body", "bold", "bolt"])
    }

    func testCaseOrPrefixFirstPrefersAnotherCaseThenTheShortestCompletion() {
        let kinds = ["navigationBar", "navigationStack", "button", "Button"]
        XCTAssertEqual(Suggester.suggestion(for: "button", in: kinds, policy: .caseOrPrefixFirst), "Button")
        XCTAssertEqual(Suggester.suggestion(for: "navig", in: kinds, policy: .caseOrPrefixFirst), "navigationBar")
        XCTAssertEqual(Suggester.suggestion(for: "butons", in: kinds, policy: .caseOrPrefixFirst), "button")
        XCTAssertNil(Suggester.suggestion(for: "na", in: kinds, policy: .caseOrPrefixFirst), "a prefix needs three characters")
        XCTAssertNil(Suggester.suggestion(for: String(repeating: "b", count: 65), in: kinds, policy: .caseOrPrefixFirst))
        XCTAssertEqual(
            Suggester.suggestions(for: "Buton", in: ["Buton", "Button", "button"], policy: .caseOrPrefixFirst, limit: 3),
            ["Button", "button"],
            "never the name itself, each suggestion once")
    }

    func testClosestOrContainingFallsBackToTheShortestNameContainingTheWord() {
        let ids = ["min-touch-target-long", "min-touch-target", "rules"]
        XCTAssertEqual(Suggester.suggestion(for: "rulse", in: ids, policy: .closestOrContaining), "rules")
        XCTAssertEqual(Suggester.suggestion(for: "touch", in: ids, policy: .closestOrContaining), "min-touch-target")
        XCTAssertNil(Suggester.suggestion(for: "to", in: ["tvos-focus"], policy: .closestOrContaining), "containing needs three characters")
        XCTAssertNil(Suggester.suggestion(for: "", in: ["a"], policy: .closestOrContaining))
    }
}
