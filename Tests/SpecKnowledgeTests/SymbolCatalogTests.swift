import XCTest
@testable import SpecKnowledge

final class SymbolCatalogTests: XCTestCase {
    private let catalog = SymbolCatalog.shared

    func testLoadsEveryBundledName() {
        XCTAssertNil(catalog.loadError)
        XCTAssertEqual(catalog.count, 9184)
        let all = catalog.allSymbols
        XCTAssertEqual(all.count, 9184)
        XCTAssertEqual(all.map(\.name), all.map(\.name).sorted())
        XCTAssertEqual(all.filter { $0.status == .current }.count, 7007)
        XCTAssertEqual(all.filter { $0.status == .localizedVariant }.count, 1295)
        XCTAssertEqual(all.filter { $0.status == .deprecated }.count, 882)
    }

    func testSymbolFieldsComeFromTheData() throws {
        let symbol = try XCTUnwrap(catalog.symbol(named: "0.circle.fill"))
        XCTAssertEqual(symbol.introduced[.iOS], OSVersion(major: 13))
        XCTAssertEqual(symbol.introduced[.watchOS], OSVersion(major: 6))
        XCTAssertEqual(symbol.introduced[.visionOS], OSVersion(major: 1))
        XCTAssertEqual(symbol.categories, ["indices", "multicolor"])
        XCTAssertTrue(symbol.isMulticolor)
        XCTAssertEqual(symbol.status, .current)
        XCTAssertEqual(symbol.releaseYear, "2019")

        let variant = try XCTUnwrap(catalog.symbol(named: "0.circle.ar"))
        XCTAssertEqual(variant.status, .localizedVariant)
        XCTAssertEqual(variant.localizationOf, "0.circle")
        XCTAssertEqual(variant.releaseYear, "2022.1")
        XCTAssertEqual(variant.introduced(on: .iOS), OSVersion(major: 16, minor: 1))

        XCTAssertNil(catalog.symbol(named: "Star.fill"), "lookup is case-sensitive")
        XCTAssertNil(catalog.symbol(named: "no.such.symbol"))
        XCTAssertNil(catalog.symbol(named: ""))
    }

    func testAvailabilityByDeploymentTarget() throws {
        // star.hexagon appeared in iOS 18.4.
        let hexagon = try XCTUnwrap(catalog.symbol(named: "star.hexagon"))
        XCTAssertEqual(hexagon.introduced(on: .iOS), OSVersion(major: 18, minor: 4))
        XCTAssertFalse(hexagon.isAvailable(on: .iOS, minimumVersion: OSVersion(major: 18)))
        XCTAssertTrue(hexagon.isAvailable(on: .iOS, minimumVersion: OSVersion(major: 18, minor: 4)))
        XCTAssertTrue(hexagon.isAvailable(on: .iPadOS, minimumVersion: OSVersion(major: 26)), "iPadOS uses iOS availability")

        let introducedIn17 = try XCTUnwrap(catalog.allSymbols.first { $0.introduced[.iOS] == OSVersion(major: 17) })
        XCTAssertFalse(introducedIn17.isAvailable(on: .iOS, minimumVersion: OSVersion(major: 16)))
        XCTAssertTrue(introducedIn17.isAvailable(on: .iOS, minimumVersion: OSVersion(major: 17)))
    }

    func testMacOSAvailabilityStartsAtMacOS11() throws {
        let star = try XCTUnwrap(catalog.symbol(named: "star"))
        XCTAssertEqual(star.introduced[.macOS], OSVersion(major: 10, minor: 15), "raw data is kept")
        XCTAssertEqual(star.introduced(on: .macOS), OSVersion(major: 11))
        XCTAssertFalse(star.isAvailable(on: .macOS, minimumVersion: OSVersion(major: 10, minor: 15)))
        XCTAssertTrue(star.isAvailable(on: .macOS, minimumVersion: OSVersion(major: 11)))
    }

    func testRenamesMapOldToNew() throws {
        let rename = try XCTUnwrap(catalog.rename(ofOldName: "123.rectangle"))
        XCTAssertEqual(rename.newName, "numbers.rectangle")
        XCTAssertEqual(rename.release, "SF Symbols 6")
        XCTAssertEqual(rename.renamedIn[.iOS], OSVersion(major: 18))
        XCTAssertEqual(rename.renamedIn[.macOS], OSVersion(major: 15))

        let old = try XCTUnwrap(catalog.symbol(named: "star.leadinghalf.fill"))
        XCTAssertEqual(old.status, .deprecated)
        XCTAssertEqual(old.renamedTo, "star.leadinghalf.filled")
        XCTAssertEqual(catalog.rename(ofOldName: "star.leadinghalf.fill")?.newName, "star.leadinghalf.filled")

        XCTAssertEqual(catalog.renames(toNewName: "numbers.rectangle").map(\.oldName), ["123.rectangle"])
        XCTAssertNil(catalog.rename(ofOldName: "star.fill"))
        XCTAssertEqual(catalog.renames(toNewName: "star.fill"), [])
    }

    func testRenamesWithoutReleaseDataKeepEmptyFields() throws {
        // An alias known only from SF Symbols 5's list: no release, no per-OS versions.
        let rename = try XCTUnwrap(catalog.rename(ofOldName: "arrow.upright.circle"))
        XCTAssertEqual(rename.newName, "arrow.up.right.circle")
        XCTAssertEqual(rename.release, "")
        XCTAssertTrue(rename.renamedIn.isEmpty)
    }

    func testDidYouMean() {
        XCTAssertEqual(catalog.suggestions(for: "star.fil", limit: 3).first, "star.fill")
        XCTAssertEqual(catalog.suggestions(for: "persn.crop.circle", limit: 3).first, "person.crop.circle")
        XCTAssertEqual(catalog.suggestions(for: "STAR.FILL", limit: 1), ["star.fill"], "case-insensitive")
        XCTAssertEqual(catalog.suggestions(for: "sqaure.and.arrow.up", limit: 1), ["square.and.arrow.up"])
        XCTAssertEqual(catalog.suggestions(for: "qqqqqqqqqqqqqqqq", limit: 5), [])
        XCTAssertEqual(catalog.suggestions(for: "star.fil", limit: 0), [])
        XCTAssertEqual(catalog.suggestions(for: "star.fil", limit: -1), [])
        XCTAssertTrue(catalog.completions(matching: "star", limit: -1).matches.isEmpty)
        XCTAssertEqual(catalog.suggestions(for: "", limit: 5), [])
    }

    func testSuggestionsPreferCurrentNamesAtEqualDistance() {
        // "star.leadinghalf.fille" is one edit from both the current "…filled" and the deprecated "…fill".
        let suggestions = catalog.suggestions(for: "star.leadinghalf.fille", limit: 2)
        XCTAssertEqual(suggestions, ["star.leadinghalf.filled", "star.leadinghalf.fill"])
    }

    func testCompletionTiersInOrder() {
        let result = catalog.completions(matching: "star", limit: 2000)
        XCTAssertEqual(result.matches.first?.symbol.name, "star")
        XCTAssertEqual(result.matches.first?.quality, .exact)
        XCTAssertEqual(result.matches.dropFirst().first?.quality, .prefix)
        let qualities = result.matches.map(\.quality)
        XCTAssertEqual(qualities, qualities.sorted(), "tiers never interleave")
        XCTAssertTrue(qualities.contains(.wordPrefix), "e.g. text.badge.star")
        XCTAssertTrue(qualities.contains(.substring), "e.g. custom…star inside a component")
        XCTAssertFalse(result.isIncomplete)

        let prefixNames = result.matches.filter { $0.quality == .prefix }.map(\.symbol.name)
        XCTAssertEqual(prefixNames.first, "star.fill", "shortest current prefix match first")
        XCTAssertTrue(prefixNames.allSatisfy { $0.hasPrefix("star") })
    }

    func testWordPrefixMatchesLaterComponents() {
        let fill = catalog.completions(matching: "fill", limit: 5)
        XCTAssertEqual(fill.matches.first?.quality, .wordPrefix)
        XCTAssertTrue(fill.matches.allSatisfy { $0.symbol.name.contains(".fill") })
        XCTAssertTrue(fill.isIncomplete)

        let names = catalog.completions(matching: "circle.fi", limit: 5000).matches
        XCTAssertTrue(names.contains { $0.symbol.name == "star.circle.fill" && $0.quality == .wordPrefix })
    }

    func testFuzzyAndSubstringTiers() {
        let fuzzy = catalog.completions(matching: "sqrandarrup", limit: 10).matches
        XCTAssertTrue(fuzzy.contains { $0.symbol.name == "square.and.arrow.up" && $0.quality == .fuzzy })

        let substring = catalog.completions(matching: "rrow.up", limit: 500).matches
        XCTAssertTrue(substring.contains { $0.symbol.name == "arrow.up" && $0.quality == .substring })

        XCTAssertTrue(catalog.completions(matching: "zzzzqqq", limit: 10).matches.isEmpty)
    }

    func testWithinATierCurrentBeforeLocalizedBeforeDeprecated() {
        let matches = catalog.completions(matching: "star.leadinghalf.fill", limit: 10).matches
        XCTAssertEqual(matches.first?.symbol.name, "star.leadinghalf.fill")
        XCTAssertEqual(matches.first?.quality, .exact)
        let prefixTier = matches.filter { $0.quality == .prefix }
        let ranks = prefixTier.map(\.symbol.status.rank)
        XCTAssertEqual(ranks, ranks.sorted())
        XCTAssertEqual(prefixTier.first?.symbol.name, "star.leadinghalf.filled")

        let localized = catalog.completions(matching: "0.circle", limit: 30).matches.filter { $0.quality == .prefix }
        let localizedRanks = localized.map(\.symbol.status.rank)
        XCTAssertEqual(localizedRanks, localizedRanks.sorted())
        XCTAssertTrue(localized.contains { $0.symbol.status == .localizedVariant })
    }

    func testEmptyQueryListsCurrentNamesFirst() {
        let result = catalog.completions(matching: "", limit: 20)
        XCTAssertEqual(result.matches.count, 20)
        XCTAssertTrue(result.isIncomplete)
        XCTAssertTrue(result.matches.allSatisfy { $0.symbol.status == .current })
        let names = result.matches.map(\.symbol.name)
        XCTAssertEqual(names, names.sorted())

        let everything = catalog.completions(matching: "", limit: 10_000)
        XCTAssertEqual(everything.matches.count, 9184)
        XCTAssertFalse(everything.isIncomplete)
        XCTAssertEqual(everything.matches.last?.symbol.status, .deprecated)
    }

    func testCompletionIsCaseInsensitive() {
        XCTAssertEqual(catalog.completions(matching: "STAR.FILL", limit: 1).matches.first?.symbol.name, "star.fill")
    }

    func testMalformedDataDoesNotCrash() {
        let symbols = Array("name\tstatus\tintroduced_iOS\nb.sym\tcurrent\t17.x\na.sym\tcurrent\t16.0\n\nbad\tweird\t1\nonlyname\n".utf8)
        let renames = Array("old_name\tnew_name\nx\n\t\n".utf8)
        let catalog = SymbolCatalog(symbolsTSV: symbols, renamesTSV: renames)
        XCTAssertEqual(catalog.count, 2, "unknown status and missing status rows are skipped")
        XCTAssertEqual(catalog.allSymbols.map(\.name), ["a.sym", "b.sym"], "unsorted input is sorted")
        XCTAssertNil(catalog.symbol(named: "b.sym")?.introduced(on: .iOS), "a malformed version means unavailable")
        XCTAssertEqual(catalog.symbol(named: "a.sym")?.introduced(on: .iOS), OSVersion(major: 16))
        XCTAssertNil(catalog.rename(ofOldName: "x"))

        let empty = SymbolCatalog(symbolsTSV: [], renamesTSV: [], loadError: "missing")
        XCTAssertEqual(empty.count, 0)
        XCTAssertEqual(empty.suggestions(for: "star", limit: 3), [])
        XCTAssertTrue(empty.completions(matching: "star", limit: 3).matches.isEmpty)
    }

    /// Typing on, deleting a letter and typing it back, or jumping to an unrelated query: the answers
    /// that narrow down recent queries' matches equal a catalog's that remembers nothing.
    func testCompletionsFromRecentQueriesEqualAFreshSearch() {
        let typing = SymbolCatalog.loadBundled()
        let queries = [
            "s", "st", "sta", "star", "star.", "star.f", "star.fi", "star.fil", "star.fill", "star.fil", "star.fill",
            "STAR.FILL.X", "", "cart.b", "cart.ba", "c", "fill", "fil", "circle.fill", "zzz", "zzzz", "a.b.c",
        ]
        for query in queries {
            for limit in [1, 50, 20_000] {
                let remembered = typing.completions(matching: query, limit: limit)
                let fresh = SymbolCatalog.loadBundled().completions(matching: query, limit: limit)
                XCTAssertEqual(remembered.matches.map(\.symbol.name), fresh.matches.map(\.symbol.name), "\(query), limit \(limit)")
                XCTAssertEqual(remembered.matches.map(\.quality), fresh.matches.map(\.quality), "\(query), limit \(limit)")
                XCTAssertEqual(remembered.isIncomplete, fresh.isIncomplete, "\(query), limit \(limit)")
            }
        }
    }
}
