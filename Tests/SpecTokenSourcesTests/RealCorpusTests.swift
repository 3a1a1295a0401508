import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax
import SpecTokenSources
import XCTest

/// Every color of the real catalogs and design system in `Examples/real-design-systems`, in every
/// appearance, as the readers and `ColorResolver` give it, compared with what a small parser of this
/// test's own computes from the same files (Foundation's `JSONSerialization`, its own color
/// conversion, Xcode's and the Resolver module's rules for which entry or context an appearance
/// uses). The only data both share is the bundled system colors a colorset may reference.
final class RealCorpusTests: XCTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/real-design-systems").path

    /// The files on disk, read as the workspace would hand them over.
    private static let disk = TokenSourceFiles(
        read: { path in
            FileManager.default.contents(atPath: path).map { .success(Array($0)) }
                ?? .failure(TokenSourceFiles.Refusal(reason: "it does not exist", isMissing: true))
        },
        list: { try? FileManager.default.contentsOfDirectory(atPath: $0) })

    /// 8-bit RGBA per appearance.
    typealias Channels = [Int]

    private func eightBit(_ color: RGBAColor) -> Channels {
        [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
    }

    private func eightBit(_ values: [Double]) -> Channels {
        values.map { Int((min(1, max(0, $0)) * 255).rounded()) }
    }

    /// What the product gives: every color token of the synthesized spec, resolved per appearance.
    private func productColors(_ spec: SynthesizedSpec) -> [String: [Appearance: Channels]] {
        let design = DesignSpec(tree: SyntaxTree.parse(bytes: spec.text))
        let resolver = ColorResolver(spec: design)
        var colors: [String: [Appearance: Channels]] = [:]
        for token in design.colorTokens {
            guard let value = token.valueNode, let resolved = resolver.resolve(value) else {
                colors[token.name] = [:]
                continue
            }
            colors[token.name] = Dictionary(
                uniqueKeysWithValues: Appearance.allCases.compactMap { appearance in
                    resolved[appearance].color.map { (appearance, eightBit($0)) }
                })
        }
        return colors
    }

    private func systemColor(_ name: String) -> [Appearance: Channels] {
        let resolver = ColorResolver(spec: DesignSpec(tree: SyntaxTree.parse(bytes: Array("{}".utf8))))
        guard let color = resolver.resolveSystemColor(named: name) else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: Appearance.allCases.compactMap { appearance in color[appearance].color.map { (appearance, eightBit($0)) }
            })
    }

    /// Colors that differ, as lines "name appearance: product vs expected", and the number of colors compared.
    private func differences(_ product: [String: [Appearance: Channels]], _ expected: [String: [Appearance: Channels]]) -> [String] {
        var lines: [String] = []
        for name in Set(product.keys).union(expected.keys).sorted() {
            for appearance in Appearance.allCases where product[name]?[appearance] != expected[name]?[appearance] {
                lines.append(
                    "\(name) \(appearance.rawValue): \(product[name]?[appearance].map { "\($0)" } ?? "none") vs \(expected[name]?[appearance].map { "\($0)" } ?? "none")"
                )
            }
        }
        return lines
    }

    // MARK: Asset catalogs

    private static let catalogs = [
        "duckduckgo-ios/DeprecatedColors.xcassets", "home-assistant-ios/Colors.xcassets", "codeedit/Assets.xcassets",
        "wwdc/ConfUIFoundation.xcassets", "fluentui-macos/FluentUI-macos.xcassets"
    ]

    func testEveryColorOfEveryRealCatalogInEveryAppearance() throws {
        var compared = 0
        for catalog in Self.catalogs {
            let path = Self.corpus + "/" + catalog
            let spec = AssetCatalogReader.read(path, files: Self.disk).spec
            let expected = try expectedCatalogColors(path, namespace: "")
            XCTAssertFalse(expected.isEmpty, catalog)
            XCTAssertEqual(differences(productColors(spec), expected), [], catalog)
            XCTAssertEqual(spec.findings.map(\.diagnostic.message), [], catalog)
            compared += expected.count
        }
        XCTAssertEqual(compared, 224, "every colorset with a color (CodeEdit's AccentColor is Xcode's unset template)")
    }

    /// Every colorset below `folder` by Xcode's name, each appearance as Xcode draws it.
    private func expectedCatalogColors(_ folder: String, namespace: String) throws -> [String: [Appearance: Channels]] {
        var colors: [String: [Appearance: Channels]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if name.hasSuffix(".colorset") {
                let json =
                    try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path + "/Contents.json")))
                    as? [String: Any]
                if let color = expectedColorset(json?["colors"] as? [[String: Any]] ?? []) {
                    colors[namespace + String(name.dropLast(".colorset".count))] = color
                }
            } else if !name.contains("."), (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil {
                let group = (try? Data(contentsOf: URL(fileURLWithPath: path + "/Contents.json")))
                    .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
                let provides = (group?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                colors.merge(try expectedCatalogColors(path, namespace: provides ? namespace + name + "/" : namespace)) { first, _ in first
                }
            }
        }
        return colors
    }

    /// One colorset as Xcode draws it: Any (or an explicit light) for light; dark, else Any; Any + High
    /// Contrast, else Any; Dark + High Contrast, else dark, else Any + High Contrast, else Any. A
    /// referenced system color gives its own value in the appearance drawn. Nil when no entry has a color.
    private func expectedColorset(_ entries: [[String: Any]]) -> [Appearance: Channels]? {
        let universal = entries.filter { ($0["idiom"] as? String ?? "universal") == "universal" }
        let chosen = universal.isEmpty ? entries.filter { $0["idiom"] as? String == entries.first?["idiom"] as? String } : universal
        var byKey: [String: [String: Any]] = [:]
        for entry in chosen {
            guard let color = entry["color"] as? [String: Any] else { continue }
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            let dark = appearances.contains { $0["appearance"] == "luminosity" && $0["value"] == "dark" }
            let high = appearances.contains { $0["appearance"] == "contrast" && $0["value"] == "high" }
            let explicitLight = appearances.contains { $0["appearance"] == "luminosity" && $0["value"] == "light" }
            let key = (dark ? "dark" : "any") + (high ? "+high" : "")
            if byKey[key] == nil || (explicitLight && key == "any") { byKey[key] = color }
        }
        guard !byKey.isEmpty else { return nil }
        let order: [Appearance: [String]] = [
            .light: ["any", "dark"], .dark: ["dark", "any"], .increasedContrastLight: ["any+high", "any", "dark"],
            .increasedContrastDark: ["dark+high", "dark", "any+high", "any"]
        ]
        var result: [Appearance: Channels] = [:]
        for appearance in Appearance.allCases {
            guard let color = order[appearance]?.lazy.compactMap({ byKey[$0] }).first else { continue }
            result[appearance] = colorValue(color, in: appearance)
        }
        return result
    }

    private func colorValue(_ color: [String: Any], in appearance: Appearance) -> Channels? {
        if let reference = color["reference"] as? String {
            let name = reference == "controlAccentColor" ? "accentColor" : String(reference.dropLast("Color".count))
            return systemColor(name)[appearance]
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        let texts = ["red", "green", "blue"].map { "\(components[$0] ?? "")" }
        let integers = texts.allSatisfy { !$0.isEmpty && !$0.hasPrefix("0x") && $0.allSatisfy(\.isNumber) }
        let rgb = texts.map { text -> Double in
            if text.lowercased().hasPrefix("0x") { return Double(Int(text.dropFirst(2), radix: 16) ?? 0) / 255 }
            return (Double(text) ?? 0) / (integers ? 255 : 1)
        }
        let alpha = Double("\(components["alpha"] ?? "1")") ?? 1
        switch color["color-space"] as? String ?? "srgb" {
        case "display-p3": return eightBit(displayP3ToSRGB(rgb) + [alpha])
        default: return eightBit(rgb + [alpha])
        }
    }

    /// Display P3 to sRGB: undo the sRGB curve, the linear P3 → linear sRGB matrix (through XYZ D65),
    /// and the curve again.
    private func displayP3ToSRGB(_ p3: [Double]) -> [Double] {
        func decode(_ v: Double) -> Double { abs(v) <= 0.04045 ? v / 12.92 : (v < 0 ? -1 : 1) * pow((abs(v) + 0.055) / 1.055, 2.4) }
        func encode(_ v: Double) -> Double { abs(v) <= 0.0031308 ? v * 12.92 : (v < 0 ? -1 : 1) * (1.055 * pow(abs(v), 1 / 2.4) - 0.055) }
        let m: [[Double]] = [
            [1.2249401762805598, -0.22494017628055996, 0],
            [-0.04205695470968816, 1.0420569547096881, 0],
            [-0.019637554590334432, -0.07863604555063188, 1.0982736001409663]
        ]
        let linear = p3.map(decode)
        return m.map { row in encode(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]) }
    }

    // MARK: Primer (DTCG, through a resolver)

    func testEveryColorOfPrimerInEveryMode() throws {
        let folder = Self.corpus + "/primer"
        let spec = DesignTokensResolverReader.read(folder + "/primer.resolver.json", files: Self.disk)
        let expected = try expectedResolution(
            folder,
            [
                (.light, ["light"]), (.dark, ["dark"]), (.increasedContrastLight, ["light", "light.high-contrast"]),
                (.increasedContrastDark, ["dark", "dark.high-contrast"])
            ])
        XCTAssertEqual(expected.colors.count, 24)
        XCTAssertEqual(differences(productColors(spec), expected.colors), [])
        XCTAssertEqual(spec.findings.map(\.diagnostic.message), [])
    }

    // MARK: PatternFly (DTCG-shaped mode folders, through a resolver)

    func testEveryColorOfPatternFlyInEveryTheme() throws {
        let folder = Self.corpus + "/patternfly"
        let spec = DesignTokensResolverReader.read(folder + "/patternfly.resolver.json", files: Self.disk)
        let expected = try expectedResolution(
            folder,
            [
                (.light, ["palette.color", "light.base", "light.semantic"]),
                (.dark, ["palette.color", "dark.base.dark", "dark.semantic.dark"]),
                (.increasedContrastLight, ["palette.color", "highcontrast.base", "highcontrast.semantic.highcontrast"]),
                (.increasedContrastDark, ["palette.color", "highcontrast-dark.base.dark", "highcontrast-dark.semantic.highcontrast.dark"])
            ])
        XCTAssertEqual(expected.colors.count, 248)
        XCTAssertEqual(differences(productColors(spec), expected.colors), [])
        // PatternFly writes translucent colors as CSS `rgba()` strings, which are no DTCG color: one
        // finding at each such value, and the tokens that alias it have no color in that theme. And
        // each theme folder defines tokens the others leave out (the dark ones under `global.dark`):
        // one finding lists them.
        let invalid = spec.findings.filter { $0.diagnostic.code == TokenSourceFindingCode.invalidValue.rawValue }
        let absent = spec.findings.filter { $0.diagnostic.code == TokenSourceFindingCode.absentInAppearance.rawValue }
        XCTAssertEqual(invalid.count + absent.count, spec.findings.count)
        XCTAssertEqual(invalid.count, 18, "9 distinct rgba() strings at 18 places in 8 files")
        XCTAssertEqual(Set(invalid.map { "\(($0.path as NSString).lastPathComponent) \($0.diagnostic.message)" }), expected.unreadable)
        XCTAssertEqual(absent.count, 1)
        XCTAssertEqual(absent.first?.diagnostic.message.hasPrefix("\(expected.absent) color tokens are not defined"), true)
    }

    // MARK: Instructure UI (Tokens Studio theme sets, through a resolver; a light theme and its high contrast)

    func testEveryColorOfInstructureUIInEveryTheme() throws {
        let folder = Self.corpus + "/instui"
        // `legacyCanvas` says no appearance; a repository maps it in `.designspec.json`, and
        // `legacyCanvasHighContrast` is then its increased contrast. There is no dark theme: dark shows
        // Canvas.
        let options = TokenSourceOptions(appearanceContexts: AppearanceContextNames(configured: ["legacyCanvas": .light]))
        let spec = DesignTokensResolverReader.read(folder + "/instui.resolver.json", files: Self.disk, options: options)
        let expected = try expectedResolution(
            folder,
            [
                (.light, ["primitives.default", "canvas"]),
                (.increasedContrastLight, ["primitives.default", "canvasHighContrast"]),
                // No dark: dark + Increase Contrast draws the high contrast theme, as Xcode draws a
                // colorset with no dark entry.
                (.increasedContrastDark, ["primitives.default", "canvasHighContrast"])
            ])
        XCTAssertEqual(expected.colors.count, 374, "319 semantic colors and the 66 primitives they alias, less the 11 that are `rgba()` strings or alias one")
        XCTAssertEqual(differences(productColors(spec), expected.colors), [])
        // Like PatternFly, InstUI writes its translucent colors as CSS `rgba()` strings, no DTCG color:
        // one warning at each (the primitives file, read by both themes, once).
        let invalid = spec.findings.filter { $0.diagnostic.code == TokenSourceFindingCode.invalidValue.rawValue }
        XCTAssertEqual(invalid.count, spec.findings.count, "\(spec.findings.map(\.diagnostic.message))")
        XCTAssertEqual(invalid.count, 8, "6 distinct rgba() strings at 8 places in 3 files")
        XCTAssertEqual(Set(invalid.map { "\(($0.path as NSString).lastPathComponent) \($0.diagnostic.message)" }), expected.unreadable)
        XCTAssertEqual(expected.absent, 0)
    }

    /// Each appearance's tokens as its files, merged in order, give them (later files win), with
    /// aliases followed; a value that is no hex color is no color, and is listed (file and message)
    /// in `unreadable`. A color an appearance has none of shows the one it falls back to, as the spec
    /// format says (dark and light each other's; increased contrast its base, then the other base);
    /// `absent` counts the colors some appearance does not define.
    private func expectedResolution(_ folder: String, _ contexts: [(Appearance, [String])]) throws -> (
        colors: [String: [Appearance: Channels]], unreadable: Set<String>, absent: Int
    ) {
        var colors: [String: [Appearance: Channels]] = [:]
        var unreadable: Set<String> = []
        var defined: [Appearance: Set<String>] = [:]
        for (appearance, files) in contexts {
            var tokens: [String: (file: String, value: Any)] = [:]
            for file in files {
                let json = try JSONSerialization.jsonObject(
                    with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + file + ".tokens.json")))
                var flat: [String: Any] = [:]
                flatten(json, path: [], into: &flat)
                for (name, value) in flat { tokens[name] = (file + ".tokens.json", value) }
            }
            defined[appearance] = Set(tokens.keys)
            for name in tokens.keys {
                var entry = tokens[name]
                for _ in 0..<16 {
                    guard let text = entry?.value as? String, text.hasPrefix("{") else { break }
                    entry = tokens[String(text.dropFirst().dropLast())]
                }
                if let channels = dtcgColor(entry?.value) {
                    colors[name, default: [:]][appearance] = channels
                } else if let entry, let text = entry.value as? String {
                    unreadable.insert("\(entry.file) `\(text)` is not a color: write a color object or a hex string.")
                }
            }
        }
        let fallbacks: [Appearance: [Appearance]] = [
            .light: [.dark], .dark: [.light], .increasedContrastLight: [.light, .dark], .increasedContrastDark: [.dark, .light]
        ]
        var absent = 0
        for name in colors.keys {
            guard let own = colors[name] else { continue }
            if contexts.contains(where: { defined[$0.0]?.contains(name) != true }) { absent += 1 }
            for appearance in Appearance.allCases where own[appearance] == nil {
                colors[name]?[appearance] = fallbacks[appearance]?.lazy.compactMap { own[$0] }.first
            }
        }
        return (colors, unreadable, absent)
    }

    private func flatten(_ node: Any, path: [String], into tokens: inout [String: Any]) {
        guard let object = node as? [String: Any] else { return }
        if let value = object["$value"] {
            tokens[path.joined(separator: ".")] = value
            return
        }
        for (key, child) in object where !key.hasPrefix("$") { flatten(child, path: path + [key], into: &tokens) }
    }

    private func dtcgColor(_ value: Any?) -> Channels? {
        if let hex = value as? String, hex.hasPrefix("#"), hex.count == 7, let number = Int(hex.dropFirst(), radix: 16) {
            return [(number >> 16) & 255, (number >> 8) & 255, number & 255, 255]
        }
        // `#RRGGBBAA` (InstUI's `transparent` is `#00000000`).
        if let hex = value as? String, hex.hasPrefix("#"), hex.count == 9, let number = Int(hex.dropFirst(), radix: 16) {
            return [(number >> 24) & 255, (number >> 16) & 255, (number >> 8) & 255, number & 255]
        }
        guard let object = value as? [String: Any], object["colorSpace"] as? String == "hsl", let c = object["components"] as? [Double]
        else {
            return nil
        }
        // CSS Color 4's hsl(): hue in degrees, saturation and lightness in percent.
        let (hue, saturation, lightness) = (c[0], c[1] / 100, c[2] / 100)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return eightBit([channel(0), channel(8), channel(4), (object["alpha"] as? Double) ?? 1])
    }
}
