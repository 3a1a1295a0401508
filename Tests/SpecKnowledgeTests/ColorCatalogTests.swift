import XCTest
@testable import SpecKnowledge

final class ColorCatalogTests: XCTestCase {
    private let catalog = SystemColorCatalog.shared

    func testLoadsAllColors() {
        XCTAssertNil(catalog.loadError)
        XCTAssertEqual(catalog.all.count, 36)
        XCTAssertEqual(catalog.all.filter { $0.kind == .systemColor }.count, 12)
        XCTAssertEqual(catalog.all.filter { $0.kind == .gray }.count, 6)
        XCTAssertEqual(catalog.all.filter { $0.kind == .background }.count, 6, "plain and grouped backgrounds")
    }

    func testLookupByUIKitNameAndSwiftUIAlias() throws {
        let red = try XCTUnwrap(catalog.color(named: "systemRed"))
        XCTAssertEqual(red.higName, "Red")
        XCTAssertEqual(red.swiftUIName, "red")
        XCTAssertEqual(red.appKitName, "systemRed")
        XCTAssertTrue(red.platforms.contains("watchOS"))
        XCTAssertEqual(catalog.color(named: "red")?.name, "systemRed")
        XCTAssertEqual(catalog.color(named: "mint")?.name, "systemMint")
        XCTAssertEqual(catalog.color(named: "secondarySystemGroupedBackground")?.kind, .background)
        XCTAssertNil(catalog.color(named: "systemred"), "names are case-sensitive")
        XCTAssertNil(catalog.color(named: "primary"))
        XCTAssertNil(catalog.color(named: "systemGray2")?.swiftUIName)
    }

    func testValuesPerAppearanceAndEra() throws {
        let blue = try XCTUnwrap(catalog.color(named: "systemBlue"))
        XCTAssertEqual(blue.value(for: .light, era: .legacy)?.color?.hex, "#007AFF")
        XCTAssertEqual(blue.value(for: .dark, era: .legacy)?.color?.hex, "#0A84FF")
        XCTAssertEqual(blue.value(for: .increasedContrastLight, era: .legacy)?.color?.hex, "#0040DD")
        XCTAssertEqual(blue.value(for: .light, era: .ios26)?.color?.hex, "#0088FF")
        XCTAssertEqual(blue.value(for: .light, era: .legacy)?.certainty, .confirmed)
        XCTAssertTrue(blue.value(for: .light, era: .legacy)?.sources.contains("HIG23") ?? false)

        let secondaryLabel = try XCTUnwrap(catalog.color(named: "secondaryLabel"))
        XCTAssertEqual(secondaryLabel.value(for: .light, era: .legacy)?.color?.hex, "#3C3C4399")
        XCTAssertEqual(secondaryLabel.value(for: .light, era: .legacy)?.color?.alpha ?? 0, 0.6, accuracy: 1e-9)
    }

    func testConflictingAndUnknownValuesSurfaceAsUncertain() throws {
        let mintDark = try XCTUnwrap(catalog.color(named: "systemMint")?.value(for: .dark, era: .legacy))
        XCTAssertEqual(mintDark.certainty, .conflict)
        XCTAssertTrue(mintDark.certainty.isUncertain)
        XCTAssertEqual(mintDark.color?.hex, "#66D4CF")
        XCTAssertEqual(mintDark.alternatives.map(\.hex), ["#63E6E2"])
        XCTAssertNotNil(mintDark.note)

        let link = try XCTUnwrap(catalog.color(named: "link"))
        let unknown = try XCTUnwrap(link.value(for: .light, era: .ios26))
        XCTAssertNil(unknown.color, "no value is invented for an unknown entry")
        XCTAssertEqual(unknown.certainty, .unknown)
        XCTAssertTrue(unknown.certainty.isUncertain)
        XCTAssertEqual(link.value(for: .light, era: .legacy)?.color?.hex, "#007AFF")

        let separatorIC = try XCTUnwrap(catalog.color(named: "separator")?.value(for: .increasedContrastDark, era: .ios26))
        XCTAssertEqual(separatorIC.certainty, .unknown)

        let confirmed = catalog.all.compactMap { $0.value(for: .light, era: .legacy) }.filter { !$0.certainty.isUncertain }
        XCTAssertTrue(confirmed.allSatisfy { $0.color != nil })
    }

    func testElevatedDarkValuesOnlyForBackgrounds() throws {
        let background = try XCTUnwrap(catalog.color(named: "systemBackground"))
        XCTAssertEqual(background.elevatedDarkValue(era: .legacy)?.color?.hex, "#1C1C1E")
        XCTAssertEqual(background.elevatedDarkValue(era: .ios26)?.certainty, .figmaMatchesLegacy)
        XCTAssertNotNil(background.elevatedDarkValue(era: .legacy, increasedContrast: true))
        XCTAssertNil(catalog.color(named: "systemRed")?.elevatedDarkValue(era: .legacy))
    }

    func testHardCodedHexMatchesSystemColor() throws {
        let matches = catalog.colors(matchingHex: try XCTUnwrap(RGBAColor(hex: "#FF3B30")), era: .legacy)
        XCTAssertTrue(matches.contains { $0.0.name == "systemRed" && $0.1 == .light })
        // One unit off still matches (±1/255).
        let nearly = catalog.colors(matchingHex: try XCTUnwrap(RGBAColor(hex: "#FE3B31")), era: .legacy)
        XCTAssertTrue(nearly.contains { $0.0.name == "systemRed" })
        // Two units off does not.
        XCTAssertFalse(
            catalog.colors(matchingHex: try XCTUnwrap(RGBAColor(hex: "#FD3B30")), era: .legacy).contains { $0.0.name == "systemRed" })
        // Alpha must match too.
        let translucent = catalog.colors(matchingHex: try XCTUnwrap(RGBAColor(hex: "#3C3C4399")), era: .legacy)
        XCTAssertTrue(translucent.contains { $0.0.name == "secondaryLabel" && $0.1 == .light })
        XCTAssertFalse(
            catalog.colors(matchingHex: try XCTUnwrap(RGBAColor(hex: "#3C3C43")), era: .legacy).contains { $0.0.name == "secondaryLabel" })
        // Eras differ.
        XCTAssertFalse(
            catalog.colors(matchingHex: try XCTUnwrap(RGBAColor(hex: "#FF3B30")), era: .ios26).contains { $0.0.name == "systemRed" })
        XCTAssertTrue(catalog.colors(matchingHex: try XCTUnwrap(RGBAColor(hex: "#B25E09")), era: .legacy).isEmpty)
    }

    /// Every known value finds its own color and appearance, and the matches come in catalog order, then
    /// appearance order: exactly the colors and appearances whose value lies within 1/255 of the hex.
    func testHexMatchesAreEveryCloseValueInCatalogOrder() throws {
        for era in ColorEra.allCases {
            for systemColor in catalog.all {
                for appearance in Appearance.allCases {
                    guard let value = systemColor.values[era]?[appearance]?.color else { continue }
                    let expected = catalog.all.flatMap { candidate in
                        Appearance.allCases.compactMap { candidateAppearance -> String? in
                            guard let other = candidate.values[era]?[candidateAppearance]?.color,
                                [other.red - value.red, other.green - value.green, other.blue - value.blue, other.alpha - value.alpha]
                                    .allSatisfy({ abs($0) <= 1.0 / 255 + 1e-9 })
                            else { return nil }
                            return "\(candidate.name) \(candidateAppearance)"
                        }
                    }
                    let found = catalog.colors(matchingHex: value, era: era).map { "\($0.0.name) \($0.1)" }
                    XCTAssertEqual(found, expected, "\(systemColor.name) \(appearance) \(era)")
                    XCTAssertTrue(found.contains("\(systemColor.name) \(appearance)"))
                }
            }
        }
    }

    func testSuggestions() {
        XCTAssertEqual(catalog.suggestions(for: "systemRedd", limit: 1), ["systemRed"])
        XCTAssertEqual(catalog.suggestions(for: "systemred", limit: 1), ["systemRed"])
        XCTAssertEqual(catalog.suggestions(for: "secondaryLable", limit: 1), ["secondaryLabel"])
        XCTAssertEqual(catalog.suggestions(for: "mnt", limit: 1), ["mint"])
        XCTAssertEqual(catalog.suggestions(for: "zzzzzzzzzzzz", limit: 3), [])
        XCTAssertEqual(catalog.suggestions(for: "red", limit: -1), [])
    }

    func testMalformedJSONGivesAnEmptyCatalog() {
        let broken = SystemColorCatalog(json: Array("{ not json".utf8))
        XCTAssertTrue(broken.all.isEmpty)
        XCTAssertNotNil(broken.loadError)
        XCTAssertNil(broken.color(named: "systemRed"))

        let partial = SystemColorCatalog(
            json: Array(
                #"{"colors":[{"id":"x","kind":"fill","eras":{"legacy":{"light":{"value":null,"status":"confirmed"},"dark":{"value":{"r":1},"status":"confirmed"}}}},{"kind":"fill"}]}"#
                    .utf8))
        XCTAssertEqual(partial.all.map(\.name), ["x"])
        let value = partial.color(named: "x")?.value(for: .light, era: .legacy)
        XCTAssertEqual(value?.certainty, .unknown, "a missing value is never reported as confirmed")
        XCTAssertNil(partial.color(named: "x")?.value(for: .dark, era: .legacy)?.color)
        XCTAssertNil(partial.color(named: "x")?.value(for: .light, era: .ios26))
    }

    func testIncreasedContrastFallsBackToStandardWhenTheEntryIsAbsent() {
        let json =
            #"{"colors":[{"id":"y","kind":"fill","eras":{"legacy":{"dark":{"value":{"r":10,"g":20,"b":30,"a":1},"status":"confirmed","sources":["S"]}}}}]}"#
        let catalog = SystemColorCatalog(json: Array(json.utf8))
        let color = catalog.color(named: "y")
        XCTAssertEqual(color?.value(for: .increasedContrastDark, era: .legacy)?.color?.hex, "#0A141E")
        XCTAssertNil(color?.value(for: .light, era: .legacy))
        XCTAssertNil(color?.value(for: .increasedContrastLight, era: .legacy))
    }
}
