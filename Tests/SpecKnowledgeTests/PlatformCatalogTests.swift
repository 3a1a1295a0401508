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
        XCTAssertEqual(tvOS.extraFigures[PlatformFigureName.tabBarHeight]?.value, 68)
        XCTAssertEqual(tvOS.extraFigures[PlatformFigureName.safeAreaHorizontalInset]?.value, 80)
        XCTAssertEqual(catalog.profile(for: .watchOS).appIconSize?.value, PointSize(width: 1088, height: 1088))
        XCTAssertEqual(catalog.profile(for: .macOS).minimumControlSize?.value, PointSize(width: 20, height: 20))
        XCTAssertEqual(catalog.profile(for: .visionOS).extraFigures[PlatformFigureName.controlCenterSpacing]?.value, 60)
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

    func testMissingDataDegradesWithAMessage() {
        let empty = PlatformCatalog(profilesJSON: [], tablesJSON: Array("not json".utf8))
        XCTAssertNotNil(empty.loadError)
        XCTAssertNil(empty.profile(for: .iOS).defaultControlSize)
        XCTAssertEqual(empty.profile(for: .iOS).appearances.value, Appearance.allCases)
    }
}
