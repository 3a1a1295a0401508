import SpecAnalysis
import SpecTestSupport
import XCTest

/// Completion as people meet it in any client: keys already present are never offered, even while a
/// new key's string is still open, and once what was typed begins some names, only those are offered,
/// so no client's own sorting can put a loose match above them.
final class CompletionOrderTests: XCTestCase {
    func testKeysAlreadyPresentAreNotOfferedWhileANewKeyIsUnclosed() {
        assertCompletion(
            """
            { "screens": [ { "id": "s", "content": [ { "type": "button", "title": "A",
              "ti1️⃣
            } ] } ] }
            """,
            contains: [], notContains: ["title", "type"])
        assertCompletion(
            """
            { "screens": [ { "id": "s", "content": [ { "type": "button", "title": "A", "ti1️⃣ } ] } ] }
            """,
            contains: [], notContains: ["title", "type"])
    }

    func testKeysAlreadyPresentAreNotOfferedAroundTheCursor() {
        for marked in [
            #"{ "screens": [ { "id": "s", "content": [ { "type": "button", 1️⃣ "title": "A" } ] } ] }"#,
            "{ \"screens\": [ { \"id\": \"s\", \"content\": [ { \"type\": \"button\", \"title\": \"A\",\n  1️⃣\n} ] } ] }",
            "{ \"screens\": [ { \"id\": \"s\", \"content\": [ { \"type\": \"button\",\n  t1️⃣\n  \"title\": \"A\" } ] } ] }",
            "{ \"screens\": [ { \"id\": \"s\", \"content\": [ { \"type\": \"button\",\n  \"t1️⃣\n  \"title\": \"A\" } ] } ] }",
            "{ \"screens\": [ { \"id\": \"s\", \"content\": [ { \"type\": \"button\", \"title\": \"A\", \"t1️⃣\": 1 } ] } ] }"
        ] {
            assertCompletion(marked, contains: [], notContains: ["title", "type"], line: UInt(marked.count))
        }
    }

    func testOnlyNamesBeginningWithWhatWasTypedAreOfferedWhenThereAreAny() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                #"{ "screens": [ { "id": "s", "content": [ { "type": "image", "symbol": "cart.b1️⃣" } ] } ] }"#,
                contains: ["cart.badge.plus", "cart.badge.minus"], notContains: ["chart.bar", "character.bn"]))
        XCTAssertTrue(
            result.items.allSatisfy { $0.label.hasPrefix("cart.b") || $0.label.contains(".cart.b") }, "\(result.items.map(\.label))")
        XCTAssertTrue(result.isIncomplete, "typing on asks again")
        // Nothing begins with `dge.pl`: the loose matches are offered.
        assertCompletion(
            #"{ "screens": [ { "id": "s", "content": [ { "type": "image", "symbol": "dge.pl1️⃣" } ] } ] }"#,
            contains: ["cart.badge.plus"])
    }
}
