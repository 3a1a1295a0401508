import XCTest
@testable import SpecKnowledge

final class PlatformCatalogTests: XCTestCase {
    let catalog = PlatformCatalog.shared

    func testLoadsWithoutError() {
        XCTAssertNil(catalog.loadError)
    }

    func testAppearancesPerPlatform() {
        XCTAssertEqual(catalog.profile(for: .watchOS).appearances.value, [.dark])
        XCTAssertEqual(catalog.profile(for: .visionOS).appearances.value, [.dark])
        XCTAssertEqual(catalog.profile(for: .iOS).appearances.value, Appearance.allCases)
        XCTAssertFalse(catalog.profile(for: .watchOS).has(.light))
        XCTAssertTrue(catalog.profile(for: .watchOS).appearances.source.hasSuffix("dark-mode#Platform-considerations"))
    }

    func testFiguresComeFromTheHIGTables() {
        let tvOS = catalog.profile(for: .tvOS)
        XCTAssertEqual(tvOS.defaultControlSize?.value, PointSize(width: 66, height: 66))
        XCTAssertEqual(tvOS.minimumControlSize?.value, PointSize(width: 56, height: 56))
        XCTAssertEqual(tvOS.defaultTextSize?.value, 29)
        XCTAssertEqual(tvOS.minimumTextSize?.value, 23)
        XCTAssertEqual(tvOS.appIconSize?.value, PointSize(width: 800, height: 480))
        XCTAssertEqual(tvOS.extraFigures[PlatformFigure.tabBarHeight]?.value, 68)
        XCTAssertEqual(tvOS.extraFigures[PlatformFigure.safeAreaHorizontalInset]?.value, 80)
        XCTAssertEqual(catalog.profile(for: .watchOS).appIconSize?.value, PointSize(width: 1088, height: 1088))
        XCTAssertEqual(catalog.profile(for: .macOS).minimumControlSize?.value, PointSize(width: 20, height: 20))
        XCTAssertEqual(catalog.profile(for: .visionOS).extraFigures[PlatformFigure.controlCenterSpacing]?.value, 60)
        XCTAssertTrue(tvOS.defaultControlSize?.source.hasSuffix("accessibility#Mobility") ?? false)
    }

    func testUnsupportedComponentsAndSurfaces() {
        XCTAssertFalse(catalog.profile(for: .tvOS).supports(article: "sliders"))
        XCTAssertFalse(catalog.profile(for: .watchOS).supports(article: "tab-bars"))
        XCTAssertTrue(catalog.profile(for: .visionOS).supports(article: "ornaments"))
        XCTAssertFalse(catalog.profile(for: .iOS).supports(article: "ornaments"))
        XCTAssertEqual(catalog.profile(for: .macOS).systemSurfaces[.toolbar]?.foreground, .label)
        XCTAssertEqual(catalog.profile(for: .iOS).systemSurfaces[.toolbar]?.foreground, .tint)
        XCTAssertFalse(catalog.profile(for: .macOS).barItemsFollowTint.value)
        // Every platform draws the bars, menus and alerts; only watchOS draws a platter behind inline buttons.
        let everywhere = Set(SystemSurface.allCases).subtracting([.buttonPlatter])
        for platform in Platform.allCases {
            let surfaces = Set(catalog.profile(for: platform).systemSurfaces.keys)
            XCTAssertEqual(surfaces.subtracting([.buttonPlatter]), everywhere, "\(platform)")
            XCTAssertEqual(surfaces.contains(.buttonPlatter), platform == .watchOS, "\(platform)")
        }
    }

    /// The padding around controls is the one figure the profiles hold (the HIG gives it in a sentence):
    /// 12 pt with a bezel, 24 pt without, for iPhone and iPad only, with the Mobility section as its source.
    func testControlPaddingComesFromTheProfilesWithItsSource() {
        for platform in [Platform.iOS, .iPadOS] {
            let figures = catalog.profile(for: platform).extraFigures
            XCTAssertEqual(figures[PlatformFigure.controlPaddingWithBezel]?.value, 12, "\(platform)")
            XCTAssertEqual(figures[PlatformFigure.controlPaddingWithoutBezel]?.value, 24, "\(platform)")
            XCTAssertEqual(
                figures[PlatformFigure.controlPaddingWithBezel]?.source,
                "https://developer.apple.com/design/human-interface-guidelines/accessibility#Mobility")
        }
        for platform in [Platform.macOS, .tvOS, .visionOS, .watchOS] {
            XCTAssertNil(catalog.profile(for: platform).extraFigures[PlatformFigure.controlPaddingWithBezel], "\(platform)")
        }
    }

    /// A `controlPadding` of the wrong shape gives no figure, never a crash or a made-up value.
    func testMalformedControlPaddingGivesNoFigure() {
        let profiles = #"{ "platforms": { "iOS": { "controlPadding": { "withBezel": "12", "withoutBezel": [24] } }, "iPadOS": { "controlPadding": 7 } } }"#
        let odd = PlatformCatalog(profilesJSON: Array(profiles.utf8), tablesJSON: [])
        for platform in [Platform.iOS, .iPadOS] {
            XCTAssertNil(odd.profile(for: platform).extraFigures[PlatformFigure.controlPaddingWithBezel])
            XCTAssertNil(odd.profile(for: platform).extraFigures[PlatformFigure.controlPaddingWithoutBezel])
        }
    }

    func testMissingDataDegradesWithAMessage() {
        let empty = PlatformCatalog(profilesJSON: [], tablesJSON: Array("not json".utf8))
        XCTAssertNotNil(empty.loadError)
        XCTAssertNil(empty.profile(for: .iOS).defaultControlSize)
        XCTAssertEqual(empty.profile(for: .iOS).appearances.value, Appearance.allCases)
    }
}
