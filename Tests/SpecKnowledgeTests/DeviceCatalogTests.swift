import XCTest

@testable import SpecKnowledge

final class DeviceCatalogTests: XCTestCase {
    func testTheTablesGiveIPhoneIPadAndAppleWatchScreens() throws {
        let catalog = DeviceCatalog.shared
        XCTAssertNil(catalog.loadError)
        XCTAssertTrue(catalog.screens(for: .iOS).allSatisfy { $0.name.hasPrefix("iPhone") || $0.name.hasPrefix("iPod") })
        XCTAssertTrue(catalog.screens(for: .iPadOS).allSatisfy { $0.name.hasPrefix("iPad") })
        XCTAssertFalse(catalog.screens(for: .watchOS).isEmpty)
        for platform in [Platform.iOS, .iPadOS, .watchOS] {
            let screens = catalog.screens(for: platform)
            XCTAssertFalse(screens.isEmpty, "\(platform)")
            XCTAssertTrue(screens.allSatisfy { $0.width > 0 && $0.height > $0.width }, "\(platform): portrait sizes")
        }
        for platform in [Platform.macOS, .tvOS, .visionOS] {
            XCTAssertEqual(catalog.screens(for: platform), [], "\(platform) has no device table")
        }
    }

    func testAppleWatchPixelsBecomePoints() throws {
        let catalog = DeviceCatalog(
            json: Array(
                #"""
                { "layout.watchos-device-screen-dimensions": { "rows": [ ["10, 11", "46mm", "416", "496"], ["Apple Watch Ultra (1st and 2nd generations)", "49mm", "410", "502"] ] } }
                """#.utf8))
        XCTAssertEqual(
            catalog.screens(for: .watchOS),
            [
                DeviceScreen(name: "Apple Watch Series 10, 11 46mm", width: 208, height: 248),
                DeviceScreen(name: "Apple Watch Ultra (1st and 2nd generations) 49mm", width: 205, height: 251)
            ])
    }

    func testMalformedTablesGiveAnEmptyCatalogWithAReason() {
        let catalog = DeviceCatalog(json: Array("[1, 2".utf8))
        XCTAssertNotNil(catalog.loadError)
        XCTAssertEqual(catalog.screens(for: .iOS), [])
    }
}
