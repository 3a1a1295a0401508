import Foundation

/// An sRGB color with alpha; every component is in 0...1.
public struct RGBAColor: Sendable, Hashable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1 (1 = opaque).
    public var alpha: Double

    /// Creates a color; components are clamped to 0...1 (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); nil for anything else.
    public init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for byte in utf8.dropFirst() {
            guard let value = Self.hexValue(byte) else { return nil }
            nibbles.append(value)
        }
        let channels: [Double]
        switch nibbles.count {
        case 3, 4:
            channels = nibbles.map { Double($0 * 17) / 255 }
        case 6, 8:
            channels = stride(from: 0, to: nibbles.count, by: 2).map { Double(nibbles[$0] * 16 + nibbles[$0 + 1]) / 255 }
        default:
            return nil
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when alpha is below 1 (uppercase; each channel rounded to 0...255).
    public var hex: String {
        var text = "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
        if Self.byte(alpha) < 255 {
            text += Self.hexByte(alpha)
        }
        return text
    }

    /// This color drawn over `background` with source-over compositing in (gamma-encoded) sRGB, the way
    /// design tools and UIKit blend translucent colors. The result is opaque when `background` is.
    public func composited(over background: RGBAColor) -> RGBAColor {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return RGBAColor(
            red: blend(red, background.red),
            green: blend(green, background.green),
            blue: blend(blue, background.blue),
            alpha: outAlpha
        )
    }

    /// WCAG 2.x relative luminance (0 for black, 1 for white) of the color's RGB, ignoring alpha.
    /// Uses the sRGB linearization threshold 0.04045 (WCAG 2.2's note; 2.0's 0.03928 gives the same
    /// result for every 8-bit value).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio of two colors, 1...21, symmetric in its arguments. Both colors are
    /// expected to be opaque: composite translucent colors over their background first.
    public static func contrastRatio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let first = a.relativeLuminance
        let second = b.relativeLuminance
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Whether every component of the two colors is within `tolerance` of each other.
    func isClose(to other: RGBAColor, tolerance: Double) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }

    private static func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(1, max(0, value))
    }

    private static func byte(_ component: Double) -> Int {
        Int((component * 255).rounded())
    }

    private static func hexByte(_ component: Double) -> String {
        let value = byte(component)
        let digits = Array("0123456789ABCDEF")
        return String([digits[value / 16], digits[value % 16]])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
