import SpecTokenSources
import XCTest

/// Conversions to sRGB against published values (CSS Color 4's examples, Ottosson's Oklab).
final class ColorConversionTests: XCTestCase {
    private func assertColor(
        _ color: ExtendedSRGB, _ expected: (Double, Double, Double), accuracy: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(color.red, expected.0, accuracy: accuracy, "red", file: file, line: line)
        XCTAssertEqual(color.green, expected.1, accuracy: accuracy, "green", file: file, line: line)
        XCTAssertEqual(color.blue, expected.2, accuracy: accuracy, "blue", file: file, line: line)
    }

    func testDisplayP3RedLiesOutsideSRGBAndClampsAtTheEnd() {
        let red = ExtendedSRGB.fromDisplayP3([1, 0, 0], alpha: 1)
        assertColor(red, (1.0930, -0.2267, -0.1501), accuracy: 5e-4)
        XCTAssertFalse(red.isInSRGBGamut)
        XCTAssertEqual(red.clamped.hex, "#FF0000")
    }

    func testDisplayP3WhiteAndGrayAreExact() {
        assertColor(.fromDisplayP3([1, 1, 1], alpha: 1), (1, 1, 1), accuracy: 1e-12)
        assertColor(.fromDisplayP3([0.5, 0.5, 0.5], alpha: 1), (0.5, 0.5, 0.5), accuracy: 1e-12)
    }

    func testSRGBRedInDisplayP3() {
        let p3 = ExtendedSRGB(red: 1, green: 0, blue: 0).displayP3
        XCTAssertEqual(p3[0], 0.9175, accuracy: 5e-4)
        XCTAssertEqual(p3[1], 0.2003, accuracy: 5e-4)
        XCTAssertEqual(p3[2], 0.1386, accuracy: 5e-4)
        assertColor(.fromDisplayP3(p3, alpha: 1), (1, 0, 0), accuracy: 1e-12)
    }

    func testLinearSpacesUseTheSRGBTransferFunction() {
        assertColor(.fromLinearSRGB([0.5, 0.18, 0], alpha: 1), (0.7353569830524495, 0.46135612950044164, 0), accuracy: 1e-12)
        assertColor(.fromLinearDisplayP3([1, 1, 1], alpha: 1), (1, 1, 1), accuracy: 1e-12)
        let linearP3Red = ExtendedSRGB.fromLinearDisplayP3([1, 0, 0], alpha: 1)
        assertColor(linearP3Red, (1.0930, -0.2267, -0.1501), accuracy: 5e-4)
    }

    func testGrayGamma22() {
        let gray = ExtendedSRGB.fromGrayGamma22(white: 0.5, alpha: 0.5)
        assertColor(gray, (0.5038667822745281, 0.5038667822745281, 0.5038667822745281), accuracy: 1e-12)
        XCTAssertEqual(gray.alpha, 0.5)
        assertColor(.fromGrayGamma22(white: 1, alpha: 1), (1, 1, 1), accuracy: 1e-12)
    }

    /// The wide-gamut RGB spaces, against the published linear conversions to BT.709/sRGB primaries:
    /// ITU-R BT.2087 (Rec. 2020 → BT.709) and Adobe RGB (1998) → sRGB, and white staying white.
    func testWideGamutRGBSpaces() {
        // Rec. 2020's transfer function is 1 at 1 and 0 at 0, so pure primaries are linear already.
        let rec2020Red = ExtendedSRGB.fromRec2020([1, 0, 0], alpha: 1)
        XCTAssertFalse(rec2020Red.isInSRGBGamut)
        XCTAssertEqual(rec2020Red.linearSRGB[0], 1.6605, accuracy: 5e-4)
        XCTAssertEqual(rec2020Red.linearSRGB[1], -0.1246, accuracy: 5e-4)
        XCTAssertEqual(rec2020Red.linearSRGB[2], -0.0182, accuracy: 5e-4)
        let rec2020Green = ExtendedSRGB.fromRec2020([0, 1, 0], alpha: 1).linearSRGB
        XCTAssertEqual(rec2020Green[0], -0.5876, accuracy: 5e-4)
        XCTAssertEqual(rec2020Green[1], 1.1329, accuracy: 5e-4)
        XCTAssertEqual(rec2020Green[2], -0.1006, accuracy: 5e-4)
        // Below 4.5β the curve is linear: 0.04 / 4.5 in every channel, a gray.
        let dark = ExtendedSRGB.fromRec2020([0.04, 0.04, 0.04], alpha: 1).linearSRGB
        XCTAssertEqual(dark[0], 0.04 / 4.5, accuracy: 1e-9)
        XCTAssertEqual(dark[2], 0.04 / 4.5, accuracy: 1e-9)

        let a98Red = ExtendedSRGB.fromA98RGB([1, 0, 0], alpha: 1).linearSRGB
        XCTAssertEqual(a98Red[0], 1.3983, accuracy: 5e-4)
        XCTAssertEqual(a98Red[1], 0, accuracy: 5e-4)
        XCTAssertEqual(a98Red[2], 0, accuracy: 5e-4)
        let a98Blue = ExtendedSRGB.fromA98RGB([0, 0, 1], alpha: 1).linearSRGB
        XCTAssertEqual(a98Blue[2], 1.0429, accuracy: 5e-4)
        // Adobe RGB's gamma is 563/256 ≈ 2.2, not sRGB's curve: its mid-gray is linear 0.5^(563/256).
        XCTAssertEqual(ExtendedSRGB.fromA98RGB([0.5, 0.5, 0.5], alpha: 1).linearSRGB[1], pow(0.5, 563.0 / 256), accuracy: 1e-9)

        for white in [ExtendedSRGB.fromA98RGB([1, 1, 1], alpha: 1), .fromRec2020([1, 1, 1], alpha: 1)] {
            assertColor(white, (1, 1, 1), accuracy: 1e-9)
        }
        // ProPhoto's white is D50, adapted with Bradford: white within the adaptation's rounding.
        assertColor(.fromProPhotoRGB([1, 1, 1], alpha: 1), (1, 1, 1), accuracy: 1e-4)
        // Gamma 1.8 above 16/512, linear (÷16) below it.
        XCTAssertEqual(ExtendedSRGB.fromProPhotoRGB([0.5, 0.5, 0.5], alpha: 1).linearSRGB[1], pow(0.5, 1.8), accuracy: 1e-4)
        XCTAssertEqual(ExtendedSRGB.fromProPhotoRGB([0.02, 0.02, 0.02], alpha: 1).linearSRGB[1], 0.02 / 16, accuracy: 1e-6)
    }

    func testCylindricalAndPerceptualSpaces() {
        assertColor(.fromHSL(hue: 120, saturation: 100, lightness: 50, alpha: 1), (0, 1, 0), accuracy: 1e-12)
        assertColor(.fromHSL(hue: 30, saturation: 100, lightness: 50, alpha: 1), (1, 0.5, 0), accuracy: 1e-12)
        assertColor(.fromHWB(hue: 0, whiteness: 0, blackness: 0, alpha: 1), (1, 0, 0), accuracy: 1e-12)
        assertColor(.fromHWB(hue: 200, whiteness: 60, blackness: 60, alpha: 1), (0.5, 0.5, 0.5), accuracy: 1e-12)
        assertColor(.fromOklab(lightness: 1, a: 0, b: 0, alpha: 1), (1, 1, 1), accuracy: 1e-6)
        assertColor(.fromOklch(lightness: 0.627955, chroma: 0.257683, hue: 29.2339, alpha: 1), (1, 0, 0), accuracy: 1e-3)
        assertColor(.fromLab(lightness: 100, a: 0, b: 0, alpha: 1), (1, 1, 1), accuracy: 1e-4)
        assertColor(.fromLab(lightness: 54.29, a: 80.80, b: 69.89, alpha: 1), (1, 0, 0), accuracy: 3e-3)
        assertColor(.fromLCH(lightness: 54.29, chroma: 106.84, hue: 40.85, alpha: 1), (1, 0, 0), accuracy: 3e-3)
        assertColor(.fromXYZD65([0.95047, 1, 1.08883], alpha: 1), (1, 1, 1), accuracy: 1e-3)
        assertColor(.fromXYZD50([0.96422, 1, 0.82521], alpha: 1), (1, 1, 1), accuracy: 1e-3)
    }
}
