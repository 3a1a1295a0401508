import SpecAnalysis
import XCTest

/// SF Symbol completion: ranking, availability at the spec's targets, deprecated names, truncation
/// and lazily resolved documentation.
final class CompletionSymbolTests: XCTestCase {
    func testPrefixMatchesComeFirst() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "star1️⃣" } ] } ] }
                """,
                contains: ["star", "star.fill", "star.circle"],
                resultText: """
                    { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "star" } ] } ] }
                    """))
        XCTAssertEqual(result.sortedLabels.first, "star")
        let item = try XCTUnwrap(result.item("star.fill"))
        XCTAssertEqual(item.kind, .symbol)
        XCTAssertNil(item.documentation, "documentation is resolved lazily")
        XCTAssertEqual(item.resolveKey, "symbol:star.fill")
    }

    func testWordPartMatches() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "trash1️⃣" } ] } ] }
                """,
                contains: ["trash", "trash.fill", "arrow.up.trash", "document.on.trash"]))
        let labels = result.sortedLabels
        let lastPrefixMatch = try XCTUnwrap(labels.lastIndex { $0.hasPrefix("trash") })
        let firstWordPart = try XCTUnwrap(labels.firstIndex(of: "arrow.up.trash"))
        XCTAssertLessThan(lastPrefixMatch, firstWordPart, "prefix matches before word-part matches")
        assertCompletion(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "fill1️⃣" } ] } ] }
            """,
            contains: ["star.fill", "heart.fill"])
    }

    func testSymbolsInTabBarItemsAndSegments() {
        assertCompletion(
            """
            { "screens": [ { "id": "a", "tabBar": { "items": [ { "title": "Home", "symbol": "house.f1️⃣" } ] } } ] }
            """,
            contains: ["house.fill"])
        assertCompletion(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "segmentedControl", "segments": [ { "symbol": "list.bul1️⃣" } ] } ] } ] }
            """,
            contains: ["list.bullet"])
    }

    func testMatchQualityRanksBeforeAvailability() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "platforms": { "iOS": "13.0" },
                  "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "cart.b1️⃣" } ] } ] }
                """,
                contains: ["cart.badge.plus"], notContains: ["chart.bar"]))
        // Prefix matches exist, so fuzzy ones (chart.bar) are left out; within the tier, names missing
        // on iOS 13 come after the available ones.
        let labels = result.sortedLabels
        let missing = result.items.filter { $0.detail?.hasPrefix("Not available") == true }.map(\.label)
        XCTAssertFalse(missing.isEmpty)
        XCTAssertEqual(labels, labels.filter { !missing.contains($0) } + labels.filter { missing.contains($0) })
    }

    func testSymbolsUnavailableAtTheTargetsRankLastWithinTheirMatchTierAndSaySo() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "platforms": { "iOS": "17.0" },
                  "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "airplay1️⃣" } ] } ] }
                """,
                contains: ["airplayaudio", "airplay.audio", "airplayvideo"]))
        let newName = try XCTUnwrap(result.item("airplay.audio"))
        XCTAssertEqual(newName.detail, "Not available on iOS 17.0")
        let labels = result.sortedLabels
        let unavailable = result.items.filter { $0.detail?.hasPrefix("Not available") == true }.map(\.label)
        let available = labels.filter { !unavailable.contains($0) }
        XCTAssertFalse(unavailable.isEmpty)
        // Every name here starts with "airplay": one tier, so the unavailable ones come last.
        XCTAssertTrue(labels.allSatisfy { $0.hasPrefix("airplay") })
        XCTAssertEqual(labels, available + labels.filter { unavailable.contains($0) }, "unavailable names come last")
    }

    func testScreenPlatformDecidesAvailability() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "platforms": { "iOS": "17.0", "watchOS": "9.0" },
                  "screens": [ { "id": "a", "platform": "watchOS", "content": [ { "type": "image", "symbol": "staroflife.shi1️⃣" } ] } ] }
                """,
                contains: ["staroflife.shield"]))
        XCTAssertEqual(result.item("staroflife.shield")?.detail, "Not available on watchOS 9.0")
    }

    func testDeprecatedNamesAreTagged() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "airplayaud1️⃣" } ] } ] }
                """,
                contains: ["airplayaudio"]))
        let old = try XCTUnwrap(result.item("airplayaudio"))
        XCTAssertTrue(old.isDeprecated)
        XCTAssertTrue(old.detail?.hasPrefix("Deprecated: use airplay.audio.") == true, old.detail ?? "")
        XCTAssertFalse(result.item("airplay.audio")?.isDeprecated ?? true)
    }

    func testTruncatedListIsIncomplete() throws {
        let broad = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "s1️⃣" } ] } ] }
                """,
                contains: ["star"]))
        XCTAssertTrue(broad.isIncomplete)
        XCTAssertLessThanOrEqual(broad.items.count, 100)
        let narrow = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "airplay.audio.badge1️⃣" } ] } ] }
                """,
                contains: ["airplay.audio.badge.exclamationmark"]))
        XCTAssertFalse(narrow.isIncomplete)
    }

    func testEmptyQueryOffersSymbolsIncomplete() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "1️⃣" } ] } ] }
                """,
                contains: ["square.and.arrow.up", "trash", "plus"], notContains: ["0.circle"]))
        XCTAssertGreaterThan(result.items.count, 20)
        XCTAssertTrue(result.isIncomplete)
        XCTAssertEqual(
            result.sortedLabels.filter { $0.first?.isNumber == true }, [], "common symbols first: \(result.sortedLabels.prefix(12))")
    }

    func testResolveDocumentation() throws {
        let markdown = try XCTUnwrap(DocumentAnalysis.resolveDocumentation(for: "symbol:star.fill", format: .markdown))
        XCTAssertTrue(markdown.contains("**`star.fill`**"), markdown)
        XCTAssertTrue(markdown.contains("| iOS, iPadOS | 13.0       |"), markdown)
        let plain = try XCTUnwrap(DocumentAnalysis.resolveDocumentation(for: "symbol:airplayaudio", format: .plaintext))
        XCTAssertTrue(plain.contains("renamed to airplay.audio"), plain)
        XCTAssertFalse(plain.contains("`"), plain)
        XCTAssertNil(DocumentAnalysis.resolveDocumentation(for: "unknown:thing", format: .markdown))
    }
}
