import XCTest
@testable import SpecKnowledge

final class TypographyCatalogTests: XCTestCase {
    private let catalog = TypographyCatalog.shared

    func testStyleNamesUseTheFormatSpelling() {
        XCTAssertNil(catalog.loadError)
        XCTAssertEqual(
            Array(catalog.textStyleNames.prefix(11)),
            [
                "largeTitle", "title1", "title2", "title3", "headline", "body",
                "callout", "subheadline", "footnote", "caption1", "caption2"
            ])
        for extra in ["subtitle1", "footnote1", "footnote2", "extraLargeTitle1", "extraLargeTitle2"] {
            XCTAssertTrue(catalog.textStyleNames.contains(extra), extra)
        }
        XCTAssertEqual(catalog.textStyleNames.count, Set(catalog.textStyleNames).count)
        XCTAssertEqual(catalog.textStyle(named: "title1")?.higName, "Title 1")
        XCTAssertEqual(catalog.textStyle(named: "subheadline")?.higName, "Subhead")
        XCTAssertNil(catalog.textStyle(named: "Title1"))
    }

    func testStylePlatformsAndHIGLinks() throws {
        let subtitle = try XCTUnwrap(catalog.textStyle(named: "subtitle1"))
        XCTAssertEqual(subtitle.platforms, [.tvOS])
        XCTAssertTrue(subtitle.hig.hasSuffix("typography#tvOS-built-in-text-styles"))

        let largeTitle = try XCTUnwrap(catalog.textStyle(named: "largeTitle"))
        XCTAssertFalse(largeTitle.platforms.contains(.tvOS))
        XCTAssertTrue(largeTitle.platforms.contains(.iPadOS))
        XCTAssertTrue(largeTitle.hig.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/typography#"))

        XCTAssertEqual(catalog.textStyle(named: "footnote2")?.platforms, [.watchOS])
        XCTAssertEqual(catalog.textStyle(named: "extraLargeTitle1")?.platforms, [.visionOS])
    }

    func testIOSBodyAtLargeIs17Points() throws {
        let body = try XCTUnwrap(catalog.metrics(style: "body", platform: .iOS))
        XCTAssertEqual(body.size, 17)
        XCTAssertEqual(body.leading, 22)
        XCTAssertEqual(body.weight, .regular)
        XCTAssertEqual(body.emphasizedWeight, .semibold)
        XCTAssertEqual(body.tracking ?? 0, -0.43, accuracy: 1e-9)
        XCTAssertEqual(catalog.metrics(style: "headline", platform: .iOS)?.weight, .semibold)
        XCTAssertEqual(catalog.metrics(style: "body", platform: .iPadOS), body, "iPadOS uses the iOS tables")
    }

    func testAccessibilitySizes() throws {
        let ax5 = try XCTUnwrap(catalog.metrics(style: "body", platform: .iOS, size: .ax5))
        XCTAssertEqual(ax5.size, 53)
        XCTAssertEqual(ax5.leading, 62)
        XCTAssertEqual(catalog.metrics(style: "largeTitle", platform: .iOS, size: .xSmall)?.size, 31)
        XCTAssertEqual(catalog.metrics(style: "caption2", platform: .iOS, size: .ax5)?.size, 40)

        let ramp = catalog.availableSizes(style: "body", platform: .iOS)
        XCTAssertEqual(ramp.map(\.0), ContentSizeCategory.allCases)
        XCTAssertEqual(ramp.map(\.1.size), ramp.map(\.1.size).sorted(), "sizes grow along the ramp")
        XCTAssertTrue(ContentSizeCategory.ax5.isAccessibilitySize)
        XCTAssertFalse(ContentSizeCategory.xxxLarge.isAccessibilitySize)
        XCTAssertEqual(ContentSizeCategory.default, .large)
        XCTAssertEqual(ContentSizeCategory.ax1.displayName, "AX1")
    }

    func testWatchOSUsesThe40To42MillimeterRamp() {
        XCTAssertEqual(catalog.metrics(style: "body", platform: .watchOS)?.size, 16)
        XCTAssertEqual(catalog.metrics(style: "footnote2", platform: .watchOS)?.size, 12)
        XCTAssertEqual(catalog.metrics(style: "body", platform: .watchOS, size: .small)?.size, 15)
        XCTAssertNil(catalog.metrics(style: "body", platform: .watchOS, size: .ax5), "the watchOS tables stop at AX3")
        XCTAssertNil(catalog.metrics(style: "callout", platform: .watchOS), "watchOS has no callout style")
        XCTAssertEqual(catalog.availableSizes(style: "body", platform: .watchOS).count, 9)
    }

    func testFixedSizePlatforms() {
        XCTAssertEqual(catalog.metrics(style: "body", platform: .macOS)?.size, 13)
        XCTAssertEqual(catalog.metrics(style: "body", platform: .macOS, size: .ax5)?.size, 13, "no Dynamic Type on macOS")
        XCTAssertEqual(catalog.metrics(style: "headline", platform: .macOS)?.weight, .bold)
        XCTAssertEqual(catalog.metrics(style: "title1", platform: .tvOS)?.size, 76)
        XCTAssertNil(catalog.metrics(style: "largeTitle", platform: .tvOS))
        XCTAssertEqual(catalog.availableSizes(style: "body", platform: .tvOS).map(\.0), [.large])
    }

    func testVisionOSFallsBackToIOSTables() {
        XCTAssertEqual(catalog.metrics(style: "body", platform: .visionOS)?.size, 17)
        XCTAssertNil(catalog.metrics(style: "extraLargeTitle1", platform: .visionOS), "no size table for the extra large titles")
        XCTAssertNil(catalog.metrics(style: "extraLargeTitle1", platform: .iOS))
    }

    func testDefaultAndMinimumSizes() {
        let expected: [(Platform, Double, Double)] = [
            (.iOS, 17, 11), (.iPadOS, 17, 11), (.macOS, 13, 10), (.tvOS, 29, 23), (.visionOS, 17, 12), (.watchOS, 16, 12)
        ]
        for (platform, defaultSize, minimum) in expected {
            XCTAssertEqual(catalog.defaultFontSize(for: platform), defaultSize, "\(platform)")
            XCTAssertEqual(catalog.minimumFontSize(for: platform), minimum, "\(platform)")
        }
    }

    func testSuggestions() {
        XCTAssertEqual(catalog.suggestions(for: "tittle1", limit: 1), ["title1"])
        XCTAssertEqual(catalog.suggestions(for: "subhead", limit: 3).first, "subheadline", "the HIG's own name suggests the format name")
        XCTAssertEqual(catalog.suggestions(for: "Caption 1", limit: 1), ["caption1"])
        XCTAssertEqual(catalog.suggestions(for: "Body", limit: 1), ["body"])
        XCTAssertEqual(catalog.suggestions(for: "zzzzzzzz", limit: 2), [])
        XCTAssertEqual(catalog.suggestions(for: "body", limit: -1), [])
    }

    func testWeightsOrderAndTableSpellings() {
        XCTAssertLessThan(FontWeight.regular, FontWeight.semibold)
        XCTAssertLessThan(FontWeight.ultralight, FontWeight.black)
        XCTAssertEqual(FontWeight(tableValue: "Semi-Bold"), .semibold)
        XCTAssertEqual(TypographyCatalog.formatName(forTableName: "Extra Large Title 2"), "extraLargeTitle2")
        XCTAssertEqual(TypographyCatalog.formatName(forTableName: "Subheadline"), "subheadline")
    }

    func testMissingTablesGiveAnEmptyCatalog() {
        let empty = TypographyCatalog(json: Array("[]".utf8))
        XCTAssertNotNil(empty.loadError)
        XCTAssertTrue(empty.textStyleNames.isEmpty)
        XCTAssertNil(empty.metrics(style: "body", platform: .iOS))
        XCTAssertEqual(empty.minimumFontSize(for: .iOS), 0)
    }
}
