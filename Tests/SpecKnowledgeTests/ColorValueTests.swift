import XCTest
import SpecKnowledge

final class ColorValueTests: XCTestCase {
    func testHexParsingAllLengths() throws {
        let six = try XCTUnwrap(RGBAColor(hex: "#FF3B30"))
        XCTAssertEqual(six.red, 1, accuracy: 1e-9)
        XCTAssertEqual(six.green, 59.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(six.blue, 48.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(six.alpha, 1)

        let three = try XCTUnwrap(RGBAColor(hex: "#f80"))
        XCTAssertEqual(three.hex, "#FF8800")

        let four = try XCTUnwrap(RGBAColor(hex: "#0008"))
        XCTAssertEqual(four.alpha, 136.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(four.hex, "#00000088")

        let eight = try XCTUnwrap(RGBAColor(hex: "#3C3C4399"))
        XCTAssertEqual(eight.alpha, 0.6, accuracy: 1e-9)
        XCTAssertEqual(eight.hex, "#3C3C4399")
    }

    func testHexRejectsMalformedInput() {
        for text in ["", "#", "FF3B30", "#FF3B3", "#GG0000", "#FF3B30FF00", "# FF3B30", "#ＦＦ0000"] {
            XCTAssertNil(RGBAColor(hex: text), text)
        }
    }

    func testHexFormattingOmitsOpaqueAlpha() {
        XCTAssertEqual(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1).hex, "#000000")
        XCTAssertEqual(RGBAColor(hex: "#ABCDEFFF")?.hex, "#ABCDEF")
        XCTAssertEqual(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5).hex, "#FFFFFF80")
        XCTAssertEqual(RGBAColor(red: 2, green: -1, blue: .nan, alpha: 1).hex, "#FF0000", "components are clamped")
    }

    func testContrastRatios() throws {
        let black = try XCTUnwrap(RGBAColor(hex: "#000000"))
        let white = try XCTUnwrap(RGBAColor(hex: "#FFFFFF"))
        XCTAssertEqual(RGBAColor.contrastRatio(black, white), 21, accuracy: 1e-9)
        XCTAssertEqual(RGBAColor.contrastRatio(white, black), 21, accuracy: 1e-9)
        XCTAssertEqual(RGBAColor.contrastRatio(white, white), 1, accuracy: 1e-9)
        // #767676 is the classic lightest gray that passes 4.5:1 on white.
        XCTAssertEqual(RGBAColor.contrastRatio(try XCTUnwrap(RGBAColor(hex: "#767676")), white), 4.54, accuracy: 0.01)
        XCTAssertEqual(RGBAColor.contrastRatio(try XCTUnwrap(RGBAColor(hex: "#007AFF")), white), 4.02, accuracy: 0.01)
        XCTAssertEqual(white.relativeLuminance, 1, accuracy: 1e-9)
        XCTAssertEqual(black.relativeLuminance, 0, accuracy: 1e-9)
    }

    func testCompositingOverOpaqueBackground() throws {
        let halfBlack = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let result = halfBlack.composited(over: white)
        XCTAssertEqual(result.alpha, 1, accuracy: 1e-9)
        XCTAssertEqual(result.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(result.hex, "#808080")

        // secondaryLabel (light) over white.
        let secondaryLabel = try XCTUnwrap(RGBAColor(hex: "#3C3C4399"))
        XCTAssertEqual(secondaryLabel.composited(over: white).hex, "#8A8A8E")
    }

    func testCompositingTranslucentOverTranslucent() {
        let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let blue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let result = red.composited(over: blue)
        XCTAssertEqual(result.alpha, 0.75, accuracy: 1e-9)
        XCTAssertEqual(result.red, 2.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(result.blue, 1.0 / 3, accuracy: 1e-9)

        let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        XCTAssertEqual(clear.composited(over: clear).alpha, 0)
        XCTAssertEqual(RGBAColor(red: 0.2, green: 0.4, blue: 0.6).composited(over: blue).hex, "#336699", "opaque source wins")
    }

    func testAppearanceNamesAndCertaintyFlags() {
        XCTAssertEqual(Appearance.increasedContrastDark.displayName, "increased-contrast dark")
        XCTAssertEqual(Appearance.light.displayName, "light")
        XCTAssertTrue(ValueCertainty.conflict.isUncertain)
        XCTAssertTrue(ValueCertainty.unknown.isUncertain)
        XCTAssertFalse(ValueCertainty.singleSource.isUncertain)
        XCTAssertTrue(ValueCertainty.conflict.summary.contains("uncertain"))
        XCTAssertEqual(ColorEra.era(forOSVersion: OSVersion(major: 26)), .ios26)
        XCTAssertEqual(ColorEra.era(forOSVersion: OSVersion(major: 18, minor: 5)), .legacy)
    }
}
