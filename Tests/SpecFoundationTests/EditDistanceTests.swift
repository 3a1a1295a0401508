import XCTest
@testable import SpecFoundation

final class EditDistanceTests: XCTestCase {
    private func distance(_ a: String, _ b: String, bound: Int) -> Int? {
        var scratch: [Int] = []
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        return left.withUnsafeBufferPointer { l in
            right.withUnsafeBufferPointer { r in EditDistance.distance(l, r, bound: bound, scratch: &scratch) }
        }
    }

    func testKnownDistances() {
        XCTAssertEqual(distance("kitten", "sitting", bound: 3), 3)
        XCTAssertEqual(distance("star.fil", "star.fill", bound: 2), 1)
        XCTAssertEqual(distance("abc", "abc", bound: 1), 0)
        XCTAssertEqual(distance("", "ab", bound: 2), 2)
        XCTAssertEqual(distance("flaw", "lawn", bound: 2), 2)
    }

    func testDistancesBeyondTheBoundAreNil() {
        XCTAssertNil(distance("kitten", "sitting", bound: 2))
        XCTAssertNil(distance("a", "abcd", bound: 2))
        XCTAssertNil(distance("abcdef", "uvwxyz", bound: 3))
    }

    func testClosestIsCaseInsensitiveAndOrdered() {
        let names = ["body", "bold", "headline"]
        XCTAssertEqual(EditDistance.closest(to: "BODY", in: names, limit: 3), ["body"])
        XCTAssertEqual(EditDistance.closest(to: "BOLY", in: names, limit: 3), ["body", "bold"], "ties keep candidate order")
        XCTAssertEqual(EditDistance.closest(to: "headlin", in: names, limit: 3), ["headline"])
        XCTAssertEqual(EditDistance.closest(to: "body", in: names, limit: 0), [])
    }
}
