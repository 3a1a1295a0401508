import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// The values a DTCG token may hold, read as the format's colors, fonts and sizes.
extension DesignTokensReader.Reader {
    // MARK: Colors

    mutating func color(_ node: SyntaxNode, token: DesignTokensReader.RawToken) -> SourceColor? {
        if let hex = node.stringValue {
            guard let color = RGBAColor(hex: hex) else {
                findings.append(
                    TokenSourceFindingCode.invalidValue.finding(
                        at: token.file, range: node.range, severity: .warning,
                        "`\(hex)` is not a color: write a color object or a hex string."))
                return nil
            }
            return .color(ExtendedSRGB(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
        }
        guard node.kind == .object, let space = node["colorSpace"]?.stringValue, let componentsNode = node["components"],
            componentsNode.kind == .array
        else {
            findings.append(
                TokenSourceFindingCode.invalidValue.finding(
                    at: token.file, range: node.range, severity: .warning, "A color value needs `colorSpace` and `components`."))
            return nil
        }
        var components: [Double] = []
        for element in componentsNode.elements {
            if element.stringValue == "none" {
                components.append(0)
            } else if let number = element.numberValue {
                components.append(number)
            } else {
                findings.append(
                    TokenSourceFindingCode.invalidValue.finding(
                        at: token.file, range: element.range, severity: .warning, "A component is a number or \"none\"."))
                return nil
            }
        }
        guard components.count == 3 else {
            findings.append(
                TokenSourceFindingCode.invalidValue.finding(
                    at: token.file, range: componentsNode.range, severity: .warning,
                    "A color has three components; this one has \(components.count)."))
            return nil
        }
        let alpha = node["alpha"]?.numberValue ?? 1
        let (c0, c1, c2) = (components[0], components[1], components[2])
        switch space {
        case "srgb": return .color(ExtendedSRGB(red: c0, green: c1, blue: c2, alpha: alpha))
        case "srgb-linear": return .color(.fromLinearSRGB(components, alpha: alpha))
        case "display-p3": return .color(.fromDisplayP3(components, alpha: alpha))
        case "hsl": return .color(.fromHSL(hue: c0, saturation: c1, lightness: c2, alpha: alpha))
        case "hwb": return .color(.fromHWB(hue: c0, whiteness: c1, blackness: c2, alpha: alpha))
        case "lab": return .color(.fromLab(lightness: c0, a: c1, b: c2, alpha: alpha))
        case "lch": return .color(.fromLCH(lightness: c0, chroma: c1, hue: c2, alpha: alpha))
        case "oklab": return .color(.fromOklab(lightness: c0, a: c1, b: c2, alpha: alpha))
        case "oklch": return .color(.fromOklch(lightness: c0, chroma: c1, hue: c2, alpha: alpha))
        case "xyz-d65", "xyz": return .color(.fromXYZD65(components, alpha: alpha))
        case "xyz-d50": return .color(.fromXYZD50(components, alpha: alpha))
        case "a98-rgb": return .color(.fromA98RGB(components, alpha: alpha))
        case "prophoto-rgb": return .color(.fromProPhotoRGB(components, alpha: alpha))
        case "rec2020": return .color(.fromRec2020(components, alpha: alpha))
        default:
            let range = node["colorSpace"]?.range ?? node.range
            if let hex = node["hex"]?.stringValue, let color = RGBAColor(hex: hex) {
                findings.append(
                    TokenSourceFindingCode.notReadYet.finding(
                        at: token.file, range: range, severity: .information,
                        "The color space `\(space)` is not read yet; its `hex` fallback \(hex) is used."))
                return .color(ExtendedSRGB(red: color.red, green: color.green, blue: color.blue, alpha: alpha))
            }
            findings.append(
                TokenSourceFindingCode.notReadYet.finding(
                    at: token.file, range: range, severity: .information,
                    "The color space `\(space)` is not read yet, and the value has no `hex` fallback; it gives no token."))
            return nil
        }
    }

    // MARK: Typography

    mutating func font(_ node: SyntaxNode, token: DesignTokensReader.RawToken, in resolution: inout DesignTokensReader.AliasResolution) -> SourceFont? {
        guard node.kind == .object else {
            findings.append(
                TokenSourceFindingCode.invalidValue.finding(
                    at: token.file, range: node.range, severity: .warning, "A typography value is an object."))
            return nil
        }
        var font = SourceFont()
        if let familyNode = member(node["fontFamily"], token: token, in: &resolution) {
            let family = familyNode.stringValue ?? familyNode.elements.first?.stringValue
            font.family = family.flatMap { Self.systemFamilies.contains($0) ? nil : $0 }
        }
        if let sizeNode = member(node["fontSize"], token: token, in: &resolution) {
            font.size = dimension(sizeNode, token: token)
        }
        if let weightNode = member(node["fontWeight"], token: token, in: &resolution) {
            font.weight = Self.weight(weightNode)
            if font.weight == nil {
                findings.append(
                    TokenSourceFindingCode.invalidValue.finding(
                        at: token.file, range: weightNode.range, severity: .warning,
                        "`\(weightNode.text)` is not a font weight: a number 1–1000 or a name such as \"semi-bold\"."))
            }
        }
        if let spacingNode = member(node["letterSpacing"], token: token, in: &resolution) {
            font.tracking = dimension(spacingNode, token: token)
        }
        if let lineHeightNode = member(node["lineHeight"], token: token, in: &resolution) {
            font.lineSpacing = lineSpacing(lineHeightNode, size: font.size, token: token)
        }
        return font
    }

    /// The extra space between lines, in points, that a DTCG `lineHeight` (a multiple of the font size)
    /// leaves beyond the size itself: (lineHeight − 1) × size. Nil, with a finding at the value, when it
    /// is not a positive number or the token has no size to multiply.
    mutating func lineSpacing(_ node: SyntaxNode, size: Double?, token: DesignTokensReader.RawToken) -> Double? {
        guard let multiple = node.numberValue, multiple > 0 else {
            findings.append(
                TokenSourceFindingCode.invalidValue.finding(
                    at: token.file, range: node.range, severity: .warning,
                    "`\(node.text)` is not a line height: write a positive number, a multiple of the font size such as 1.5."))
            return nil
        }
        guard let size else {
            findings.append(
                TokenSourceFindingCode.notReadYet.finding(
                    at: token.file, range: node.range, severity: .information,
                    "A line height of \(node.text) is a multiple of the font size, and this token has no font size to multiply: its line spacing cannot be placed without one."))
            return nil
        }
        return (multiple - 1) * size
    }

    /// Family names that mean the system font (written by exports of specs without a family).
    static let systemFamilies: Set<String> = ["system-ui", "-apple-system"]

    /// A dimension in points: `{ "value": 16, "unit": "px" }` (px read as points; rem as 16 px),
    /// or the older string `"16px"`.
    mutating func dimension(_ node: SyntaxNode, token: DesignTokensReader.RawToken) -> Double? {
        var value = node["value"]?.numberValue
        var unit = node["unit"]?.stringValue
        if let text = node.stringValue {
            let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
            value = Double(digits)
            unit = String(text.dropFirst(digits.count))
        } else if let number = node.numberValue {
            value = number
            unit = "px"
        }
        guard let value else {
            findings.append(
                TokenSourceFindingCode.invalidValue.finding(
                    at: token.file, range: node.range, severity: .warning, "A dimension is `{ \"value\": 16, \"unit\": \"px\" }`."))
            return nil
        }
        switch unit {
        case "px", "pt", "": return value
        case "rem": return value * 16
        default:
            findings.append(
                TokenSourceFindingCode.notReadYet.finding(
                    at: token.file, range: node.range, severity: .information,
                    "The unit `\(unit ?? "")` is not read yet; use px or rem."))
            return nil
        }
    }

    /// A DTCG font weight (100–1000 or a name) as the nearest spec weight.
    static func weight(_ node: SyntaxNode) -> FontWeight? {
        if let number = node.numberValue, (1...1000).contains(number) {
            let index = min(FontWeight.allCases.count - 1, max(0, Int((number / 100).rounded()) - 1))
            return FontWeight.allCases[index]
        }
        guard let name = node.stringValue?.lowercased() else { return nil }
        let names: [String: FontWeight] = [
            "thin": .ultralight, "hairline": .ultralight, "extra-light": .thin, "ultra-light": .thin, "light": .light,
            "normal": .regular, "regular": .regular, "book": .regular, "medium": .medium, "semi-bold": .semibold,
            "demi-bold": .semibold, "bold": .bold, "extra-bold": .heavy, "ultra-bold": .heavy, "black": .black,
            "heavy": .black, "extra-black": .black, "ultra-black": .black
        ]
        return names[name]
    }
}
