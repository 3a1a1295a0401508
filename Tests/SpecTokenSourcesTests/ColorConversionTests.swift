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
