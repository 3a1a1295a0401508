import Foundation
import SpecKnowledge

/// A color in extended sRGB: gamma-encoded sRGB components that may lie outside 0...1 (a Display P3
/// red is more saturated than any sRGB red, so one of its components is negative), and alpha.
///
/// Every reader converts to this first, in `Double`, without clamping; `clamped` is the last step,
/// where out-of-gamut components are cut to 0...1 (per component, as the system draws them on an
/// sRGB display). The matrices are the exact rational ones of CSS Color 4's sample code, so a
/// conversion is accurate to `Double` rounding (about 1e-15); the spec's hex then rounds each
/// channel to 8 bits (±0.5/255), the same precision as a token written inline.
public struct ExtendedSRGB: Sendable, Hashable {
    /// Red, gamma-encoded; may lie outside 0...1.
    public var red: Double
    /// Green, gamma-encoded; may lie outside 0...1.
    public var green: Double
    /// Blue, gamma-encoded; may lie outside 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// A color from its gamma-encoded components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The color in sRGB, every component clamped to 0...1.
    public var clamped: RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// True when every component lies in 0...1 (allowing `Double` rounding).
    public var isInSRGBGamut: Bool {
        [red, green, blue].allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 }
    }

    // MARK: From other spaces

    /// A color from linear-light sRGB components (`extended-linear-srgb`, DTCG `srgb-linear`).
    public static func fromLinearSRGB(_ linear: [Double], alpha: Double) -> ExtendedSRGB {
        let encoded = linear.map(encode)
        return ExtendedSRGB(red: encoded[0], green: encoded[1], blue: encoded[2], alpha: alpha)
    }

    /// A color from gamma-encoded Display P3 components (`display-p3`; P3 primaries, D65, the sRGB
    /// transfer function): linearized, moved to linear sRGB through CIE XYZ, encoded again.
    public static func fromDisplayP3(_ components: [Double], alpha: Double) -> ExtendedSRGB {
        fromLinearDisplayP3(components.map(decode), alpha: alpha)
    }

    /// A color from linear-light Display P3 components (`extended-linear-display-p3`).
    public static func fromLinearDisplayP3(_ linear: [Double], alpha: Double) -> ExtendedSRGB {
        fromXYZD65(multiply(Matrix.linearP3ToXYZ, linear), alpha: alpha)
    }

    /// A color from CIE XYZ with a D65 white (`xyz-d65`; Y of white is 1).
    public static func fromXYZD65(_ xyz: [Double], alpha: Double) -> ExtendedSRGB {
        fromLinearSRGB(multiply(Matrix.xyzToLinearSRGB, xyz), alpha: alpha)
    }

    /// A color from CIE XYZ with a D50 white (`xyz-d50`), adapted to D65 with the Bradford transform.
    public static func fromXYZD50(_ xyz: [Double], alpha: Double) -> ExtendedSRGB {
        fromXYZD65(multiply(Matrix.bradfordD50ToD65, xyz), alpha: alpha)
    }

    /// A color from gamma-encoded A98 RGB components (CSS `a98-rgb`, Adobe RGB (1998): its primaries,
    /// D65, the transfer function `c^(563/256)`, extended to negative values by symmetry).
    public static func fromA98RGB(_ components: [Double], alpha: Double) -> ExtendedSRGB {
        let linear = components.map { signedPower($0, 563.0 / 256) }
        return fromXYZD65(multiply(Matrix.linearA98ToXYZ, linear), alpha: alpha)
    }

    /// A color from gamma-encoded ProPhoto RGB components (CSS `prophoto-rgb`: its primaries, a D50
    /// white adapted to D65 with the Bradford transform, gamma 1.8 with a linear part below 16/512).
    public static func fromProPhotoRGB(_ components: [Double], alpha: Double) -> ExtendedSRGB {
        let linear = components.map { abs($0) <= 16.0 / 512 ? $0 / 16 : signedPower($0, 1.8) }
        return fromXYZD50(multiply(Matrix.linearProPhotoToXYZD50, linear), alpha: alpha)
    }

    /// A color from gamma-encoded Rec. 2020 components (CSS `rec2020`: ITU-R BT.2020 primaries, D65,
    /// its transfer function with a linear part below 4.5β).
    public static func fromRec2020(_ components: [Double], alpha: Double) -> ExtendedSRGB {
        let a = 1.09929682680944
        let b = 0.018053968510807
        let linear = components.map { abs($0) < b * 4.5 ? $0 / 4.5 : pow((abs($0) + a - 1) / a, 1 / 0.45) * ($0 < 0 ? -1 : 1) }
        return fromXYZD65(multiply(Matrix.linearRec2020ToXYZ, linear), alpha: alpha)
    }

    /// A color from a gray level with gamma 2.2 (`gray-gamma-22`, `extended-gray`): linear light is
    /// `white^2.2` (sign kept for extended values), the same on all three sRGB channels.
    public static func fromGrayGamma22(white: Double, alpha: Double) -> ExtendedSRGB {
        let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
        return fromLinearSRGB([linear, linear, linear], alpha: alpha)
    }

    /// A color from HSL (CSS): hue in degrees, saturation and lightness in 0...100.
    public static func fromHSL(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> ExtendedSRGB {
        let s = saturation / 100
        let l = lightness / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let k12 = k < 0 ? k + 12 : k
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k12 - 3, 9 - k12, 1))
        }
        return ExtendedSRGB(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// A color from HWB (CSS): hue in degrees, whiteness and blackness in 0...100.
    public static func fromHWB(hue: Double, whiteness: Double, blackness: Double, alpha: Double) -> ExtendedSRGB {
        let white = whiteness / 100
        let black = blackness / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return ExtendedSRGB(red: gray, green: gray, blue: gray, alpha: alpha)
        }
        let pure = fromHSL(hue: hue, saturation: 100, lightness: 50, alpha: alpha)
        func mix(_ channel: Double) -> Double { channel * (1 - white - black) + white }
        return ExtendedSRGB(red: mix(pure.red), green: mix(pure.green), blue: mix(pure.blue), alpha: alpha)
    }

    /// A color from CIE Lab (CSS `lab`, D50 white): L in 0...100.
    public static func fromLab(lightness: Double, a: Double, b: Double, alpha: Double) -> ExtendedSRGB {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let f1 = (lightness + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lightness > kappa * epsilon ? pow((lightness + 16) / 116, 3) : lightness / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        let white = Matrix.whiteD50
        return fromXYZD50([x * white[0], y * white[1], z * white[2]], alpha: alpha)
    }

    /// A color from CIE LCH (CSS `lch`): L in 0...100, chroma, hue in degrees.
    public static func fromLCH(lightness: Double, chroma: Double, hue: Double, alpha: Double) -> ExtendedSRGB {
        let radians = hue * .pi / 180
        return fromLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians), alpha: alpha)
    }

    /// A color from Oklab: L in 0...1.
    public static func fromOklab(lightness: Double, a: Double, b: Double, alpha: Double) -> ExtendedSRGB {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        return fromLinearSRGB(
            [
                4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
            ], alpha: alpha)
    }

    /// A color from Oklch: L in 0...1, chroma, hue in degrees.
    public static func fromOklch(lightness: Double, chroma: Double, hue: Double, alpha: Double) -> ExtendedSRGB {
        let radians = hue * .pi / 180
        return fromOklab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians), alpha: alpha)
    }

    // MARK: To other spaces (for export)

    /// The linear-light sRGB components.
    public var linearSRGB: [Double] { [red, green, blue].map(Self.decode) }

    /// The gamma-encoded Display P3 components.
    public var displayP3: [Double] {
        let xyz = Self.multiply(Matrix.linearSRGBToXYZ, linearSRGB)
        return Self.multiply(Matrix.xyzToLinearP3, xyz).map(Self.encode)
    }

    // MARK: Transfer functions and matrices

    /// The sRGB transfer function, linear light → encoded, extended to negative values by symmetry.
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The inverse sRGB transfer function, encoded → linear light, extended by symmetry.
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// `|value|^exponent` with the sign of `value`.
    private static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    /// CSS Color 4's conversion matrices (rational forms, from its sample code).
    private enum Matrix {
        static let linearP3ToXYZ: [[Double]] = [
            [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
            [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
            [0, 32229.0 / 714400, 5220557.0 / 5000800]
        ]
        static let xyzToLinearP3: [[Double]] = [
            [446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915],
            [-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905],
            [11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415]
        ]
        static let linearSRGBToXYZ: [[Double]] = [
            [506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218],
            [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
            [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270]
        ]
        static let xyzToLinearSRGB: [[Double]] = [
            [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
            [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
            [705.0 / 12673, -2585.0 / 12673, 705.0 / 667]
        ]
        static let linearA98ToXYZ: [[Double]] = [
            [573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567],
            [591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835],
            [53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835]
        ]
        /// To D50 XYZ; CSS Color 4 gives it to 64-bit accuracy, as it has no rational form.
        static let linearProPhotoToXYZD50: [[Double]] = [
            [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
            [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
            [0, 0, 0.82510460251046020]
        ]
        static let linearRec2020ToXYZ: [[Double]] = [
            [63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314],
            [26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157],
            [0, 19567812.0 / 697040785, 295819943.0 / 278816314]
        ]
        static let bradfordD50ToD65: [[Double]] = [
            [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
            [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
            [0.012314014864481998, -0.020507649298898964, 1.330365926242124]
        ]
        static let whiteD50: [Double] = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
    }
}
